import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { VehicleInput, VehicleRecord } from '../../../../shared/schemas/vehicles';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/add/vehicle_record; a failure without a message shows 'Unexpected error occurred'. The
 * lists refresh from the answer's `X-Data-Changed`.
 */
export function useAddVehicle() {
  return useMutation({
    mutationFn: (body: VehicleInput) =>
      apiPost<VehicleRecord>(api.addVehicle, body, { fallback: MESSAGES.fallbackShort }),
  });
}
