/** The online-payments module's public surface: what other modules may use of it (docs/architecture.md). */

export {
  type AdapterBuilder,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderOptions,
  providerOptions,
} from './providers';
export { onlinePaymentsRoutes } from './routes';
export { startOnlinePaymentsScheduler } from './scheduler';
export { ONLINE_PAYMENT_ACTOR, type OnlinePaymentsEnv, onlinePaymentsService } from './service';
