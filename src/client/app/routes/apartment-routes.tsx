import type { RouteObject } from 'react-router';
import { routes } from '../../../shared/paths';

/**
 * Screens inside the apartment shell (sidebar 'Property Manager'). Add one entry per screen, lazily:
 *
 *   {
 *     path: routes.apartments,
 *     lazy: () =>
 *       import('../../features/apartments/components/apartments-list-screen').then((m) => ({
 *         Component: m.ApartmentsListScreen,
 *       })),
 *   },
 *
 * Paths come from `routes` in src/shared/paths.ts (absolute paths are fine here).
 */
export const apartmentRoutes: RouteObject[] = [
  {
    path: routes.apartmentsDashboard,
    lazy: () => {
      void import('../../features/apartments/api/use-apartments').then((m) => m.prefetchApartments());
      return import('../../features/apartments/components/apartment-dashboard-screen').then((m) => ({
        Component: m.ApartmentDashboardScreen,
      }));
    },
  },
  {
    path: routes.apartments,
    lazy: () => {
      void import('../../features/apartments/api/use-apartments').then((m) => m.prefetchApartments());
      return import('../../features/apartments/components/apartments-list-screen').then((m) => ({
        Component: m.ApartmentsListScreen,
      }));
    },
  },
  {
    path: routes.addProperty,
    lazy: () =>
      import('../../features/apartments/components/add-property-screen').then((m) => ({
        Component: m.AddPropertyScreen,
      })),
  },
  {
    path: `${routes.editApartment('')}:id`,
    lazy: () =>
      import('../../features/apartments/components/edit-apartment-screen').then((m) => ({
        Component: m.EditApartmentScreen,
      })),
  },
  {
    path: routes.tenants,
    lazy: () => {
      void import('../../features/tenants/api/use-tenants').then((m) => m.prefetchTenants());
      return import('../../features/tenants/components/tenant-list-screen').then((m) => ({
        Component: m.TenantListScreen,
      }));
    },
  },
  {
    path: routes.addTenant,
    lazy: () =>
      import('../../features/tenants/components/add-tenant-screen').then((m) => ({
        Component: m.AddTenantScreen,
      })),
  },
  {
    path: `${routes.editTenant('')}:id`,
    lazy: () =>
      import('../../features/tenants/components/edit-tenant-screen').then((m) => ({
        Component: m.EditTenantScreen,
      })),
  },
  {
    path: routes.payments,
    lazy: () => {
      void import('../../features/payments/api/use-payments').then((m) => m.prefetchPayments());
      return import('../../features/payments/components/payment-list-screen').then((m) => ({
        Component: m.PaymentListScreen,
      }));
    },
  },
  {
    path: routes.addPayment,
    lazy: () => {
      void import('../../features/tenants/api/use-tenants').then((m) => m.prefetchTenants());
      return import('../../features/payments/components/add-payment-screen').then((m) => ({
        Component: m.AddPaymentScreen,
      }));
    },
  },
  {
    path: `${routes.editPayment('')}:id`,
    lazy: () =>
      import('../../features/payments/components/edit-payment-screen').then((m) => ({
        Component: m.EditPaymentScreen,
      })),
  },
];
