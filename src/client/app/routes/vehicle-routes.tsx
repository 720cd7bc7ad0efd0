import type { RouteObject } from 'react-router';
import { routes } from '../../../shared/paths';
import { maintenanceRecordsQueryOptions } from '../../features/maintenance/api/use-maintenance-records';
import { vehiclesQueryOptions } from '../../features/vehicles/api/use-vehicles';
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
    lazy: () =>
      import('../../features/vehicles/components/vehicle-dashboard-screen').then((m) => ({
        Component: m.VehicleDashboardScreen,
      })),
  },
  {
    path: routes.vehicles,
    loader: prefetchVehicles,
    shouldRevalidate: onlyOnArrival,
    lazy: () =>
      import('../../features/vehicles/components/vehicle-list-screen').then((m) => ({
        Component: m.VehicleListScreen,
      })),
  },
  {
    path: routes.addVehicle,
    lazy: () =>
      import('../../features/vehicles/components/add-vehicle-screen').then((m) => ({
        Component: m.AddVehicleScreen,
      })),
  },
  {
    path: `${routes.editVehicle('')}:id`,
    lazy: () =>
      import('../../features/vehicles/components/edit-vehicle-screen').then((m) => ({
        Component: m.EditVehicleScreen,
      })),
  },
  {
    path: routes.maintenance,
    loader: prefetchMaintenance,
    shouldRevalidate: onlyOnArrival,
    lazy: () =>
      import('../../features/maintenance/components/maintenance-list-screen').then((m) => ({
        Component: m.MaintenanceListScreen,
      })),
  },
  {
    path: routes.addMaintenance,
    lazy: () =>
      import('../../features/maintenance/components/add-maintenance-screen').then((m) => ({
        Component: m.AddMaintenanceScreen,
      })),
  },
  {
    path: `${routes.editMaintenance('')}:id`,
    lazy: () =>
      import('../../features/maintenance/components/edit-maintenance-screen').then((m) => ({
        Component: m.EditMaintenanceScreen,
      })),
  },
];
