/** The ledger module's public surface: what other modules may use of it (docs/architecture.md). */
export { receiptPdf, statementPdf } from './pdf';
export { ledgerService } from './service';
