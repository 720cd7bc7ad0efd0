/** The outbox feature's public face (docs/offline.md §3): the /outbox screen, loaded on demand. */

/** Screens loaded on demand (a route's `lazy`). */
export const outboxScreens = {
  outbox: () => import('./components/outbox-screen').then((module) => ({ Component: module.OutboxScreen })),
};
