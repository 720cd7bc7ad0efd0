import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { apiDelete } from '../../../lib/api-client';
import { vehicleKeys } from './vehicle-keys';

/**
 * DELETE /api/delete/vehicle_record/{id} (Admin and Manager). Its maintenance records stay; the
 * server names what changed in `X-Data-Changed` (vehicles and maintenance), so both lists refresh.
 */
export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vehicleId: string) =>
      apiDelete(api.deleteVehicle(vehicleId), { fallback: MESSAGES.fallbackShort }),
    onSuccess: (_answer, vehicleId) => {
      queryClient.removeQueries({ queryKey: vehicleKeys.detail(vehicleId) });
    },
  });
}
