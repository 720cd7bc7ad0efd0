/**
 * The URLs of the public pages a tenant or hirer opens from an SMS (docs/collect.md): a statement
 * link, its receipts, paying online, and the test provider's checkout. Kept apart from paths.ts
 * (which spreads them in) so the light statement page imports these few and nothing else.
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

export const publicRoutes = {
  /** The statement page of a rent record or hire contract, reached by its private token. */
  statement: (token: string) => `/s/${id(token)}`,
  statementReceipt: (token: string, receiptNumber: string) => `/s/${id(token)}/receipts/${id(receiptNumber)}`,
  /** The test provider's checkout page; the intent's secret travels in the URL's fragment. */
  testCheckout: (reference: string) => `/pay/test/${id(reference)}`,
} as const;

/** The first path segment of every public page: served the statement entry, never the app. */
export const PUBLIC_PAGE_PREFIXES = ['/s/', '/pay/test/'] as const;
