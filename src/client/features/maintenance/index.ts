/**
 * The maintenance feature's public face: its screens, the list query its route prefetches and the
 * list itself (the contract form warns about a vehicle under repair).
 */
export { maintenanceRecordsQueryOptions, useMaintenanceRecords } from './api/use-maintenance-records';

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
