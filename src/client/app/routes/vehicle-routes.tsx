import type { RouteObject } from 'react-router';
import { routes } from '../../../shared/paths';
import { maintenanceRecordsQueryOptions, maintenanceScreens } from '../../features/maintenance';
import { vehicleScreens, vehiclesQueryOptions } from '../../features/vehicles';
import { queryClient } from '../../lib/query-client';

/**
 * Starts a list's request while the screen's code downloads, instead of after (the screen reads
 * the same query). Never awaited: the screen shows its own loading and error states.
 */
const prefetchVehicles = (): null => {
  void queryClient.prefetchQuery(vehiclesQueryOptions());
  return null;
};
const prefetchMaintenance = (): null => {
  void queryClient.prefetchQuery(maintenanceRecordsQueryOptions());
  return null;
};
/** Filters and pages live in the query string; changing them must not run the loader again. */
const onlyOnArrival: RouteObject['shouldRevalidate'] = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

/**
 * Screens inside the vehicle shell (/vehicles/*, /vehicle/*), each loaded on demand.
 * Paths with an id are written `${routes.x('')}:id` (the helpers encode their argument).
 */
export const vehicleRoutes: RouteObject[] = [
  {
    path: routes.vehiclesDashboard,
    loader: prefetchVehicles,
    shouldRevalidate: onlyOnArrival,
    lazy: vehicleScreens.dashboard,
  },
  {
    path: routes.vehicles,
    loader: prefetchVehicles,
    shouldRevalidate: onlyOnArrival,
    lazy: vehicleScreens.list,
  },
  { path: routes.addVehicle, lazy: vehicleScreens.add },
  { path: `${routes.editVehicle('')}:id`, lazy: vehicleScreens.edit },
  {
    path: routes.maintenance,
    loader: prefetchMaintenance,
    shouldRevalidate: onlyOnArrival,
    lazy: maintenanceScreens.list,
  },
  { path: routes.addMaintenance, lazy: maintenanceScreens.add },
  { path: `${routes.editMaintenance('')}:id`, lazy: maintenanceScreens.edit },
];
