import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { routes } from '../../shared/paths';
import { authScreens, StartScreen } from '../features/auth';
import { NotFoundScreen } from './not-found-screen';
import { PageLoading } from './page-loading';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';
import { accountRoutes } from './routes/account-routes';
import { apartmentRoutes } from './routes/apartment-routes';
import { expenseRoutes } from './routes/expense-routes';
import { vehicleRoutes } from './routes/vehicle-routes';

function PaymentListRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: routes.payments, search }} replace />;
}

/** Screens of a shell sit in a pathless route with its own error element, so an error keeps the sidebar. */
function withinShell(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <RouteErrorScreen />, children }];
}

/**
 * The route tree. The login screen is the only screen in the first bundle; the shells and every
 * feature screen are loaded on demand (`lazy`). Feature routes are added in ./routes/*.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, Component: StartScreen },
      // Sign-up (docs/accounts.md §1): the form while the server allows it, else a note that it is closed.
      { path: routes.signup, lazy: authScreens.signup },
      // 'Forgot password?': a code by SMS, or a note to ask the administrator (decision 072).
      { path: routes.forgotPassword, lazy: authScreens.forgotPassword },
      {
        // Old links and the spec's add-payment redirect use the singular path (docs/product.md §4).
        path: 'apartment/payment/list',
        Component: PaymentListRedirect,
      },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: () => import('./layout/app-shell').then((module) => ({ Component: module.ApartmentShell })),
            children: withinShell([
              { path: routes.home, lazy: authScreens.landing },
              ...apartmentRoutes,
              ...expenseRoutes,
              ...accountRoutes,
            ]),
          },
          {
            lazy: () => import('./layout/app-shell').then((module) => ({ Component: module.VehicleShell })),
            children: withinShell(vehicleRoutes),
          },
        ],
      },
      { path: '*', Component: NotFoundScreen },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
