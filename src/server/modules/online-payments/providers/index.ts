import type { Selectable } from 'kysely';
import type { OnlinePaymentProvider, PaymentProviderChoice } from '../../../../shared/collect';
import type { Config } from '../../../config/config';
import type { PaymentIntentsTable } from '../../../db/schema';
import type { Executor } from '../../../lib/service-context';
import { paymentSettingsRepository, type StoredPaymentSettings } from '../../payment-settings';
import { createKeyedProvider } from './keyed';
import { createTestProvider, testWebhookReference } from './test-provider';
import type { PaymentProvider } from './types';

export { newTestSecret, testTransactionId } from './test-provider';
export * from './types';

/** Builds a real provider's adapter from the business's keys (Paystack and Hubtel, or a test's fake). */
export type AdapterBuilder = (settings: StoredPaymentSettings) => PaymentProvider | null;

export interface ProviderOptions {
  /** PAYMENTS_TEST_PROVIDER=true: the `test` provider exists. */
  testProvider: boolean;
  /** The adapters of the real providers; one missing is a provider this server cannot use. */
  adapters: Partial<Record<Exclude<OnlinePaymentProvider, 'test'>, AdapterBuilder>>;
}

/** The server's providers: Paystack and Hubtel at config's base URLs, the test one when switched on. */
export function providerOptions(config: Pick<Config, 'paymentsTestProvider' | 'payments'>): ProviderOptions {
  const keyed: AdapterBuilder = (settings) => createKeyedProvider(settings, config.payments);
  return { testProvider: config.paymentsTestProvider, adapters: { paystack: keyed, hubtel: keyed } };
}

/** Whether this server can take payments through `provider` (the test one only when switched on). */
export function providerAvailable(options: ProviderOptions, provider: PaymentProviderChoice): boolean {
  if (provider === 'none') return false;
  if (provider === 'test') return options.testProvider;
  return options.adapters[provider] !== undefined;
}

/**
 * The adapter for `provider` with the business's keys, or null when the business has not chosen it
 * (or this server cannot use it). `intent` is the payment a webhook or a status check is about.
 */
export async function providerFor(
  db: Executor,
  options: ProviderOptions,
  accountId: string,
  provider: OnlinePaymentProvider,
  intent?: Selectable<PaymentIntentsTable>,
): Promise<PaymentProvider | null> {
  if (!providerAvailable(options, provider)) return null;
  if (provider === 'test') return createTestProvider(db, intent);
  const settings = await paymentSettingsRepository(db, accountId).find();
  const build = options.adapters[provider];
  // An intent is asked about with the provider that opened it, with the keys saved now.
  return build ? build({ ...settings, provider }) : null;
}

/** The provider the business has chosen, when this server can use it; null when none. */
export async function chosenProvider(
  db: Executor,
  options: ProviderOptions,
  accountId: string,
): Promise<OnlinePaymentProvider | null> {
  const choice = (await paymentSettingsRepository(db, accountId).find()).provider;
  return choice !== 'none' && providerAvailable(options, choice) ? choice : null;
}

/**
 * The intent's reference a webhook names, read before it is verified: it finds the intent, thus the
 * business whose key verifies it. Paystack: `data.reference`; Hubtel: `Data.ClientReference`.
 */
export function webhookReference(provider: OnlinePaymentProvider, rawBody: string): string | null {
  if (provider === 'test') return testWebhookReference(rawBody);
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const record = (value: unknown) =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  const reference =
    provider === 'paystack'
      ? record(record(body)?.data)?.reference
      : record(record(body)?.Data)?.ClientReference;
  return typeof reference === 'string' && reference ? reference : null;
}
