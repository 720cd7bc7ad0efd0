import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { PaymentSettings } from '../../../../shared/schemas/payment-settings';
import { apiGet } from '../../../lib/api-client';
import { paymentSettingsKeys } from './payment-keys';

/** GET /api/settings/payments (Admin): the provider, and its keys by their last 4 characters. */
export const fetchPaymentSettings = () =>
  apiGet<PaymentSettings>(api.paymentSettings, { fallback: MESSAGES.fallbackSettings });

export const paymentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: paymentSettingsKeys.settings(),
    queryFn: fetchPaymentSettings,
    // The form starts from what is stored now.
    staleTime: 0,
  });

export function usePaymentSettings() {
  return useQuery(paymentSettingsQueryOptions());
}
