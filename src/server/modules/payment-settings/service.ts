import {
  maskSecret,
  type PaymentSettings,
  type PaymentSettingsBody,
} from '../../../shared/schemas/payment-settings';
import { invalidField } from '../../lib/domain-errors';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { audit } from '../audit';
import { paymentSettingsRepository, type StoredPaymentSettings } from './repository';

/** What the server offers beside the saved settings (config). */
export interface PaymentSettingsServer {
  testProviderAvailable: boolean;
  publicUrlSet: boolean;
  paystackWebhookUrl: string;
}

const repository = (ctx: ReadContext) => paymentSettingsRepository(ctx.trx, ctx.accountId);

/** The settings as answered and audited: secrets by their last 4 characters only. */
function shown(stored: StoredPaymentSettings, server: PaymentSettingsServer): PaymentSettings {
  return {
    provider: stored.provider,
    paystackSecretKey: maskSecret(stored.paystackSecretKey),
    hubtelClientId: stored.hubtelClientId,
    hubtelClientSecret: maskSecret(stored.hubtelClientSecret),
    hubtelMerchantAccount: stored.hubtelMerchantAccount,
    ...server,
  };
}

/**
 * The audit log's record: the business is the record, as answered (keys by their last 4 characters
 * only). Also what an unchanged save answers (audit's Unchanged), so it has the answer's shape.
 */
const asRecord = (ctx: ReadContext, settings: PaymentSettings) => ({ _id: ctx.accountId, ...settings });

/** Settings → Payments (docs/collect.md §2): the business's provider and its keys. */
export const paymentSettingsService = {
  async find(ctx: ReadContext, server: PaymentSettingsServer): Promise<PaymentSettings> {
    return shown(await repository(ctx).find(), server);
  },

  /**
   * Saves the provider; a key sent blank keeps the saved one. Switching between Paystack and Hubtel
   * keeps the other's keys; choosing None forgets them all (decision 160). A provider is saved only
   * with every key it needs.
   */
  async update(
    ctx: ServiceContext,
    body: PaymentSettingsBody,
    server: PaymentSettingsServer,
  ): Promise<PaymentSettings> {
    if (body.provider === 'test' && !server.testProviderAvailable) {
      throw invalidField('provider', 'The test provider is not offered on this server');
    }
    const saved = await repository(ctx).find();
    const next: StoredPaymentSettings =
      body.provider === 'none'
        ? {
            provider: 'none',
            paystackSecretKey: null,
            hubtelClientId: null,
            hubtelClientSecret: null,
            hubtelMerchantAccount: null,
          }
        : {
            provider: body.provider,
            paystackSecretKey: body.paystackSecretKey || saved.paystackSecretKey,
            hubtelClientId: body.hubtelClientId || saved.hubtelClientId,
            hubtelClientSecret: body.hubtelClientSecret || saved.hubtelClientSecret,
            hubtelMerchantAccount: body.hubtelMerchantAccount || saved.hubtelMerchantAccount,
          };
    if (next.provider === 'paystack' && !next.paystackSecretKey) {
      throw invalidField('paystackSecretKey', 'Enter the Paystack secret key');
    }
    if (next.provider === 'hubtel') {
      if (!next.hubtelClientId) throw invalidField('hubtelClientId', 'Enter the Hubtel client ID');
      if (!next.hubtelClientSecret)
        throw invalidField('hubtelClientSecret', 'Enter the Hubtel client secret');
      if (!next.hubtelMerchantAccount) {
        throw invalidField('hubtelMerchantAccount', 'Enter the Hubtel merchant account number');
      }
    }
    const before = shown(saved, server);
    await repository(ctx).save(next);
    const after = shown(next, server);
    // A key replaced by one ending in the same 4 characters shows the same: say so, or the edit
    // would read as no edit and be rolled back.
    const replacedUnseen = JSON.stringify(next) !== JSON.stringify(saved) && sameShown(before, after);
    await audit.updated(ctx, 'business', asRecord(ctx, before), {
      ...asRecord(ctx, after),
      ...(replacedUnseen ? { keysReplaced: true } : {}),
    });
    ctx.changed('account');
    return after;
  },
};

function sameShown(before: PaymentSettings, after: PaymentSettings): boolean {
  return JSON.stringify(before) === JSON.stringify(after);
}
