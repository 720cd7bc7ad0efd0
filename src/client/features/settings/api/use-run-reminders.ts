import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { RunResult } from '../../../../shared/schemas/reminders';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/reminders/run (Admin): today's reminders now, the same run as the scheduler's (nothing
 * goes out twice). Answers what it queued, sent and failed; the outbox refreshes from
 * `X-Data-Changed: reminders`.
 */
export function useRunReminders() {
  return useMutation({
    mutationFn: () => apiPost<RunResult>(api.remindersRun, {}, { fallback: MESSAGES.fallbackGeneric }),
  });
}
