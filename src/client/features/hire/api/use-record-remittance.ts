import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { IDEMPOTENCY_HEADER, type Remittance, type RemittanceBody } from '../../../../shared/schemas/hire';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/hire/remittances. `requestKey` stays the same for every retry of one remittance (one
 * key per opening of the form), so a retry after a lost answer never records it twice. The board,
 * the contract and the lists refresh from the answer's `X-Data-Changed`.
 */
export function useRecordRemittance() {
  return useMutation({
    mutationFn: ({ body, requestKey }: { body: RemittanceBody; requestKey: string }) =>
      apiPost<Remittance>(api.remittances, body, {
        fallback: MESSAGES.nonOk,
        headers: { [IDEMPOTENCY_HEADER]: requestKey },
      }),
  });
}
