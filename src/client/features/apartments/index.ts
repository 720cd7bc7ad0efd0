/** The apartments feature's public face: its screens and the list prefetch used by its routes. */

/** Starts loading the properties while a screen's code downloads (the list code loads with it). */
export function prefetchApartments() {
  void import('./api/use-apartments').then((module) => module.prefetchApartments());
}

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
