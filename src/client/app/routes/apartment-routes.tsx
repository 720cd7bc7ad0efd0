import type { RouteObject } from 'react-router';
import { routes } from '../../../shared/paths';
import { alertScreens, prefetchAlertPage } from '../../features/alerts';
import {
  apartmentScreens,
  prefetchApartmentDashboard,
  prefetchApartmentPage,
} from '../../features/apartments';
import { paymentScreens, prefetchPayments } from '../../features/payments';
import { receiptScreens } from '../../features/receipts';
import { prefetchArrears, prefetchTenantPage, tenantScreens } from '../../features/tenants';

/**
 * Screens inside the apartment shell (sidebar 'Property Manager'). Add one entry per screen; each
 * feature's public file (features/<name>/index.ts) offers its screens as lazy loaders. A list screen
 * starts its data while its code downloads. Paths come from `routes` in src/shared/paths.ts; paths
 * with an id are written `${routes.x('')}:id` (the helpers encode their argument).
 */
export const apartmentRoutes: RouteObject[] = [
  {
    path: routes.apartmentsDashboard,
    lazy: () => {
      prefetchApartmentDashboard();
      return apartmentScreens.dashboard();
    },
  },
  {
    path: routes.apartments,
    lazy: () => {
      prefetchApartmentPage();
      return apartmentScreens.list();
    },
  },
  { path: routes.addProperty, lazy: apartmentScreens.add },
  { path: `${routes.editApartment('')}:id`, lazy: apartmentScreens.edit },
  {
    path: routes.tenants,
    lazy: () => {
      prefetchTenantPage();
      return tenantScreens.list();
    },
  },
  { path: routes.addTenant, lazy: tenantScreens.add },
  { path: `${routes.editTenant('')}:id`, lazy: tenantScreens.edit },
  { path: `${routes.tenant('')}:id`, lazy: tenantScreens.page },
  {
    path: routes.arrears,
    lazy: () => {
      prefetchArrears();
      return tenantScreens.arrears();
    },
  },
  {
    path: routes.payments,
    lazy: () => {
      prefetchPayments();
      return paymentScreens.list();
    },
  },
  {
    path: routes.addPayment,
    lazy: paymentScreens.add,
  },
  { path: `${routes.editPayment('')}:id`, lazy: paymentScreens.edit },
  { path: `${routes.receipt('')}:id`, lazy: receiptScreens.receipt },
  // Every module's alerts: in this shell, like /settings; both sidebars link to it.
  {
    path: routes.alerts,
    lazy: () => {
      prefetchAlertPage();
      return alertScreens.alerts();
    },
  },
];
