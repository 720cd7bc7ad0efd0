import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/settings/payments/check (Admin): proves the saved keys against the provider. A refusal
 * (400) says why; the tab shows it beside the button rather than as a toast.
 */
export function useCheckPaymentKeys() {
  return useMutation({
    mutationFn: () =>
      apiPost<{ message: string }>(api.paymentSettingsCheck, undefined, {
        fallback: MESSAGES.fallbackGeneric,
      }),
    meta: { toast: false },
  });
}
