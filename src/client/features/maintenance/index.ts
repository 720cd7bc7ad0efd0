import { routes } from '../../../shared/paths';

export { maintenanceKeys } from './api/maintenance-keys';
/**
 * The maintenance feature's public face: its screens, the list query its route prefetches, the
 * list itself (the contract form warns about a vehicle under repair) and the link that opens the
 * add form for one vehicle (its page's 'Record maintenance').
 */
export { maintenanceRecordsQueryOptions, useMaintenanceRecords } from './api/use-maintenance-records';

/** The Add maintenance form with this vehicle chosen (the form reads `?vehicleId=`). */
export const addMaintenanceLink = (vehicleId: string) =>
  `${routes.addMaintenance}?${new URLSearchParams({ vehicleId })}`;

/** Screens loaded on demand (a route's `lazy`). */
export const maintenanceScreens = {
  list: () =>
    import('./components/maintenance-list-screen').then((module) => ({
      Component: module.MaintenanceListScreen,
    })),
  add: () =>
    import('./components/add-maintenance-screen').then((module) => ({
      Component: module.AddMaintenanceScreen,
    })),
  edit: () =>
    import('./components/edit-maintenance-screen').then((module) => ({
      Component: module.EditMaintenanceScreen,
    })),
};
