/**
 * The public API the statement page calls (docs/collect.md): a statement link's data, its receipts,
 * paying online, and the test provider's checkout. The page takes its URLs from here, not from
 * paths.ts's `api`, whose whole object would come along into its few kilobytes
 * (docs/decisions/156-statement-page-without-react.md).
 */

const id = (value: string) => encodeURIComponent(value);

export const publicApi = {
  /** A statement link's data (docs/collect.md §1). */
  publicStatement: (token: string) => `/api/public/statements/${id(token)}`,
  publicReceipt: (token: string, receiptNumber: string) =>
    `/api/public/statements/${id(token)}/receipts/${id(receiptNumber)}`,
  publicReceiptPdf: (token: string, receiptNumber: string) =>
    `/api/public/statements/${id(token)}/receipts/${id(receiptNumber)}/pdf`,
  /** 'Pay now': `{ amount, phone }` → `{ reference, checkoutUrl }` (docs/collect.md §2). */
  publicPay: (token: string) => `/api/public/statements/${id(token)}/pay`,
  /** A payment intent's state, asked of the provider at once while it is pending. */
  publicPayStatus: (token: string, reference: string) =>
    `/api/public/statements/${id(token)}/pay/${id(reference)}`,
  /** The test provider's checkout data and its webhook (PAYMENTS_TEST_PROVIDER=true only). */
  testCheckout: (reference: string) => `/api/public/pay/test/${id(reference)}`,
  testWebhook: '/api/public/pay/webhooks/test',
} as const;
