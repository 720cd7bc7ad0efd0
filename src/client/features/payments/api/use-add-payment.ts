import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { AddPaymentBody, Payment } from '../../../../shared/schemas/payments';
import { sendOrQueue } from '../../../lib/offline/send-or-queue';

/**
 * POST /api/apartment/add_payment; a failure without a message shows 'An error occurred. Please try
 * again.'. `requestKey` stays the same for every retry of one payment, so a retry after a lost
 * answer does not record it twice. Offline, or with no answer, the payment waits in the outbox
 * (docs/offline.md §3); `summary` names it there. The lists refresh from the answer's `X-Data-Changed`.
 */
export function useAddPayment() {
  return useMutation({
    mutationFn: ({
      body,
      requestKey,
      summary,
    }: {
      body: AddPaymentBody;
      requestKey: string;
      summary: string;
    }) =>
      sendOrQueue<Payment>(
        {
          key: requestKey,
          kind: 'payment',
          url: api.addPayment,
          body,
          summary,
          subjectId: String(body.tenant ?? ''),
          amount: Number(body.amountPaid),
          date: String(body.Date ?? ''),
        },
        MESSAGES.nonOk,
      ),
  });
}
