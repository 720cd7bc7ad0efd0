import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { VehicleInput, VehicleRecord } from '../../../../shared/schemas/vehicles';
import { apiPut } from '../../../lib/api-client';
import { maintenanceKeys } from '../../maintenance/api/maintenance-keys';
import { VEHICLE_MESSAGES, vehicleKeys } from './vehicle-keys';

export type VehicleEdit = Omit<VehicleInput, 'vehicleType' | 'licenseType'> &
  Partial<Pick<VehicleInput, 'vehicleType' | 'licenseType'>>;

/**
 * PUT /api/edit/vehicle_record/{id} with the whole record; a failure without a message shows
 * 'Update failed'. Maintenance records show the vehicle's make, model and plate, so they refresh too.
 */
export function useEditVehicle(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VehicleEdit) =>
      apiPut<VehicleRecord>(api.editVehicle(vehicleId), body, { fallback: VEHICLE_MESSAGES.updateFailed }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(vehicleKeys.detail(vehicleId), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleKeys.list() }),
        queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
      ]);
    },
  });
}
