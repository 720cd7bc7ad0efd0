import type { SmsProvider } from './types';

export interface InfoLogger {
  info(obj: object, msg?: string): void;
}

/**
 * `SMS_PROVIDER=log`, the default (docs/reminders.md §4): the message is written to the log and counts
 * as sent; nothing leaves the machine. For an install without a gateway account, and for tests.
 */
export function createLogProvider(log: InfoLogger): SmsProvider {
  return {
    name: 'log',
    async send(message) {
      log.info({ to: message.to, body: message.body }, 'SMS not sent: SMS_PROVIDER is log');
      return { provider: 'log', providerMessageId: null };
    },
  };
}
