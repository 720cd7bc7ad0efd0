/** The receipts feature's public face: the printable receipt page (ledger.md §4). */

/** Screens loaded on demand (a route's `lazy`). */
export const receiptScreens = {
  receipt: () =>
    import('./components/receipt-screen').then((module) => ({ Component: module.ReceiptScreen })),
};
