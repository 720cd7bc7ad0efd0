import type { RouteObject } from 'react-router';
import { routes } from '../../../shared/paths';
import { settingsScreens } from '../../features/settings';

/**
 * Account screens (/profile, /settings), shown in the apartment shell. Same shape as apartmentRoutes.
 * /settings is Admin-only: its screen checks the role itself ('Checking access...', others go to /home).
 */
export const accountRoutes: RouteObject[] = [
  { path: routes.settings, lazy: settingsScreens.settings },
  { path: routes.profile, lazy: settingsScreens.profile },
];
