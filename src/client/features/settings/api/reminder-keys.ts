import type { OutboxStatus } from '../../../../shared/reminders';

/** Which page of the outbox: the status ('' for all), the page from 1 and its size. */
export interface OutboxPageFilter {
  status: OutboxStatus | '';
  page: number;
  pageSize: number;
}

/**
 * Query keys of Settings → Reminders. Their root is the `reminders` data kind: saving the settings,
 * a run, a retry and a test message answer `X-Data-Changed: reminders`, which refreshes them all.
 */
export const reminderKeys = {
  all: ['reminders'] as const,
  settings: () => [...reminderKeys.all, 'settings'] as const,
  outbox: (filter: OutboxPageFilter) => [...reminderKeys.all, 'outbox', filter] as const,
};
