import { api, routes } from '../../shared/paths';
import { ask } from './api';
import { h, show } from './dom';
import type { PublicReceipt } from './types';
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
  page,
  refusedPage,
  vehicleName,
} from './views';

/** What the payment was for: the unit, or the vehicle, as the ledger's receipts name it. */
function paidFor(receipt: PublicReceipt): string {
  if (receipt.vehicle) return vehicleName(receipt.vehicle);
  return receipt.unit || '—';
}

/** A receipt as a page: what the ledger's receipts show, and its PDF. */
export function receiptPage(receipt: PublicReceipt, token: string) {
  const method = [receipt.method, receipt.network].filter(Boolean).join(' · ');
  return page(
    `Receipt ${receipt.receiptNumber}`,
    businessCard(receipt.business),
    h(
      'section',
      { class: CARD, 'aria-label': 'Payment' },
      h(
        'dl',
        { class: 'divide-y divide-gray-100' },
        figure('Receipt number', receipt.receiptNumber),
        figure('Date', day(receipt.date)),
        figure('Amount', money(receipt.amount)),
        receipt.amountInWords && figure('In words', receipt.amountInWords),
        figure('Method', method || '—'),
        receipt.reference && figure('Reference', receipt.reference),
        figure('Paid by', receipt.payer.name || '—'),
        figure('For', paidFor(receipt)),
      ),
    ),
    h(
      'div',
      { class: 'flex flex-wrap gap-x-4' },
      h('a', { class: LINK, href: receipt.pdfUrl }, 'Download PDF'),
      h('a', { class: LINK, href: routes.statement(token) }, 'Back to the statement'),
    ),
  );
}

/** `/s/{token}/receipts/{receiptNumber}`. */
export async function openReceipt(root: HTMLElement, token: string, receiptNumber: string) {
  show(root, loadingPage());
  const answer = await ask<PublicReceipt>(api.publicReceipt(token, receiptNumber));
  if (answer.ok) show(root, receiptPage(answer.data, token));
  else if (answer.problem === 'notFound') show(root, notValidPage());
  else if (answer.problem === 'offline')
    show(
      root,
      offlinePage(() => void openReceipt(root, token, receiptNumber)),
    );
  else show(root, refusedPage(answer.message));
}
