import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { type AddPaymentBody, IDEMPOTENCY_HEADER, type Payment } from '../../../../shared/schemas/payments';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/apartment/add_payment; a failure without a message shows 'An error occurred. Please try
 * again.'. `requestKey` stays the same for every retry of one payment, so a retry after a lost
 * answer does not record it twice. The lists refresh from the answer's `X-Data-Changed`.
 */
export function useAddPayment() {
  return useMutation({
    mutationFn: ({ body, requestKey }: { body: AddPaymentBody; requestKey: string }) =>
      apiPost<Payment>(api.addPayment, body, {
        fallback: MESSAGES.nonOk,
        headers: { [IDEMPOTENCY_HEADER]: requestKey },
      }),
  });
}
