import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { AddRentRecordBody, RentRecordEnvelope } from '../../../../shared/schemas/rent-records';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/create_rent/record; a failure without a message shows 'An error occurred. Please try
 * again.'. The lists it changes refresh from the answer's `X-Data-Changed`.
 */
export function useAddTenant() {
  return useMutation({
    mutationFn: (body: AddRentRecordBody) =>
      apiPost<RentRecordEnvelope>(api.addRentRecord, body, { fallback: MESSAGES.nonOk }),
  });
}
