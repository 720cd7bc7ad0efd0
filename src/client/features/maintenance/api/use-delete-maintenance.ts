import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { apiDelete } from '../../../lib/api-client';
import { maintenanceKeys } from './maintenance-keys';

/**
 * DELETE /api/delete/maintenance_record/{id} (Admin and Manager). The lists refresh from the
 * answer's `X-Data-Changed`; the deleted record's own cache entry is dropped here.
 */
export function useDeleteMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: string) =>
      apiDelete(api.deleteMaintenance(recordId), { fallback: MESSAGES.fallbackShort }),
    onSuccess: (_answer, recordId) => {
      queryClient.removeQueries({ queryKey: maintenanceKeys.detail(recordId) });
    },
  });
}
