import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { AddPaymentBody, Payment } from '../../../../shared/schemas/payments';
import { apiPost } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** POST /api/apartment/add_payment; a failure without a message shows 'An error occurred. Please try again.'. */
export function useAddPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddPaymentBody) =>
      apiPost<Payment>(api.addPayment, body, { fallback: MESSAGES.nonOk }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
