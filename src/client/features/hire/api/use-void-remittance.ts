import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { apiDelete } from '../../../lib/api-client';

export interface VoidRemittanceInput {
  remittanceId: string;
  /** Why it is voided (optional, at most 500 characters); shown on the VOID receipt. */
  reason?: string;
}

/**
 * DELETE /api/hire/remittances/{id} with `{ reason }` (Admin and Manager; docs/hire.md §2): the
 * remittance leaves every total and ledger, its receipt stays, marked VOID. What it changed
 * refreshes from the answer's `X-Data-Changed`.
 */
export function useVoidRemittance() {
  return useMutation({
    mutationFn: ({ remittanceId, reason }: VoidRemittanceInput) =>
      apiDelete(api.remittance(remittanceId), {
        body: { reason: reason?.trim() || null },
        fallback: MESSAGES.fallbackShort,
      }),
  });
}
