import { formatReceiptNumber } from '../../shared/ledger';
import { toPesewas } from '../../shared/money';
import { api, routes } from '../../shared/paths';
import { ask } from './api';
import { h, show } from './dom';
import type { PayNow, PayStarted, PayState, Statement, StatementLine } from './types';
import {
  businessCard,
  CARD,
  day,
  figure,
  LINK,
  loadingPage,
  money,
  notValidPage,
  offlinePage,
  PRIMARY,
  page,
  refusedPage,
  vehicleName,
} from './views';

/** What the page says above the statement after a return from the checkout. */
export interface Notice {
  tone: 'good' | 'bad' | 'wait';
  text: string;
}

/** What 'Pay now' sends, or what is wrong with what was typed, field by field. */
export type PayFormCheck =
  | { ok: true; amount: number; phone: string }
  | { ok: false; errors: { amount?: string; phone?: string } };

/** A Ghana number as typed: `024 123 4567`, `0241234567`, `+233 24 123 4567` (the server checks it again). */
const GHANA_PHONE = /^(?:0|\+?233)[2-5]\d{8}$/;

/** Checks the 'Pay now' fields against the bounds the server gave, before anything is sent. */
export function checkPayForm(amountText: string, phoneText: string, bounds: PayNow): PayFormCheck {
  const errors: { amount?: string; phone?: string } = {};
  const pesewas = toPesewas(amountText);
  const range = `between ${money(bounds.minAmount)} and ${money(bounds.maxAmount)}`;
  if (amountText.trim() === '' || pesewas === null) errors.amount = 'Enter the amount to pay, like 250.00';
  else if (!/^\s*\d[\d,]*(\.\d{1,2})?\s*$/.test(amountText)) errors.amount = 'Enter at most 2 decimals';
  else if (pesewas < Math.round(bounds.minAmount * 100) || pesewas > Math.round(bounds.maxAmount * 100))
    errors.amount = `The amount must be ${range}`;
  const phone = phoneText.replace(/[\s-]/g, '');
  if (!GHANA_PHONE.test(phone)) errors.phone = 'Enter a Ghana phone number, like 024 123 4567';
  if (errors.amount || errors.phone || pesewas === null) return { ok: false, errors };
  return { ok: true, amount: pesewas / 100, phone };
}

function lineItem(line: StatementLine) {
  const paid = line.kind === 'payment';
  return h(
    'li',
    { class: 'flex items-start justify-between gap-3 py-2' },
    h(
      'div',
      { class: 'min-w-0' },
      h('p', { class: 'break-words' }, line.description),
      h('p', { class: 'text-sm text-gray-700' }, day(line.date)),
    ),
    h(
      'div',
      { class: 'shrink-0 text-right' },
      h(
        'p',
        { class: paid ? 'font-semibold text-green-800' : 'font-semibold' },
        paid ? `− ${money(line.amount)}` : money(line.amount),
      ),
      line.balance !== undefined &&
        h('p', { class: 'text-sm text-gray-700' }, `Balance ${money(line.balance)}`),
    ),
  );
}

/** The unit rented: its name, the room where it says more, and where it is. */
function unitName(unit: { name: string; location: string; room: string }) {
  return [unit.name, unit.room, unit.location].filter(Boolean).join(' · ') || '—';
}

function figures(statement: Statement) {
  const progress = statement.kind === 'hire' ? statement.progress : null;
  const percent = progress === null ? null : Math.min(100, Math.max(0, Math.round(progress * 100)));
  return h(
    'section',
    { class: CARD, 'aria-label': 'Figures' },
    h(
      'dl',
      { class: 'divide-y divide-gray-100' },
      statement.kind === 'rent'
        ? figure('Unit', unitName(statement.unit))
        : figure('Vehicle', vehicleName(statement.vehicle)),
      figure('Balance', money(statement.balance)),
      figure(
        'In arrears',
        money(statement.arrears),
        statement.arrears > 0 ? 'text-red-700' : 'text-green-800',
      ),
      figure('Next due date', day(statement.nextDueDate)),
      statement.kind === 'rent' && figure('Paid through', day(statement.paidThrough)),
      percent !== null && figure('Progress', `${percent}% paid`),
    ),
    percent !== null &&
      h(
        'div',
        { class: 'mt-2 h-2 rounded bg-gray-200', 'aria-hidden': 'true' },
        h('div', { class: 'h-2 rounded bg-blue-700', style: `width: ${percent}%` }),
      ),
  );
}

