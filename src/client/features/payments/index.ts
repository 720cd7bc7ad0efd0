/**
 * The payments feature's public face: its screens, the list prefetch used by its routes and the
 * payments list (the apartment dashboard's 'Collected this month').
 */
export { prefetchPayments } from './api/use-payments';

/** Screens loaded on demand (a route's `lazy`). */
export const paymentScreens = {
  list: () =>
    import('./components/payment-list-screen').then((module) => ({ Component: module.PaymentListScreen })),
  add: () =>
    import('./components/add-payment-screen').then((module) => ({ Component: module.AddPaymentScreen })),
  edit: () =>
    import('./components/edit-payment-screen').then((module) => ({ Component: module.EditPaymentScreen })),
};
