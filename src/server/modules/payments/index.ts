/** The payments module's public surface: what other modules may use of it (docs/architecture.md). */

export { paymentExportColumns } from './export-columns';
export { type PaymentFields, paymentsRepository } from './repository';
export { IDEMPOTENT_REPLAYED_HEADER } from './routes';
export { type AddPaymentInput, PAYMENT_MESSAGES, paymentsService, sameDetails } from './service';
