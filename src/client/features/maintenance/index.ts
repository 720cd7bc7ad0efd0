import { routes } from '../../../shared/paths';

/**
 * The maintenance feature's public face: its screens, the page keys (the contract form asks for a
 * vehicle's ongoing repairs) and the link that opens the add form for one vehicle (its page's
 * 'Record maintenance').
 */
export { maintenanceKeys } from './api/maintenance-keys';

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
