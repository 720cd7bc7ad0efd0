import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { apiDelete } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/**
 * DELETE /api/apartment/delete_payment/{id} (Admin and Manager; product.md section 4). The lists
 * refresh from the answer's `X-Data-Changed`; the deleted record's own cache entry is dropped here.
 */
export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) =>
      apiDelete(api.deletePayment(paymentId), { fallback: MESSAGES.fallbackShort }),
    onSuccess: (_answer, paymentId) => {
      queryClient.removeQueries({ queryKey: paymentKeys.detail(paymentId) });
    },
  });
}
