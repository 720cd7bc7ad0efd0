import {
  answerDetail,
  excerpt,
  type FetchLike,
  type HttpAnswer,
  type HttpCallFailure,
  httpCall,
  isRecord,
  isRetryableStatus,
} from '../../../lib/http-call';
import { type SmsMessage, type SmsProvider, type SmsProviderName, SmsSendError } from './types';

export { type FetchLike, isRecord, joinUrl } from '../../../lib/http-call';

/**
 * A gateway call that got no answer at all (a timeout, a refused or dropped connection, the caller's
 * signal), for lib/http-call.ts: a retryable SmsSendError, so a down gateway never blocks the run
 * that sends (docs/reminders.md §4). A timed-out message may still have reached the gateway: none of
 * the three offers an idempotency key, so the retry may send it twice, which a reminder can afford
 * and losing it cannot.
 */
export function gatewayUnreachable(failure: HttpCallFailure): SmsSendError {
  return new SmsSendError(failure.message, { retryable: true, cause: failure.cause });
}

/** The error for an answer that refused the message; retryable as its status says. */
export function refusal(label: string, status: number, detail: string): SmsSendError {
  return new SmsSendError(`${label} answered ${status}: ${detail}`, {
    retryable: isRetryableStatus(status),
    status,
  });
}

/** The error for a 2xx answer whose body says the message was not accepted. */
export function refusedInBody(label: string, status: number, detail: string): SmsSendError {
  return new SmsSendError(`${label} did not accept the message: ${detail}`, { retryable: false, status });
}

/**
 * The error for a 2xx answer that is not as documented (a proxy's page, a changed API): the message
 * may well have been sent, so it is not tried again (five copies of a reminder would be worse than
 * one failed message shown in Settings, which can be looked into).
 */
export function unreadableAnswer(label: string, answer: HttpAnswer): SmsSendError {
  return new SmsSendError(
    `${label} answered ${answer.status} in a form it does not document: ${excerpt(answer.text) || 'an empty body'}`,
    { retryable: false, status: answer.status },
  );
}

const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * `+233241112233` → `233241112233`: the three gateways document numbers as digits with the country
 * code and no `+`. Anything that is not E.164 is refused before it is sent, and never retried.
 */
export function toMsisdn(to: string): string {
  if (!E164.test(to)) {
    throw new SmsSendError(`${to || 'An empty number'} is not an international phone number (+233…)`, {
      retryable: false,
    });
  }
  return to.slice(1);
}

/** What every gateway adapter is made with, beside its own credentials. */
export interface GatewayOptions {
  senderId: string;
  /** Another base URL (a proxy, a test server); the provider's own otherwise. */
  baseUrl?: string;
  timeoutMs: number;
  fetchImpl: FetchLike;
}

/**
 * What sets one gateway apart from the others; the rest of a send (the number's form, the JSON POST
 * with its timeout, a non-2xx answer, an answer that is not a JSON object) is the same for all three.
 */
export interface JsonGateway {
  name: SmsProviderName;
  /** The provider as people know it ("Hubtel"), for the error shown in Settings. */
  label: string;
  url: string;
  /** Headers beyond the JSON content type and accept (e.g. the key). */
  headers?: Record<string, string>;
  /** The answer's fields that explain a refusal, in the order to try them. */
  detailKeys: readonly string[];
  /** The body the gateway documents for one message to `recipient` (digits, no `+`). */
  body(message: SmsMessage, recipient: string): unknown;
  /** The gateway's id for the message from a 2xx JSON answer; throws what `reply` makes when it says no. */
  readMessageId(reply: GatewayReply): string | null;
}

/** A 2xx answer whose body is a JSON object, and the errors to throw when it does not say "sent". */
export interface GatewayReply {
  json: Record<string, unknown>;
  recipient: string;
  /** Final: the body refused the message; `detail` is what the answer's `detailKeys` say unless given. */
  refused(detail?: string): SmsSendError;
  /** Final: the body is not in the documented form. */
  unreadable(): SmsSendError;
}

/**
 * An SmsProvider that posts each message as JSON to `gateway.url`. A non-2xx answer is a refusal
 * (final or retryable by its status); a 2xx answer that is not a JSON object cannot be read; what a
 * 2xx object means is the gateway's `readMessageId`.
 */
export function createJsonGatewayProvider(gateway: JsonGateway, options: GatewayOptions): SmsProvider {
  const { label, detailKeys } = gateway;
  return {
    name: gateway.name,
    async send(message, signal) {
      const recipient = toMsisdn(message.to);
      const answer = await httpCall(
        {
          label,
          url: gateway.url,
          method: 'POST',
          headers: { ...gateway.headers, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(gateway.body(message, recipient)),
          timeoutMs: options.timeoutMs,
          ...(signal ? { signal } : {}),
          fetchImpl: options.fetchImpl,
        },
        gatewayUnreachable,
      );
      if (answer.status < 200 || answer.status >= 300) {
        throw refusal(label, answer.status, answerDetail(answer, detailKeys));
      }
      if (!isRecord(answer.json)) throw unreadableAnswer(label, answer);
      const providerMessageId = gateway.readMessageId({
        json: answer.json,
        recipient,
        refused: (detail = answerDetail(answer, detailKeys)) => refusedInBody(label, answer.status, detail),
        unreadable: () => unreadableAnswer(label, answer),
      });
      return { provider: gateway.name, providerMessageId };
    },
  };
}
