import type { RouteObject } from 'react-router';
import { routes } from '../../../shared/paths';

/** The expenses feature's public file, loaded on demand (docs/decisions/088-login-page-weight.md). */
const expenses = () => import('../../features/expenses');

/**
 * Money out (docs/insight.md §1): one list of the units', vehicles' and business's expenses, reached
 * from both sidebars and shown in the apartment shell, as the alerts are.
 */
export const expenseRoutes: RouteObject[] = [
  { path: routes.expenses, lazy: () => expenses().then((feature) => feature.expenseScreens.list()) },
  { path: routes.addExpense, lazy: () => expenses().then((feature) => feature.expenseScreens.add()) },
  {
    path: `${routes.editExpense('')}:id`,
    lazy: () => expenses().then((feature) => feature.expenseScreens.edit()),
  },
];
