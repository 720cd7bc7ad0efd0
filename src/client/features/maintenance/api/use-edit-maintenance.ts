import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { MaintenanceInput, MaintenanceRecord } from '../../../../shared/schemas/maintenance';
import { apiPut } from '../../../lib/api-client';
import { maintenanceKeys } from './maintenance-keys';

/** PUT /api/edit/vehicle_maintenance/{id} with the whole record. */
export function useEditMaintenance(recordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MaintenanceInput) =>
      apiPut<MaintenanceRecord>(api.editMaintenance(recordId), body, { fallback: MESSAGES.fallbackShort }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(maintenanceKeys.detail(recordId), saved);
      await queryClient.invalidateQueries({ queryKey: maintenanceKeys.list() });
    },
  });
}
