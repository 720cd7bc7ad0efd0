/** The payments feature's public face: its screens and the list prefetch used by its routes. */

/** Starts loading the payments while a screen's code downloads (the list code loads with it). */
export function prefetchPayments() {
  void import('./api/use-payments').then((module) => module.prefetchPayments());
}

/** Screens loaded on demand (a route's `lazy`). */
export const paymentScreens = {
  list: () =>
    import('./components/payment-list-screen').then((module) => ({ Component: module.PaymentListScreen })),
  add: () =>
    import('./components/add-payment-screen').then((module) => ({ Component: module.AddPaymentScreen })),
  edit: () =>
    import('./components/edit-payment-screen').then((module) => ({ Component: module.EditPaymentScreen })),
};
