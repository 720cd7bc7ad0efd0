import { toDay } from '../../../shared/dates';
import { formatGhc } from '../../../shared/money';
import type { Receipt } from '../../../shared/schemas/ledger';

/** The WhatsApp message sharing a receipt: its number, amount, date and the balance after it. */
export function receiptShareText(receipt: Receipt): string {
  const lines = [
    `${receipt.voided ? 'VOID receipt' : 'Receipt'} ${receipt.receiptNumber}${receipt.business.name ? ` from ${receipt.business.name}` : ''}`,
    `Received from ${receipt.tenant.name}: ${formatGhc(receipt.amount)} on ${toDay(receipt.date)}`,
  ];
  if (receipt.balanceAfter !== null)
    lines.push(`Balance after this payment: ${formatGhc(receipt.balanceAfter)}`);
  return lines.join('\n');
}

/** Whom 'Share on WhatsApp' writes to: the payer's phone, else the tenant's ('' without either). */
export function receiptPhone(receipt: Receipt): string {
  return receipt.payerPhone || receipt.tenant.phone;
}
