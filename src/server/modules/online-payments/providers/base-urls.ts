/** The providers' own addresses (docs/collect.md §2); config's PAYSTACK_API_URL and HUBTEL_* replace them. */
export const PAYSTACK_API_URL = 'https://api.paystack.co';
export const HUBTEL_CHECKOUT_URL = 'https://payproxyapi.hubtel.com';
export const HUBTEL_STATUS_URL = 'https://api-txnstatus.hubtel.com';

/** One call to a provider; a checkout the payer waits for should not hang longer. */
export const DEFAULT_PAYMENTS_TIMEOUT_MS = 15_000;
