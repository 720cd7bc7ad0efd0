/** The reminders module's public surface: what other modules may use of it (docs/architecture.md). */
export { type Messaging, queueMessage, smsSetUp } from './service';
export type { SmsProvider } from './sms';
