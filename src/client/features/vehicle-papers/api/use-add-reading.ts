import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { OdometerBody, OdometerReading } from '../../../../shared/schemas/vehicle-papers';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/vehicles/{id}/odometer: a reading taken by hand. One that contradicts the vehicle's
 * others is refused on `km`, naming the reading it contradicts. The readings and the schedules
 * refresh from `X-Data-Changed` (odometer, schedules).
 */
export function useAddReading(vehicleId: string) {
  return useMutation({
    mutationFn: (body: OdometerBody) =>
      apiPost<OdometerReading>(api.vehicleOdometer(vehicleId), body, { fallback: MESSAGES.fallbackGeneric }),
  });
}
