/**
 * The vehicles feature's public face: its screens, the page keys (the pickers search the vehicles)
 * and one vehicle (its page shows its details).
 */
export { fleetDashboardQueryOptions } from './api/use-fleet-dashboard';
export { useVehicle, vehicleQueryOptions } from './api/use-vehicle';
export { vehicleKeys } from './api/vehicle-keys';
export { VehiclePicker, type VehiclePickerProps } from './components/vehicle-picker';

/** Screens loaded on demand (a route's `lazy`). */
export const vehicleScreens = {
  dashboard: () =>
    import('./components/vehicle-dashboard-screen').then((module) => ({
      Component: module.VehicleDashboardScreen,
    })),
  list: () =>
    import('./components/vehicle-list-screen').then((module) => ({ Component: module.VehicleListScreen })),
  add: () =>
    import('./components/add-vehicle-screen').then((module) => ({ Component: module.AddVehicleScreen })),
  edit: () =>
    import('./components/edit-vehicle-screen').then((module) => ({ Component: module.EditVehicleScreen })),
  /** A WhatsApp message to a vehicle's driver, for `React.lazy` (the vehicle's page shows it). */
  driverWhatsApp: () =>
    import('./components/driver-whatsapp-link').then((module) => ({ default: module.DriverWhatsAppLink })),
};
