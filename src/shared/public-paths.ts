/**
 * Paying online's public API (docs/collect.md §2), as the statement page and the test checkout call
 * it: 'Pay now', the intent's state on the return from the checkout, and the test provider's
 * checkout data and webhook (PAYMENTS_TEST_PROVIDER=true only).
 */

const id = (value: string) => encodeURIComponent(value);

export const payApi = {
  /** `{ amount, phone }` → `{ reference, checkoutUrl }`. */
  publicPay: (token: string) => `/api/public/statements/${id(token)}/pay`,
  /** The intent's state, asked of the provider at once while it is pending. */
  publicPayStatus: (token: string, reference: string) =>
    `/api/public/statements/${id(token)}/pay/${id(reference)}`,
  testCheckout: (reference: string) => `/api/public/pay/test/${id(reference)}`,
  testWebhook: '/api/public/pay/webhooks/test',
} as const;
