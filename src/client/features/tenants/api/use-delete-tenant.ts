import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { apiDelete } from '../../../lib/api-client';
import { tenantKeys } from './tenant-keys';

/**
 * DELETE /api/delete/rent_record/{id} (Admin and Manager). The tenant's payments stay, unlinked: the
 * server names them in `X-Data-Changed` with the tenants, so both lists refresh.
 */
export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tenantId: string) =>
      apiDelete(api.deleteRentRecord(tenantId), { fallback: MESSAGES.fallbackShort }),
    onSuccess: (_answer, tenantId) => {
      queryClient.removeQueries({ queryKey: tenantKeys.detail(tenantId) });
    },
  });
}
