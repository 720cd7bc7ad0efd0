import { MOMO_NETWORKS, type MomoNetwork } from '../../../../shared/ledger';
import {
  answerDetail,
  excerpt,
  type FetchLike,
  type HttpAnswer,
  type HttpCallFailure,
  isRetryableStatus,
} from '../../../lib/http-call';
import { PaymentProviderError } from './types';

export { type FetchLike, httpCall, isRecord, joinUrl } from '../../../lib/http-call';

/** What the Paystack and Hubtel adapters are made with, beside their keys. */
export interface ProviderHttpOptions {
  timeoutMs: number;
  fetchImpl: FetchLike;
}

/**
 * A provider call that got no answer at all (timeout, refused or dropped connection, the caller's
 * signal), for lib/http-call.ts: retryable, so the scheduler asks again.
 */
export function providerUnreachable(failure: HttpCallFailure): PaymentProviderError {
  return new PaymentProviderError(failure.message, { retryable: true, cause: failure.cause });
}

/** A non-2xx answer: retryable when its status says "not now" (408, 429, 5xx). */
export function providerRefusal(label: string, answer: HttpAnswer, detailKeys: readonly string[]) {
  return new PaymentProviderError(`${label} answered ${answer.status}: ${answerDetail(answer, detailKeys)}`, {
    retryable: isRetryableStatus(answer.status),
    status: answer.status,
  });
}

/**
 * A 2xx answer not in the documented form (a proxy's page, a changed API). Retryable: asking about
 * a payment again costs nothing, and the intent expires after 24 hours if it never reads.
 */
export function unreadableAnswer(label: string, answer: HttpAnswer) {
  return new PaymentProviderError(
    `${label} answered ${answer.status} in a form it does not document: ${excerpt(answer.text) || 'an empty body'}`,
    { retryable: true, status: answer.status },
  );
}

/** Cedis as a provider writes them (12.5, "12.50") → integer pesewas; null when not a positive amount. */
export function cedisToPesewas(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number <= 0) return null;
  // Rounded at the pesewa: 0.1 + 0.2 style float noise must not lose or add one.
  return Math.round(number * 100);
}

/** A positive whole number of pesewas as a provider answers it; null otherwise. */
export function wholePesewas(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}

const [MTN, TELECEL, AIRTELTIGO] = MOMO_NETWORKS;

/**
 * A provider's name for a Mobile Money network ("MTN", "mtn-gh", "vod", "vodafone-gh", "telecel",
 * "tigo-gh", "ATL"…) → the network as the ledger names it; null when it names none of the three.
 */
export function momoNetworkOf(value: unknown): MomoNetwork | null {
  if (typeof value !== 'string') return null;
  const name = value.trim().toLowerCase();
  if (/^mtn/.test(name)) return MTN;
  if (/^(vod|telecel)/.test(name)) return TELECEL;
  if (/^(atl|tgo|tigo|airtel)/.test(name)) return AIRTELTIGO;
  return null;
}
