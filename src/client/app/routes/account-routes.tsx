import type { RouteObject } from 'react-router';

/** Account screens (/profile, /settings), shown in the apartment shell. */
export const accountRoutes: RouteObject[] = [];
