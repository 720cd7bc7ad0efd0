import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { OutboxMessage } from '../../../../shared/schemas/reminders';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/reminders/outbox/{id}/retry (Admin): a failed message is sent again now, with five
 * attempts more. Answers the message as it then stands; the outbox refreshes from the answer's
 * `X-Data-Changed: reminders`.
 */
export function useRetryMessage() {
  return useMutation({
    mutationFn: (messageId: string) =>
      apiPost<OutboxMessage>(api.outboxRetry(messageId), {}, { fallback: MESSAGES.fallbackGeneric }),
  });
}
