import type { DataKind } from '../../../../shared/constants';

/**
 * The kinds of data the alert feed is made of: a write naming any of them refreshes it (the query's
 * `meta.refreshOn`, lib/query-client.ts). The one list: a new source of alerts adds its kinds here.
 */
export const ALERT_DATA_KINDS: readonly DataKind[] = [
  'tenants',
  'payments',
  'contracts',
  'remittances',
  'vehicles',
  'maintenance',
  // A vehicle's papers and service (reminders.md §1–2).
  'documents',
  'odometer',
  'schedules',
];

/**
 * Query keys of the alert feed. One query holds the whole feed (the server serves `GET /api/alerts`
 * from its list cache): the bell, both dashboards' panels and /alerts filter it on the client. Its
 * root is not a data kind: the feed refreshes on the kinds above.
 */
export const alertKeys = {
  all: ['alerts'] as const,
  feed: () => [...alertKeys.all, 'feed'] as const,
};
