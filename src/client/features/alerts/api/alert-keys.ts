/**
 * Query keys of the alert feed. One query holds the whole feed (the server serves `GET /api/alerts`
 * from its list cache): the bell, both dashboards' panels and /alerts filter it on the client. Its
 * root is not a data kind: the feed refreshes on the kinds it is made of (shared ALERT_DATA_KINDS).
 */
export const alertKeys = {
  all: ['alerts'] as const,
  feed: () => [...alertKeys.all, 'feed'] as const,
  hidden: () => [...alertKeys.all, 'hidden'] as const,
};
