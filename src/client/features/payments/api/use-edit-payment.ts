import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { EditPaymentBody, Payment } from '../../../../shared/schemas/payments';
import { apiPut } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/**
 * PUT /api/apartment/edit_payment/{id} (docs/product.md §2's corrected path). Stores the saved
 * record; the lists refresh from the answer's `X-Data-Changed`.
 */
export function useEditPayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditPaymentBody) =>
      apiPut<Payment>(api.editPayment(paymentId), body, { fallback: MESSAGES.fallbackGeneric }),
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentKeys.detail(paymentId), saved);
    },
  });
}
