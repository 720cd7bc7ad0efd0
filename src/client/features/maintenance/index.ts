/** The maintenance feature's public face: its screens and the list query its route prefetches. */
export { maintenanceRecordsQueryOptions } from './api/use-maintenance-records';

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
