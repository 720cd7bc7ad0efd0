import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { AddRentRecordBody, RentRecordEnvelope } from '../../../../shared/schemas/rent-records';
import { apiPost } from '../../../lib/api-client';
import { tenantKeys } from './tenant-keys';

/** POST /api/create_rent/record; a failure without a message shows 'An error occurred. Please try again.'. */
export function useAddTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddRentRecordBody) =>
      apiPost<RentRecordEnvelope>(api.addRentRecord, body, { fallback: MESSAGES.nonOk }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
  });
}
