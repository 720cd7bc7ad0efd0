import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { MaintenanceInput, MaintenanceRecord } from '../../../../shared/schemas/maintenance';
import { apiPost } from '../../../lib/api-client';
import { MAINTENANCE_MESSAGES, maintenanceKeys } from './maintenance-keys';

/** POST /api/add/maintenance_record; a failure without a message shows 'Failed to add maintenance record'. */
export function useAddMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MaintenanceInput) =>
      apiPost<MaintenanceRecord>(api.addMaintenance, body, { fallback: MAINTENANCE_MESSAGES.addFailed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  });
}
