import type { PaymentsConfig } from '../../../config/config';
import type { StoredPaymentSettings } from '../../payment-settings';
import { createHubtelProvider } from './hubtel';
import { createPaystackProvider } from './paystack';
import type { FetchLike } from './provider-request';
import type { PaymentProvider } from './types';

/** Which of a provider's keys are missing from the saved settings (none: it can be made). */
export function missingKeys(settings: StoredPaymentSettings): string[] {
  switch (settings.provider) {
    case 'paystack':
      return settings.paystackSecretKey ? [] : ['the secret key'];
    case 'hubtel':
      return [
        ...(settings.hubtelClientId ? [] : ['the client ID']),
        ...(settings.hubtelClientSecret ? [] : ['the client secret']),
        ...(settings.hubtelMerchantAccount ? [] : ['the merchant account number']),
      ];
    default:
      return [];
  }
}

/**
 * The Paystack or Hubtel adapter for a business's saved keys, at the base URLs config gives; null for
 * `none`, `test` (the online-payments factory makes that one) or when a key is missing.
 */
export function createKeyedProvider(
  settings: StoredPaymentSettings,
  config: PaymentsConfig,
  fetchImpl: FetchLike = fetch,
): PaymentProvider | null {
  if (missingKeys(settings).length > 0) return null;
  const common = { timeoutMs: config.timeoutMs, fetchImpl };
  switch (settings.provider) {
    case 'paystack':
      return createPaystackProvider({
        ...common,
        secretKey: settings.paystackSecretKey!,
        baseUrl: config.paystackApiUrl,
      });
    case 'hubtel':
      return createHubtelProvider({
        ...common,
        clientId: settings.hubtelClientId!,
        clientSecret: settings.hubtelClientSecret!,
        merchantAccount: settings.hubtelMerchantAccount!,
        checkoutBaseUrl: config.hubtelCheckoutUrl,
        statusBaseUrl: config.hubtelStatusUrl,
      });
    default:
      return null;
  }
}
