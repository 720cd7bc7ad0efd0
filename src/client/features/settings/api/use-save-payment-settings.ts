import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { PaymentSettings, PaymentSettingsBody } from '../../../../shared/schemas/payment-settings';
import { USER_MESSAGES } from '../../../../shared/schemas/users';
import { apiPut } from '../../../lib/api-client';
import { paymentSettingsKeys } from './payment-keys';

/** PUT /api/settings/payments (Admin): a key left blank keeps the saved one. */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentSettingsBody) =>
      apiPut<PaymentSettings>(api.paymentSettings, body, { fallback: USER_MESSAGES.updateFailed }),
    onSuccess: (saved) => queryClient.setQueryData(paymentSettingsKeys.settings(), saved),
  });
}
