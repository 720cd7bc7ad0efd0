import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import { IDEMPOTENCY_HEADER } from '../../../../shared/schemas/common';
import type { MaintenanceInput, MaintenanceRecord } from '../../../../shared/schemas/maintenance';
import { apiPost } from '../../../lib/api-client';
import { MAINTENANCE_MESSAGES } from '../maintenance-messages';

/**
 * POST /api/add/maintenance_record; a failure without a message shows 'Failed to add maintenance
 * record'. `requestKey` stays the same for every retry of one record, so a retry after a lost answer
 * does not add it twice (decision 139). The lists refresh from the answer's `X-Data-Changed`.
 */
export function useAddMaintenance() {
  return useMutation({
    mutationFn: ({ body, requestKey }: { body: MaintenanceInput; requestKey: string }) =>
      apiPost<MaintenanceRecord>(api.addMaintenance, body, {
        fallback: MAINTENANCE_MESSAGES.addFailed,
        headers: { [IDEMPOTENCY_HEADER]: requestKey },
      }),
  });
}
