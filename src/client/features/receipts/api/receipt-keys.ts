/**
 * Query keys of the receipts feature. A receipt is a payment as printed, so its root is the
 * `payments` data kind: a payment's edit or void refreshes it.
 */
export const receiptKeys = {
  all: ['payments', 'receipts'] as const,
  detail: (paymentId: string) => [...receiptKeys.all, paymentId] as const,
};
