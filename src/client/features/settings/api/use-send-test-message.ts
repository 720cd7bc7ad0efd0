import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { OutboxMessage, testMessageBody } from '../../../../shared/schemas/reminders';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/reminders/test (Admin) with `{ to, kind? }`: one message now, through the gateway.
 * Answers it with its status and, when it failed, the gateway's error.
 */
export function useSendTestMessage() {
  return useMutation({
    mutationFn: (body: z.output<typeof testMessageBody>) =>
      apiPost<OutboxMessage>(api.remindersTest, body, { fallback: MESSAGES.fallbackGeneric }),
  });
}