function field(id: string, label: string, hint: string, attributes: Record<string, string>) {
  return h(
    'div',
    { class: 'flex flex-col gap-1' },
    h('label', { for: id, class: 'font-medium' }, label),
    h('input', {
      id,
      name: id.replace('pay-', ''),
      class:
        'min-h-11 rounded-md border border-gray-400 bg-white px-3 text-base focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-600',
      'aria-describedby': `${id}-hint ${id}-error`,
      ...attributes,
    }),
    h('p', { id: `${id}-hint`, class: 'text-sm text-gray-700' }, hint),
    h('p', { id: `${id}-error`, class: 'text-sm font-medium text-red-700' }),
  );
}

/** 'Pay now': the amount (bounds shown and checked), the payer's phone, then the provider's checkout. */
function payForm(bounds: PayNow, pay: (amount: number, phone: string) => Promise<string | null>) {
  const problem = h('p', { class: 'text-sm font-medium text-red-700', role: 'alert' });
  const button = h('button', { type: 'submit', class: PRIMARY }, 'Pay now');
  const form = h(
    'form',
    { class: `${CARD} flex flex-col gap-3`, 'aria-labelledby': 'pay-heading', novalidate: true },
    h('h2', { id: 'pay-heading', class: 'text-lg font-semibold' }, 'Pay now'),
    field('pay-amount', 'Amount (GHC)', `From ${money(bounds.minAmount)} to ${money(bounds.maxAmount)}`, {
      inputmode: 'decimal',
      autocomplete: 'off',
      value: bounds.defaultAmount.toFixed(2),
    }),
    field('pay-phone', 'Your phone number', 'A Ghana number, for Mobile Money and your receipt', {
      type: 'tel',
      autocomplete: 'tel',
    }),
    problem,
    button,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const amountInput = form.querySelector<HTMLInputElement>('#pay-amount');
    const phoneInput = form.querySelector<HTMLInputElement>('#pay-phone');
    if (!amountInput || !phoneInput) return;
    const check = checkPayForm(amountInput.value, phoneInput.value, bounds);
    const errors = check.ok ? {} : check.errors;
    for (const [input, error] of [
      [amountInput, errors.amount],
      [phoneInput, errors.phone],
    ] as const) {
      const shown = form.querySelector(`#${input.id}-error`);
      if (shown) shown.textContent = error ?? '';
      if (error) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
    problem.textContent = '';
    if (!check.ok) {
      (errors.amount ? amountInput : phoneInput).focus();
      return;
    }
    button.disabled = true;
    button.textContent = 'Opening the checkout…';
    const refusal = await pay(check.amount, check.phone);
    if (refusal === null) return;
    problem.textContent = refusal;
    button.disabled = false;
    button.textContent = 'Pay now';
  });
  return form;
}

const NOTICE_TONES = {
  good: 'border-green-300 bg-green-50 text-green-900',
  bad: 'border-red-300 bg-red-50 text-red-900',
  wait: 'border-amber-300 bg-amber-50 text-amber-900',
};

/**
 * The statement drawn: the business, the person and their record, the figures, 'Pay now' when the
 * business takes payments online, the last lines of the ledger and the receipts.
 */
