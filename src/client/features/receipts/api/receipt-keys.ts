/**
 * Query keys of the receipts feature. A receipt is a payment or a remittance as printed, so each
 * lives under its data kind: a payment's edit or void refreshes its receipt, and a remittance's its own.
 */
export const receiptKeys = {
  all: ['payments', 'receipts'] as const,
  detail: (paymentId: string) => [...receiptKeys.all, paymentId] as const,
  /** A remittance's receipt (docs/hire.md §2). */
  remittance: (remittanceId: string) => ['remittances', 'receipts', remittanceId] as const,
};
