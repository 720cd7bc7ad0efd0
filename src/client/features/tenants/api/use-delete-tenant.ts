import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { apiDelete } from '../../../lib/api-client';
import { paymentKeys } from '../../payments/api/payment-keys';
import { tenantKeys } from './tenant-keys';

/** DELETE /api/delete/rent_record/{id} (Admin and Manager). The tenant's payments stay, unlinked. */
export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tenantId: string) =>
      apiDelete(api.deleteRentRecord(tenantId), { fallback: MESSAGES.fallbackShort }),
    onSuccess: (_answer, tenantId) => {
      queryClient.removeQueries({ queryKey: tenantKeys.detail(tenantId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.list() }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
      ]);
    },
  });
}
