import type { RouteObject } from 'react-router';
import { routes } from '../../../shared/paths';

// Each feature's public file loads on demand, with its route (docs/decisions/088-login-page-weight.md):
// the first bundle, the login screen's, carries no feature but auth.
const alerts = () => import('../../features/alerts');
const apartments = () => import('../../features/apartments');
const payments = () => import('../../features/payments');
const receipts = () => import('../../features/receipts');
const reports = () => import('../../features/reports');
const tenants = () => import('../../features/tenants');

/**
 * Screens inside the apartment shell (sidebar 'Property Manager'). Add one entry per screen; each
 * feature's public file (features/<name>/index.ts, itself loaded on demand) offers its screens as
 * lazy loaders. A list screen starts its data while its code downloads. Paths come from `routes` in
 * src/shared/paths.ts; paths with an id are written `${routes.x('')}:id` (the helpers encode their
 * argument).
 */
export const apartmentRoutes: RouteObject[] = [
  {
    path: routes.apartmentsDashboard,
    lazy: () =>
      apartments().then((feature) => {
        feature.prefetchApartmentDashboard();
        return feature.apartmentScreens.dashboard();
      }),
  },
  {
    path: routes.apartments,
    lazy: () =>
      apartments().then((feature) => {
        feature.prefetchApartmentPage();
        return feature.apartmentScreens.list();
      }),
  },
  { path: routes.addProperty, lazy: () => apartments().then((feature) => feature.apartmentScreens.add()) },
  {
    path: `${routes.editApartment('')}:id`,
    lazy: () => apartments().then((feature) => feature.apartmentScreens.edit()),
  },
  {
    path: routes.tenants,
    lazy: () =>
      tenants().then((feature) => {
        feature.prefetchTenantPage();
        return feature.tenantScreens.list();
      }),
  },
  { path: routes.addTenant, lazy: () => tenants().then((feature) => feature.tenantScreens.add()) },
  {
    path: `${routes.editTenant('')}:id`,
    lazy: () => tenants().then((feature) => feature.tenantScreens.edit()),
  },
  { path: `${routes.tenant('')}:id`, lazy: () => tenants().then((feature) => feature.tenantScreens.page()) },
  {
    path: routes.arrears,
    lazy: () =>
      tenants().then((feature) => {
        feature.prefetchArrears();
        return feature.tenantScreens.arrears();
      }),
  },
  {
    path: routes.payments,
    lazy: () =>
      payments().then((feature) => {
        feature.prefetchPayments();
        return feature.paymentScreens.list();
      }),
  },
  { path: routes.addPayment, lazy: () => payments().then((feature) => feature.paymentScreens.add()) },
  {
    path: `${routes.editPayment('')}:id`,
    lazy: () => payments().then((feature) => feature.paymentScreens.edit()),
  },
  {
    path: `${routes.receipt('')}:id`,
    lazy: () => receipts().then((feature) => feature.receiptScreens.receipt()),
  },
  // Profit and loss of the whole business (docs/insight.md §2): in this shell; both sidebars link to it.
  { path: routes.reports, lazy: () => reports().then((feature) => feature.reportScreens.reports()) },
  // Every module's alerts: in this shell, like /settings; both sidebars link to it.
  {
    path: routes.alerts,
    lazy: () =>
      alerts().then((feature) => {
        feature.prefetchAlertPage();
        return feature.alertScreens.alerts();
      }),
  },
];
