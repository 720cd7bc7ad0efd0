import type { RouteObject } from 'react-router';
import { routes } from '../../../shared/paths';
import { queryClient } from '../../lib/query-client';

// Each feature's public file loads on demand, with its route (docs/decisions/088-login-page-weight.md):
// the first bundle, the login screen's, carries no feature but auth.
const hire = () => import('../../features/hire');
const maintenance = () => import('../../features/maintenance');
const receipts = () => import('../../features/receipts');
const vehiclePapers = () => import('../../features/vehicle-papers');
const vehicles = () => import('../../features/vehicles');

/**
 * Starts a list's request while the screen's code downloads, instead of after (the screen reads
 * the same query). Never awaited: the screen shows its own loading and error states.
 */
/** The dashboard shows the fleet's figures (added up by the server) and today's board. */
const prefetchDashboard = (): null => {
  void vehicles().then((feature) => queryClient.prefetchQuery(feature.fleetDashboardQueryOptions()));
  void hire().then((feature) => feature.prefetchBoard());
  return null;
};
/** The board of the day in `?date=` (today when missing or not a day). */
const prefetchDayBoard = ({ request }: { request: Request }): null => {
  const date = new URL(request.url).searchParams.get('date');
  void hire().then((feature) => feature.prefetchBoard(date));
  return null;
};
const prefetchComplianceGrid = (): null => {
  void vehiclePapers().then((feature) => feature.prefetchCompliance());
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
    lazy: () => vehicles().then((feature) => feature.vehicleScreens.dashboard()),
  },
  // The vehicle and maintenance lists ask the server for the page in their URL (docs/lists.md).
  { path: routes.vehicles, lazy: () => vehicles().then((feature) => feature.vehicleScreens.list()) },
  { path: routes.addVehicle, lazy: () => vehicles().then((feature) => feature.vehicleScreens.add()) },
  {
    path: `${routes.editVehicle('')}:id`,
    lazy: () => vehicles().then((feature) => feature.vehicleScreens.edit()),
  },
  {
    path: routes.maintenance,
    lazy: () => maintenance().then((feature) => feature.maintenanceScreens.list()),
  },
  {
    path: routes.addMaintenance,
    lazy: () => maintenance().then((feature) => feature.maintenanceScreens.add()),
  },
  {
    path: `${routes.editMaintenance('')}:id`,
    lazy: () => maintenance().then((feature) => feature.maintenanceScreens.edit()),
  },
  // The list asks the server for its page itself (docs/lists.md): nothing to prefetch.
  { path: routes.contracts, lazy: () => hire().then((feature) => feature.hireScreens.contracts()) },
  { path: routes.addContract, lazy: () => hire().then((feature) => feature.hireScreens.addContract()) },
  {
    path: `${routes.editContract('')}:id`,
    lazy: () => hire().then((feature) => feature.hireScreens.editContract()),
  },
  { path: `${routes.contract('')}:id`, lazy: () => hire().then((feature) => feature.hireScreens.contract()) },
  {
    path: routes.remittances,
    loader: prefetchDayBoard,
    shouldRevalidate: onlyOnArrival,
    lazy: () => hire().then((feature) => feature.hireScreens.board()),
  },
  { path: routes.remittanceList, lazy: () => hire().then((feature) => feature.hireScreens.remittanceList()) },
  {
    path: `${routes.vehicleReceipt('')}:id`,
    lazy: () => receipts().then((feature) => feature.receiptScreens.vehicleReceipt()),
  },
  {
    path: `${routes.vehicle('')}:id`,
    lazy: () => vehiclePapers().then((feature) => feature.vehiclePapersScreens.vehicle()),
  },
  {
    path: routes.compliance,
    loader: prefetchComplianceGrid,
    shouldRevalidate: onlyOnArrival,
    lazy: () => vehiclePapers().then((feature) => feature.vehiclePapersScreens.compliance()),
  },
];
