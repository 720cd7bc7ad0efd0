/** The tenants feature's public face: its screens, the tenant list (payments pick a tenant) and its prefetch. */
export { prefetchTenants, useTenants } from './api/use-tenants';

/** Screens loaded on demand (a route's `lazy`). */
export const tenantScreens = {
  list: () =>
    import('./components/tenant-list-screen').then((module) => ({ Component: module.TenantListScreen })),
  add: () =>
    import('./components/add-tenant-screen').then((module) => ({ Component: module.AddTenantScreen })),
  edit: () =>
    import('./components/edit-tenant-screen').then((module) => ({ Component: module.EditTenantScreen })),
};