export function statementPage(
  statement: Statement,
  options: { notice?: Notice | null; pay: (amount: number, phone: string) => Promise<string | null> },
) {
  const { notice } = options;
  return page(
    statement.name,
    h(
      'p',
      { class: '-mt-3 text-sm text-gray-700' },
      statement.kind === 'rent' ? 'Rent statement' : 'Hire statement',
    ),
    notice &&
      h(
        'p',
        { class: `rounded-md border p-3 font-medium ${NOTICE_TONES[notice.tone]}`, role: 'status' },
        notice.text,
      ),
    businessCard(statement.business),
    figures(statement),
    statement.payNow && payForm(statement.payNow, options.pay),
    h(
      'section',
      { class: CARD, 'aria-labelledby': 'lines-heading' },
      h('h2', { id: 'lines-heading', class: 'text-lg font-semibold' }, 'Recent activity'),
      statement.lines.length === 0
        ? h('p', { class: 'text-gray-700' }, 'Nothing yet.')
        : h('ul', { class: 'divide-y divide-gray-100' }, statement.lines.map(lineItem)),
    ),
    h(
      'section',
      { class: CARD, 'aria-labelledby': 'receipts-heading' },
      h('h2', { id: 'receipts-heading', class: 'text-lg font-semibold' }, 'Receipts'),
      statement.receipts.length === 0
        ? h('p', { class: 'text-gray-700' }, 'No receipts yet.')
        : h(
            'ul',
            { class: 'divide-y divide-gray-100' },
            statement.receipts.map((receipt) =>
              h(
                'li',
                { class: 'flex flex-wrap items-center justify-between gap-x-3 py-1' },
                h(
                  'a',
                  { class: LINK, href: receipt.url },
                  `Receipt ${receipt.receiptNumber} · ${day(receipt.date)} · ${money(receipt.amount)}`,
                ),
                h(
                  'a',
                  {
                    class: LINK,
                    href: receipt.pdfUrl,
                    'aria-label': `Receipt ${receipt.receiptNumber} as PDF`,
                  },
                  'PDF',
                ),
              ),
            ),
          ),
    ),
  );
}

/** The payment's outcome in words, from the intent's state (or its absence). */
export function paymentNotice(state: PayState | null): Notice {
  if (state?.status === 'paid')
    return {
      tone: 'good',
      text:
        state.receiptNumber === null
          ? 'Payment received'
          : `Payment received — receipt ${formatReceiptNumber(state.receiptNumber)}`,
    };
  if (state?.status === 'pending')
    return {
      tone: 'wait',
      text: 'Your payment is still being confirmed. Reload this page in a minute to see it.',
    };
  return { tone: 'bad', text: 'Payment not completed' };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Back from the checkout: asks the intent's state a few times (the server asks the provider at
 * once while it is pending), stopping at the first answer that is not pending.
 */
export async function waitForPayment(token: string, reference: string, tries = 5, pauseMs = 1500) {
  let state: PayState | null = null;
  for (let attempt = 0; attempt < tries; attempt += 1) {
    if (attempt > 0) await wait(pauseMs);
    const answer = await ask<PayState>(api.publicPayStatus(token, reference));
    if (answer.ok) state = answer.data;
    else if (answer.problem !== 'offline') break;
    if (state && state.status !== 'pending') break;
  }
  return paymentNotice(state);
}

/** Starts a payment and goes to the provider's checkout; answers the server's refusal, if any. */
async function startPayment(token: string, amount: number, phone: string): Promise<string | null> {
  const answer = await ask<PayStarted>(api.publicPay(token), { amount, phone });
  if (answer.ok) {
    window.location.assign(answer.data.checkoutUrl);
    return null;
  }
  if (answer.problem === 'refused') return answer.message;
  if (answer.problem === 'offline') return 'Could not connect. Check your mobile data, then try again.';
  return 'This link is not valid any more. Please ask the business for the current link.';
}

/** `/s/{token}`, and `/s/{token}?reference=R` on the way back from the checkout. */
export async function openStatement(root: HTMLElement, token: string, search: string, pauseMs?: number) {
  show(root, loadingPage());
  const reference = new URLSearchParams(search).get('reference');
  let notice: Notice | null = null;
  if (reference) {
    notice = await waitForPayment(token, reference, undefined, pauseMs);
    // A reload shows the statement, not the payment's outcome again.
    window.history.replaceState(null, '', routes.statement(token));
  }
  const load = async () => {
    const answer = await ask<Statement>(api.publicStatement(token));
    if (answer.ok)
      show(
        root,
        statementPage(answer.data, { notice, pay: (amount, phone) => startPayment(token, amount, phone) }),
      );
    else if (answer.problem === 'notFound') show(root, notValidPage());
    else if (answer.problem === 'offline')
      show(
        root,
        offlinePage(() => void load()),
      );
    else show(root, refusedPage(answer.message));
  };
  await load();
}
