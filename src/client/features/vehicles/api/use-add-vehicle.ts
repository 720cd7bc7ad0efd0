import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { VehicleInput, VehicleRecord } from '../../../../shared/schemas/vehicles';
import { apiPost } from '../../../lib/api-client';
import { vehicleKeys } from './vehicle-keys';

/** POST /api/add/vehicle_record; a failure without a message shows 'Unexpected error occurred'. */
export function useAddVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VehicleInput) =>
      apiPost<VehicleRecord>(api.addVehicle, body, { fallback: MESSAGES.fallbackShort }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}
