import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { IDEMPOTENCY_HEADER } from '../../../../shared/schemas/common';
import type { OdometerBody, OdometerReading } from '../../../../shared/schemas/vehicle-papers';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/vehicles/{id}/odometer: a reading taken by hand. One that contradicts the vehicle's
 * others is refused on `km`, naming the reading it contradicts. The readings and the schedules
 * refresh from `X-Data-Changed` (odometer, schedules). `requestKey` stays the same for every retry of
 * one reading, so a retry after a lost answer does not record it twice (decision 139).
 */
export function useAddReading(vehicleId: string) {
  return useMutation({
    mutationFn: ({ body, requestKey }: { body: OdometerBody; requestKey: string }) =>
      apiPost<OdometerReading>(api.vehicleOdometer(vehicleId), body, {
        fallback: MESSAGES.fallbackGeneric,
        headers: { [IDEMPOTENCY_HEADER]: requestKey },
      }),
  });
}
