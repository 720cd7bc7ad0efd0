import { api } from '../../../../shared/paths';
import { ALERT_FEED_KINDS } from '../../../../shared/reminders';
import type { Alert, AlertTotals } from '../../../../shared/schemas/reminders';
import { queryClient } from '../../../lib/query-client';
import { firstPage, listPageQueryOptions } from '../../../lib/use-server-list';
import { ALERT_TEXTS, ALERTS_PAGE_SIZE } from '../alert-texts';
import { alertKeys } from './alert-keys';

/** /alerts on the list contract (docs/lists.md): one page of `GET /api/alerts`, urgency first. */
export const ALERT_LIST = {
  path: api.alerts,
  pageSize: ALERTS_PAGE_SIZE,
  queryKey: alertKeys.page,
  fallback: ALERT_TEXTS.loadFailed,
  // The page is made of several kinds of data, like the feed.
  refreshOn: ALERT_FEED_KINDS,
  defaultSort: { field: 'urgency', order: 'asc' },
} as const;

/** Starts loading the first page of /alerts while its code downloads (its route's `lazy`). */
export function prefetchAlertPage() {
  void queryClient.prefetchQuery(listPageQueryOptions<Alert, AlertTotals>(ALERT_LIST, firstPage(ALERT_LIST)));
}
