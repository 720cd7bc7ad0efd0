import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { MaintenanceInput, MaintenanceRecord } from '../../../../shared/schemas/maintenance';
import { apiPut } from '../../../lib/api-client';
import { maintenanceKeys } from './maintenance-keys';

/** PUT /api/edit/vehicle_maintenance/{id} with the whole record. Stores the saved record; lists refresh from `X-Data-Changed`. */
export function useEditMaintenance(recordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MaintenanceInput) =>
      apiPut<MaintenanceRecord>(api.editMaintenance(recordId), body, { fallback: MESSAGES.fallbackShort }),
    onSuccess: (saved) => {
      queryClient.setQueryData(maintenanceKeys.detail(recordId), saved);
    },
  });
}
