import type { PaymentProviderChoice } from '../../../shared/collect';
import { nowIso } from '../../lib/ids';
import type { Executor } from '../../lib/service-context';

/**
 * One business's payment provider and its keys as stored (docs/collect.md §2). This is the only
 * place the keys are read in full: the settings service answers them masked, and the payment
 * adapters are made from them (online-payments' provider factory).
 */
export interface StoredPaymentSettings {
  provider: PaymentProviderChoice;
  paystackSecretKey: string | null;
  hubtelClientId: string | null;
  hubtelClientSecret: string | null;
  /** Hubtel's merchant account number (the POS Sales ID). */
  hubtelMerchantAccount: string | null;
}

/** What a business that never chose a provider has. */
export const NO_PAYMENT_SETTINGS: StoredPaymentSettings = {
  provider: 'none',
  paystackSecretKey: null,
  hubtelClientId: null,
  hubtelClientSecret: null,
  hubtelMerchantAccount: null,
};

/** The `payment_settings` row of one account; a business with no row has provider `none`. */
export function paymentSettingsRepository(db: Executor, accountId: string) {
  return {
    async find(): Promise<StoredPaymentSettings> {
      const row = await db
        .selectFrom('payment_settings')
        .select([
          'provider',
          'paystack_secret_key',
          'hubtel_client_id',
          'hubtel_client_secret',
          'hubtel_merchant_account',
        ])
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      if (!row) return NO_PAYMENT_SETTINGS;
      return {
        provider: row.provider,
        paystackSecretKey: row.paystack_secret_key,
        hubtelClientId: row.hubtel_client_id,
        hubtelClientSecret: row.hubtel_client_secret,
        hubtelMerchantAccount: row.hubtel_merchant_account,
      };
    },

    /** Replaces the row (made on the first save). */
    async save(settings: StoredPaymentSettings): Promise<void> {
      const columns = {
        provider: settings.provider,
        paystack_secret_key: settings.paystackSecretKey,
        hubtel_client_id: settings.hubtelClientId,
        hubtel_client_secret: settings.hubtelClientSecret,
        hubtel_merchant_account: settings.hubtelMerchantAccount,
        updated_at: nowIso(),
      };
      await db
        .insertInto('payment_settings')
        .values({ account_id: accountId, ...columns })
        .onConflict((conflict) => conflict.column('account_id').doUpdateSet(columns))
        .execute();
    },
  };
}
