/** The gateways `SMS_PROVIDER` may name (docs/reminders.md §4); `log` sends nothing. */
export const SMS_PROVIDER_NAMES = ['log', 'hubtel', 'arkesel', 'mnotify'] as const;
export type SmsProviderName = (typeof SMS_PROVIDER_NAMES)[number];

export interface SmsMessage {
  /** E.164, e.g. +233241112233 (what `toE164` in shared/phone.ts stores). */
  to: string;
  body: string;
}

export interface SmsReceipt {
  provider: string;
  /** The gateway's id for the message, to match a delivery report later; null when it gives none. */
  providerMessageId: string | null;
}

export interface SmsProvider {
  readonly name: SmsProviderName;
  /** Resolves once the gateway has accepted the message; rejects with an SmsSendError otherwise. */
  send(message: SmsMessage, signal?: AbortSignal): Promise<SmsReceipt>;
}

/**
 * A message the gateway did not accept. `retryable` says whether sending the same message again
 * later may succeed: true for timeouts, network errors, 429 and 5xx (the gateway or the way to it is
 * down or busy); false when the answer means the request itself is wrong (bad key, bad number,
 * unknown sender ID, no balance left), which a retry would only repeat, and for a 2xx answer not in
 * the documented form (the message may have gone; a retry could send it again). Each adapter says,
 * from its provider's documentation, which answers are which. The message is shown in Settings.
 */
export class SmsSendError extends Error {
  readonly retryable: boolean;
  /** The gateway's HTTP status, when it answered at all. */
  readonly status?: number;

  constructor(message: string, options: { retryable: boolean; status?: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'SmsSendError';
    this.retryable = options.retryable;
    this.status = options.status;
  }
}
