import type { Selectable } from 'kysely';
import type { OnlinePaymentProvider, PaymentProviderChoice } from '../../../../shared/collect';
import type { PaymentIntentsTable, PaymentSettingsTable } from '../../../db/schema';
import type { Executor } from '../../../lib/service-context';
import { createTestProvider, testWebhookReference } from './test-provider';
import type { PaymentProvider } from './types';

export { newTestSecret, testTransactionId } from './test-provider';
export * from './types';

/** The business's saved provider and keys, as payment_settings holds them. */
export type PaymentSettingsRow = Omit<Selectable<PaymentSettingsTable>, 'updated_at'>;

/** Builds a real provider's adapter from the business's keys (Paystack and Hubtel, or a test's fake). */
export type AdapterBuilder = (settings: PaymentSettingsRow) => PaymentProvider;

export interface ProviderOptions {
  /** PAYMENTS_TEST_PROVIDER=true: the `test` provider exists. */
  testProvider: boolean;
  /** The adapters of the real providers; one missing is a provider this server cannot use. */
  adapters: Partial<Record<Exclude<OnlinePaymentProvider, 'test'>, AdapterBuilder>>;
}

async function settingsOf(db: Executor, accountId: string): Promise<PaymentSettingsRow | null> {
  const row = await db
    .selectFrom('payment_settings')
    .select([
      'account_id',
      'provider',
      'paystack_secret_key',
      'hubtel_client_id',
      'hubtel_client_secret',
      'hubtel_merchant_account',
    ])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ?? null;
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
  const settings = await settingsOf(db, accountId);
  const build = options.adapters[provider];
  return settings && build ? build(settings) : null;
}

/** The provider the business has chosen, when this server can use it; null when none. */
export async function chosenProvider(
  db: Executor,
  options: ProviderOptions,
  accountId: string,
): Promise<OnlinePaymentProvider | null> {
  const choice = (await settingsOf(db, accountId))?.provider ?? 'none';
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
