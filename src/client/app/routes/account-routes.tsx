import type { RouteObject } from 'react-router';
import { routes } from '../../../shared/paths';

/**
 * Account screens (/profile, /settings), shown in the apartment shell. Same shape as apartmentRoutes.
 * /settings is Admin-only: its screen checks the role itself ('Checking access...', others go to /home).
 */
export const accountRoutes: RouteObject[] = [
  {
    path: routes.settings,
    lazy: () =>
      import('../../features/settings/components/settings-screen').then((module) => ({
        Component: module.SettingsScreen,
      })),
  },
  {
    path: routes.profile,
    lazy: () =>
      import('../../features/settings/components/profile-screen').then((module) => ({
        Component: module.ProfileScreen,
      })),
  },
];
