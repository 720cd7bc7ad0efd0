import { api } from '../../shared/paths';
import { ask } from './api';
import { h, show } from './dom';
import type { TestCheckout } from './types';
import {
  CARD,
  figure,
  LINK,
  loadingPage,
  money,
  notValidPage,
  offlinePage,
  PRIMARY,
  page,
  refusedPage,
  SECONDARY,
} from './views';

/**
 * The test provider's checkout (docs/collect.md §2): 'Approve' and 'Decline' call its webhook as a
 * real provider would, with the intent's secret from the URL's fragment (never sent to the server
 * as part of a page request), then go back to the statement.
 */
export function testCheckoutPage(
  checkout: TestCheckout,
  decide: (status: 'success' | 'failed') => Promise<string | null>,
) {
  const problem = h('p', { class: 'text-sm font-medium text-red-700', role: 'alert' });
  const pending = checkout.status === 'pending';
  const buttons = [
    h('button', { type: 'button', class: PRIMARY }, 'Approve'),
    h('button', { type: 'button', class: SECONDARY }, 'Decline'),
  ];
  buttons.forEach((button, index) => {
    button.addEventListener('click', async () => {
      for (const each of buttons) each.disabled = true;
      const refusal = await decide(index === 0 ? 'success' : 'failed');
      if (refusal === null) return;
      problem.textContent = refusal;
      for (const each of buttons) each.disabled = false;
    });
  });
  return page(
    'Test checkout',
    h(
      'p',
      { class: 'rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900' },
      'A pretend payment: no money moves. It lets you try paying online before a real provider is set up.',
    ),
    h(
      'section',
      { class: CARD, 'aria-label': 'Payment' },
      h(
        'dl',
        { class: 'divide-y divide-gray-100' },
        figure('Pay to', checkout.businessName),
        figure('For', checkout.description),
        figure('Amount', money(checkout.amount)),
      ),
    ),
    pending
      ? h('div', { class: 'flex flex-wrap gap-3' }, buttons)
      : h(
          'p',
          { class: 'text-gray-700' },
          `This payment is ${checkout.status} already. `,
          h('a', { class: LINK, href: checkout.returnUrl }, 'Back to the statement'),
        ),
    problem,
  );
}

/** `/pay/test/{reference}#{secret}`. */
export async function openTestCheckout(root: HTMLElement, reference: string, secret: string) {
  show(root, loadingPage());
  const answer = await ask<TestCheckout>(api.testCheckout(reference));
  if (!answer.ok) {
    if (answer.problem === 'notFound') show(root, notValidPage());
    else if (answer.problem === 'offline')
      show(
        root,
        offlinePage(() => void openTestCheckout(root, reference, secret)),
      );
    else show(root, refusedPage(answer.message));
    return;
  }
  const checkout = answer.data;
  show(
    root,
    testCheckoutPage(checkout, async (status) => {
      const sent = await ask<unknown>(api.paymentWebhook('test'), { reference, status, secret });
      if (sent.ok) {
        window.location.assign(checkout.returnUrl);
        return null;
      }
      return sent.problem === 'refused' ? sent.message : 'Could not reach the server. Try again.';
    }),
  );
}
