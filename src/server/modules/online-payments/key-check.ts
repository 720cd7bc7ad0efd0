import type { PaymentsConfig } from '../../config/config';
import { invalid } from '../../lib/domain-errors';
import type { ReadContext } from '../../lib/service-context';
import { paymentSettingsRepository } from '../payment-settings';
import { createKeyedProvider, missingKeys } from './providers/keyed';
import type { FetchLike } from './providers/provider-request';
import { PaymentProviderError } from './providers/types';

const LABELS = { paystack: 'Paystack', hubtel: 'Hubtel' } as const;

/**
 * Settings → Payments' 'Check' (docs/collect.md §2): proves the saved keys against the provider with
 * one cheap authenticated call. Answers what to tell the Admin; a refusal is a 400 saying why. The
 * keys live in settings (payment-settings), the adapters here: this module reads that one.
 */
export async function checkPaymentKeys(
  ctx: ReadContext,
  config: PaymentsConfig,
  fetchImpl: FetchLike = fetch,
): Promise<{ message: string }> {
  const settings = await paymentSettingsRepository(ctx.trx, ctx.accountId).find();
  if (settings.provider === 'none') throw invalid('Choose Paystack or Hubtel and save its keys first');
  if (settings.provider === 'test') return { message: 'The test provider needs no keys' };
  const label = LABELS[settings.provider];
  const missing = missingKeys(settings);
  if (missing.length > 0) throw invalid(`Save ${missing.join(', ')} first`);
  const provider = createKeyedProvider(settings, config, fetchImpl);
  if (!provider) throw invalid(`Save the ${label} keys first`);
  try {
    await provider.checkKeys();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw invalid(`${label} refused: ${error.message}`);
    throw error;
  }
  return { message: `${label} accepted the keys` };
}
