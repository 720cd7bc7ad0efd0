import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { MaintenanceInput, MaintenanceRecord } from '../../../../shared/schemas/maintenance';
import { apiPost } from '../../../lib/api-client';
import { MAINTENANCE_MESSAGES } from '../maintenance-messages';

/**
 * POST /api/add/maintenance_record; a failure without a message shows 'Failed to add maintenance
 * record'. The lists refresh from the answer's `X-Data-Changed`.
 */
export function useAddMaintenance() {
  return useMutation({
    mutationFn: (body: MaintenanceInput) =>
      apiPost<MaintenanceRecord>(api.addMaintenance, body, { fallback: MAINTENANCE_MESSAGES.addFailed }),
  });
}
