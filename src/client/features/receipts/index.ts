/** The receipts feature's public face: the printable receipt page (docs/ledger.md §4, docs/hire.md §2). */
import { createElement, lazy, Suspense } from 'react';
import type { PaymentRecordedPanelProps } from './components/payment-recorded-panel';

export { type RecordedReceipt, recordedState, useRecordedInState } from './recorded';

/** Screens loaded on demand (a route's `lazy`). */
export const receiptScreens = {
  /** A rent payment's receipt, in the apartment screens. */
  receipt: () =>
    import('./components/receipt-screen').then((module) => ({ Component: module.ReceiptScreen })),
  /** A remittance's receipt, in the vehicle screens. */
  vehicleReceipt: () =>
    import('./components/receipt-screen').then((module) => ({ Component: module.VehicleReceiptScreen })),
};

const LazyPanel = lazy(() =>
  import('./components/payment-recorded-panel').then((module) => ({ default: module.PaymentRecordedPanel })),
);

/**
 * 'Payment recorded' / 'Remittance recorded' with View receipt, Share on WhatsApp and Record
 * another (docs/decisions/058-receipt-at-hand.md), loaded when first shown: this file is in the
 * route table's bundle.
 */
export function PaymentRecordedPanel(props: PaymentRecordedPanelProps) {
  return createElement(Suspense, { fallback: null }, createElement(LazyPanel, props));
}
