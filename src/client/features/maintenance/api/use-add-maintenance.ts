import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { MaintenanceInput, MaintenanceRecord } from '../../../../shared/schemas/maintenance';
import { sendOrQueue } from '../../../lib/offline/send-or-queue';
import { MAINTENANCE_MESSAGES } from '../maintenance-messages';

/**
 * POST /api/add/maintenance_record; a failure without a message shows 'Failed to add maintenance
 * record'. `requestKey` stays the same for every retry of one record, so a retry after a lost answer
 * does not add it twice (decision 139). Offline, or with no answer, the record waits in the outbox
 * (docs/offline.md §3). The lists refresh from the answer's `X-Data-Changed`.
 */
export function useAddMaintenance() {
  return useMutation({
    mutationFn: ({ body, requestKey }: { body: MaintenanceInput; requestKey: string }) =>
      sendOrQueue<MaintenanceRecord>(
        {
          key: requestKey,
          kind: 'maintenance',
          url: api.addMaintenance,
          body,
          summary: Array.isArray(body.issue) ? body.issue.join(', ') : '',
          subjectId: String(body.vehicleId ?? ''),
          amount: Number(body.cost),
          date: String(body.maintenanceDate ?? ''),
        },
        MAINTENANCE_MESSAGES.addFailed,
      ),
  });
}
