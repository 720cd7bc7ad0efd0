/** The payment-settings module's public surface: what other modules may use of it (docs/architecture.md). */
export {
  NO_PAYMENT_SETTINGS,
  paymentSettingsRepository,
  type StoredPaymentSettings,
} from './repository';
