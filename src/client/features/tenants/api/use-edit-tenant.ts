import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { EditRentRecordBody, RentRecordEnvelope } from '../../../../shared/schemas/rent-records';
import { apiPut } from '../../../lib/api-client';
import { paymentKeys } from '../../payments/api/payment-keys';
import { tenantKeys } from './tenant-keys';

/** PUT /api/edit/rent_record/{id}. A new name shows on the tenant's payments too. */
export function useEditTenant(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditRentRecordBody) =>
      apiPut<RentRecordEnvelope>(api.editRentRecord(tenantId), body, { fallback: MESSAGES.fallbackSettings }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(tenantKeys.detail(tenantId), data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.list() }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
      ]);
    },
  });
}
