import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { OdometerBody, OdometerReading } from '../../../../shared/schemas/vehicle-papers';
import { sendOrQueue } from '../../../lib/offline/send-or-queue';

/**
 * POST /api/vehicles/{id}/odometer: a reading taken by hand. One that contradicts the vehicle's
 * others is refused on `km`, naming the reading it contradicts. The readings and the schedules
 * refresh from `X-Data-Changed` (odometer, schedules). `requestKey` stays the same for every retry of
 * one reading, so a retry after a lost answer does not record it twice (decision 139); offline, or
 * with no answer, the reading waits in the outbox (docs/offline.md §3).
 */
export function useAddReading(vehicleId: string) {
  return useMutation({
    mutationFn: ({
      body,
      requestKey,
      summary,
    }: {
      body: OdometerBody;
      requestKey: string;
      summary: string;
    }) =>
      sendOrQueue<OdometerReading>(
        {
          key: requestKey,
          kind: 'odometer',
          url: api.vehicleOdometer(vehicleId),
          body,
          summary,
          subjectId: vehicleId,
          amount: null,
          date: String(body.date ?? ''),
        },
        MESSAGES.fallbackGeneric,
      ),
  });
}
