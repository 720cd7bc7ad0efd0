import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { VoidPaymentBody } from '../../../../shared/schemas/payments';
import { apiDelete } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

export interface VoidPaymentInput {
  paymentId: string;
  /** Why it is voided (optional, at most 500 characters); shown on the VOID receipt. */
  reason?: string;
}

/**
 * DELETE /api/apartment/delete_payment/{id} with `{ reason }` (Admin and Manager; docs/ledger.md §3): the
 * payment leaves every list and total, its receipt stays, marked VOID. The lists (and the receipt)
 * refresh from the answer's `X-Data-Changed`; the payment's own edit cache entry is dropped here.
 */
export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, reason }: VoidPaymentInput) => {
      const body: VoidPaymentBody = { reason: reason?.trim() || null };
      return apiDelete(api.deletePayment(paymentId), { body, fallback: MESSAGES.fallbackShort });
    },
    onSuccess: (_answer, { paymentId }) => {
      queryClient.removeQueries({ queryKey: paymentKeys.detail(paymentId) });
    },
  });
}
