import type { RouteObject } from 'react-router';
import { routes } from '../../../shared/paths';
import { hireScreens, prefetchBoard } from '../../features/hire';
import { maintenanceScreens } from '../../features/maintenance';
import { receiptScreens } from '../../features/receipts';
import { prefetchCompliance, vehiclePapersScreens } from '../../features/vehicle-papers';
import { fleetDashboardQueryOptions, vehicleScreens } from '../../features/vehicles';
import { queryClient } from '../../lib/query-client';

/**
 * Starts a list's request while the screen's code downloads, instead of after (the screen reads
 * the same query). Never awaited: the screen shows its own loading and error states.
 */
/** The dashboard shows the fleet's figures (added up by the server) and today's board. */
const prefetchDashboard = (): null => {
  void queryClient.prefetchQuery(fleetDashboardQueryOptions());
  prefetchBoard();
  return null;
};
/** The board of the day in `?date=` (today when missing or not a day). */
const prefetchDayBoard = ({ request }: { request: Request }): null => {
  prefetchBoard(new URL(request.url).searchParams.get('date'));
  return null;
};
const prefetchComplianceGrid = (): null => {
  prefetchCompliance();
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
    loader: prefetchDashboard,
    shouldRevalidate: onlyOnArrival,
    lazy: vehicleScreens.dashboard,
  },
  // The vehicle and maintenance lists ask the server for the page in their URL (docs/lists.md).
  { path: routes.vehicles, lazy: vehicleScreens.list },
  { path: routes.addVehicle, lazy: vehicleScreens.add },
  { path: `${routes.editVehicle('')}:id`, lazy: vehicleScreens.edit },
  { path: routes.maintenance, lazy: maintenanceScreens.list },
  { path: routes.addMaintenance, lazy: maintenanceScreens.add },
  { path: `${routes.editMaintenance('')}:id`, lazy: maintenanceScreens.edit },
  // The list asks the server for its page itself (docs/lists.md): nothing to prefetch.
  { path: routes.contracts, lazy: hireScreens.contracts },
  { path: routes.addContract, lazy: hireScreens.addContract },
  { path: `${routes.editContract('')}:id`, lazy: hireScreens.editContract },
  { path: `${routes.contract('')}:id`, lazy: hireScreens.contract },
  {
    path: routes.remittances,
    loader: prefetchDayBoard,
    shouldRevalidate: onlyOnArrival,
    lazy: hireScreens.board,
  },
  { path: `${routes.vehicleReceipt('')}:id`, lazy: receiptScreens.vehicleReceipt },
  { path: `${routes.vehicle('')}:id`, lazy: vehiclePapersScreens.vehicle },
  {
    path: routes.compliance,
    loader: prefetchComplianceGrid,
    shouldRevalidate: onlyOnArrival,
    lazy: vehiclePapersScreens.compliance,
  },
];
