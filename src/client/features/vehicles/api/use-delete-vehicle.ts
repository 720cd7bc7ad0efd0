import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { apiDelete } from '../../../lib/api-client';
import { maintenanceKeys } from '../../maintenance/api/maintenance-keys';
import { vehicleKeys } from './vehicle-keys';

/** DELETE /api/delete/vehicle_record/{id} (Admin and Manager). Its maintenance records stay. */
export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vehicleId: string) =>
      apiDelete(api.deleteVehicle(vehicleId), { fallback: MESSAGES.fallbackShort }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
        queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
      ]),
  });
}
