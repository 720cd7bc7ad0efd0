/**
 * The alerts feature's public face (docs/reminders.md §3): the /alerts screen, the dashboards' 'Needs
 * attention' panel and the top bar's bell. Each loads on demand with the feed's query code: the
 * first bundle (the login screen's) carries none of it.
 */

/** Starts loading the first page of /alerts while its code downloads (called from its route). */
export function prefetchAlertPage() {
  void import('./api/alert-page').then((module) => module.prefetchAlertPage());
}

/** Screens loaded on demand (a route's `lazy`), and the parts other screens show (for `React.lazy`). */
export const alertScreens = {
  alerts: () => import('./components/alerts-screen').then((module) => ({ Component: module.AlertsScreen })),
  /** A dashboard's 'Needs attention' panel: `<NeedsAttention module="apartments" />`. */
  panel: () =>
    import('./components/needs-attention-panel').then((module) => ({ default: module.NeedsAttentionPanel })),
  /** The top bar's bell with the count. */
  bell: () => import('./components/alerts-bell').then((module) => ({ default: module.AlertsBell })),
};

/** An alert snoozed, dismissed or restored, in words (the activity log). */
export { alertMarkSentence } from './alert-mark-sentence';
