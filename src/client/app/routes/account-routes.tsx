import type { RouteObject } from 'react-router';
import { routes } from '../../../shared/paths';

/** The settings feature's public file, loaded on demand (docs/decisions/088-login-page-weight.md). */
const settings = () => import('../../features/settings');
const imports = () => import('../../features/imports');
const outbox = () => import('../../features/outbox');

/**
 * Account screens (/profile, /settings, /import, /outbox), shown in the apartment shell. Same shape as apartmentRoutes.
 * /settings is Admin-only: its screen checks the role itself ('Checking access...', others go to /home).
 */
export const accountRoutes: RouteObject[] = [
  { path: routes.settings, lazy: () => settings().then((feature) => feature.settingsScreens.settings()) },
  { path: routes.profile, lazy: () => settings().then((feature) => feature.settingsScreens.profile()) },
  // Import from Excel (docs/insight.md §4): Admin and Manager; the screen sends Staff to /home.
  { path: routes.importData, lazy: () => imports().then((feature) => feature.importScreens.importData()) },
  // Records made offline and not yet stored (docs/offline.md §3): everyone's own.
  { path: routes.outbox, lazy: () => outbox().then((feature) => feature.outboxScreens.outbox()) },
];
