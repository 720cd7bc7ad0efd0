import { createArkeselProvider } from './arkesel';
import type { FetchLike } from './gateway-request';
import { createHubtelProvider } from './hubtel';
import { createLogProvider, type InfoLogger } from './log-provider';
import { createMnotifyProvider } from './mnotify';
import type { SmsProvider, SmsProviderName } from './types';

export { hasAttemptsLeft, MAX_SMS_ATTEMPTS, nextAttemptDelayMs } from './backoff';
export type { InfoLogger } from './log-provider';
export {
  SMS_PROVIDER_NAMES,
  type SmsMessage,
  type SmsProvider,
  type SmsProviderName,
  type SmsReceipt,
  SmsSendError,
} from './types';

export const DEFAULT_SMS_TIMEOUT_MS = 10_000;

/** The SMS settings read from the environment (config/config.ts, `SMS_*`). */
export interface SmsConfig {
  provider: SmsProviderName;
  /** Arkesel's `api-key`, mNotify's `key`. */
  apiKey?: string;
  /** The registered sender ID recipients see, at most 11 characters. */
  senderId?: string;
  /** Replaces the provider's documented base URL (a proxy, a test server). */
  apiUrl?: string;
  /** Hubtel's API key pair (Client ID and Client Secret), sent as HTTP Basic auth. */
  clientId?: string;
  clientSecret?: string;
  timeoutMs: number;
}

export type SmsCredential = 'apiKey' | 'senderId' | 'clientId' | 'clientSecret';

/** What each provider cannot send without; config refuses to start when one is missing. */
export const SMS_CREDENTIALS: Record<SmsProviderName, readonly SmsCredential[]> = {
  log: [],
  hubtel: ['clientId', 'clientSecret', 'senderId'],
  arkesel: ['apiKey', 'senderId'],
  mnotify: ['apiKey', 'senderId'],
};

/** The provider `SMS_PROVIDER` names, ready to send. */
export function createSmsProvider(
  config: SmsConfig,
  log: InfoLogger,
  fetchImpl: FetchLike = fetch,
): SmsProvider {
  const missing = SMS_CREDENTIALS[config.provider].filter((credential) => !config[credential]);
  if (missing.length > 0) {
    throw new Error(`SMS provider ${config.provider} needs ${missing.join(', ')}`);
  }
  const common = {
    baseUrl: config.apiUrl,
    timeoutMs: config.timeoutMs || DEFAULT_SMS_TIMEOUT_MS,
    fetchImpl,
  };
  switch (config.provider) {
    case 'log':
      return createLogProvider(log);
    case 'hubtel':
      return createHubtelProvider({
        ...common,
        clientId: config.clientId!,
        clientSecret: config.clientSecret!,
        senderId: config.senderId!,
      });
    case 'arkesel':
      return createArkeselProvider({ ...common, apiKey: config.apiKey!, senderId: config.senderId! });
    case 'mnotify':
      return createMnotifyProvider({ ...common, apiKey: config.apiKey!, senderId: config.senderId! });
  }
}
