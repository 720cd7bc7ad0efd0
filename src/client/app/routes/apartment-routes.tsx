import type { RouteObject } from 'react-router';

/**
 * Screens inside the apartment shell (sidebar 'Property Manager'). Add one entry per screen, lazily:
 *
 *   {
 *     path: routes.apartments,
 *     lazy: () =>
 *       import('../../features/apartments/components/apartments-list-screen').then((m) => ({
 *         Component: m.ApartmentsListScreen,
 *       })),
 *   },
 *
 * Paths come from `routes` in src/shared/paths.ts (absolute paths are fine here).
 */
export const apartmentRoutes: RouteObject[] = [];
