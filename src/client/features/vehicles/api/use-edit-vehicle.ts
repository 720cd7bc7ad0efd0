import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { VehicleInput, VehicleRecord } from '../../../../shared/schemas/vehicles';
import { apiPut } from '../../../lib/api-client';
import { VEHICLE_MESSAGES } from '../vehicle-messages';
import { vehicleKeys } from './vehicle-keys';

export type VehicleEdit = Omit<VehicleInput, 'vehicleType' | 'licenseType'> &
  Partial<Pick<VehicleInput, 'vehicleType' | 'licenseType'>>;

/**
 * PUT /api/edit/vehicle_record/{id} with the whole record; a failure without a message shows
 * 'Update failed'. Stores the saved record; maintenance records show the vehicle's make, model and
 * plate, and the server names them in `X-Data-Changed` so they refresh with the vehicles.
 */
export function useEditVehicle(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VehicleEdit) =>
      apiPut<VehicleRecord>(api.editVehicle(vehicleId), body, { fallback: VEHICLE_MESSAGES.updateFailed }),
    onSuccess: (saved) => {
      queryClient.setQueryData(vehicleKeys.detail(vehicleId), saved);
    },
  });
}
