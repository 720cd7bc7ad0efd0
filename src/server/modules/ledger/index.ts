/** The ledger module's public surface: what other modules may use of it (docs/architecture.md). */
export {
  checkReferenceFree,
  holdReference,
  moneyReferences,
  receiptSeries,
  referenceKey,
} from './receipt-series';
