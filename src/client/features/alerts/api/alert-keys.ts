import type { ListRequest } from '../../../lib/use-server-list';

/**
 * Query keys of the alerts. One query holds the whole feed (the server serves `GET /api/alerts`
 * from its list cache, ETag/304): the bell and both dashboards' panels read it. /alerts asks for the
 * page it shows (`page`). The root is not a data kind: both refresh on the kinds the feed is made of
 * (shared ALERT_FEED_KINDS).
 */
export const alertKeys = {
  all: ['alerts'] as const,
  feed: () => [...alertKeys.all, 'feed'] as const,
  /** One page of /alerts (docs/decisions/081-client-server-lists.md). */
  page: (request: ListRequest) => [...alertKeys.all, 'page', request] as const,
  hidden: () => [...alertKeys.all, 'hidden'] as const,
};
