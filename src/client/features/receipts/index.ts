/** The receipts feature's public face: the printable receipt page (ledger.md §4, hire.md §2). */

/** Screens loaded on demand (a route's `lazy`). */
export const receiptScreens = {
  /** A rent payment's receipt, in the apartment screens. */
  receipt: () =>
    import('./components/receipt-screen').then((module) => ({ Component: module.ReceiptScreen })),
  /** A remittance's receipt, in the vehicle screens. */
  vehicleReceipt: () =>
    import('./components/receipt-screen').then((module) => ({ Component: module.VehicleReceiptScreen })),
};
