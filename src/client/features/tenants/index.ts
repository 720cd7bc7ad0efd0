/**
 * The tenants feature's public face: its screens, the tenant list (the apartment dashboard), the
 * keys and one record (payments pick a tenant), the list prefetch, and the arrears screen (arrears
 * are a view of the tenants' rent records).
 */
export { tenantKeys } from './api/tenant-keys';
export { useTenant } from './api/use-tenant';
export { prefetchTenantPage } from './api/use-tenants';
export { StandingBadge, StandingSentence } from './components/standing-badge';

/** Starts loading the arrears while the screen's code downloads (the list code loads with it). */
export function prefetchArrears() {
  void import('./api/use-arrears').then((module) => module.prefetchArrears());
}

/** Screens loaded on demand (a route's `lazy`). */
export const tenantScreens = {
  list: () =>
    import('./components/tenant-list-screen').then((module) => ({ Component: module.TenantListScreen })),
  add: () =>
    import('./components/add-tenant-screen').then((module) => ({ Component: module.AddTenantScreen })),
  edit: () =>
    import('./components/edit-tenant-screen').then((module) => ({ Component: module.EditTenantScreen })),
  page: () => import('./components/tenant-screen').then((module) => ({ Component: module.TenantScreen })),
  arrears: () =>
    import('./components/arrears-screen').then((module) => ({ Component: module.ArrearsScreen })),
};
