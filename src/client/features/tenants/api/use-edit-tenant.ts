import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { EditRentRecordBody, RentRecordEnvelope } from '../../../../shared/schemas/rent-records';
import { apiPut } from '../../../lib/api-client';
import { tenantKeys } from './tenant-keys';

/**
 * PUT /api/edit/rent_record/{id}. Stores the saved record; a new name also shows on the tenant's
 * payments, which the server names in `X-Data-Changed` so they refresh too.
 */
export function useEditTenant(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditRentRecordBody) =>
      apiPut<RentRecordEnvelope>(api.editRentRecord(tenantId), body, { fallback: MESSAGES.fallbackSettings }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(tenantKeys.detail(tenantId), data);
    },
  });
}
