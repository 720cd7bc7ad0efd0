import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { Remittance, RemittanceBody } from '../../../../shared/schemas/hire';
import { sendOrQueue } from '../../../lib/offline/send-or-queue';

/**
 * POST /api/hire/remittances. `requestKey` stays the same for every retry of one remittance (one
 * key per opening of the form), so a retry after a lost answer never records it twice. Offline, or
 * with no answer, it waits in the outbox (docs/offline.md §3). The board, the contract and the lists
 * refresh from the answer's `X-Data-Changed`.
 */
export function useRecordRemittance() {
  return useMutation({
    mutationFn: ({
      body,
      requestKey,
      summary,
    }: {
      body: RemittanceBody;
      requestKey: string;
      summary: string;
    }) =>
      sendOrQueue<Remittance>(
        {
          key: requestKey,
          kind: 'remittance',
          url: api.remittances,
          body,
          summary,
          subjectId: body.contractId,
          amount: Number(body.amount),
          date: String(body.date ?? ''),
        },
        MESSAGES.nonOk,
      ),
  });
}
