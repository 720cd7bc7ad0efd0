import { toDay } from '../../../shared/dates';
import { whatsAppLink } from '../../../shared/ledger';
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

/** The 'Share on WhatsApp' link: to the payer's phone, else the tenant's; null without either. */
export function receiptWhatsAppLink(receipt: Receipt): string | null {
  return whatsAppLink(receipt.payerPhone || receipt.tenant.phone, receiptShareText(receipt));
}
