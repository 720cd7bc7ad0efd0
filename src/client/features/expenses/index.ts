/** The expenses feature's public face (docs/insight.md §1): its screens, loaded on demand, and its keys. */
export { expenseKeys } from './api/expense-keys';

/** Screens loaded on demand (a route's `lazy`). */
export const expenseScreens = {
  list: () =>
    import('./components/expense-list-screen').then((module) => ({ Component: module.ExpenseListScreen })),
  add: () =>
    import('./components/add-expense-screen').then((module) => ({ Component: module.AddExpenseScreen })),
  edit: () =>
    import('./components/edit-expense-screen').then((module) => ({ Component: module.EditExpenseScreen })),
};
