/**
 * The apartments feature's public face: its screens, the list prefetch used by its routes and the
 * properties list (the tenant forms' unit picker).
 */

export { apartmentKeys } from './api/apartment-keys';
export { useApartment } from './api/use-apartment';
export { prefetchApartmentDashboard } from './api/use-apartment-dashboard';
export { prefetchApartmentPage } from './api/use-apartments';

/** Screens loaded on demand (a route's `lazy`). */
export const apartmentScreens = {
  dashboard: () =>
    import('./components/apartment-dashboard-screen').then((module) => ({
      Component: module.ApartmentDashboardScreen,
    })),
  list: () =>
    import('./components/apartments-list-screen').then((module) => ({
      Component: module.ApartmentsListScreen,
    })),
  add: () =>
    import('./components/add-property-screen').then((module) => ({ Component: module.AddPropertyScreen })),
  edit: () =>
    import('./components/edit-apartment-screen').then((module) => ({
      Component: module.EditApartmentScreen,
    })),
};
