import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { IDEMPOTENCY_HEADER } from '../../../../shared/schemas/payments';
import type { AddedRentRecord, AddRentRecordBody } from '../../../../shared/schemas/rent-records';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/create_rent/record; a failure without a message shows 'An error occurred. Please try
 * again.'. The lists it changes refresh from the answer's `X-Data-Changed`. `requestKey` is the same
 * for every retry of one visit, so the payment received with the tenancy is recorded once (decision 057).
 */
export function useAddTenant() {
  return useMutation({
    mutationFn: ({ body, requestKey }: { body: AddRentRecordBody; requestKey: string }) =>
      apiPost<AddedRentRecord>(api.addRentRecord, body, {
        fallback: MESSAGES.nonOk,
        headers: { [IDEMPOTENCY_HEADER]: requestKey },
      }),
  });
}
