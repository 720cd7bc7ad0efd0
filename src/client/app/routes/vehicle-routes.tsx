import type { RouteObject } from 'react-router';

/** Screens inside the vehicle shell (/vehicles/*, /vehicle/*), each loaded on demand. */
export const vehicleRoutes: RouteObject[] = [];
