/**
 * Paystack, over its documented REST API (base `https://api.paystack.co`, every call authenticated
 * with `Authorization: Bearer <secret key>`; answers are `{ status: boolean, message, data }`).
 *
 * Based on (Paystack's API reference, paystack.com/docs/api):
 * - Initialize Transaction, `POST /transaction/initialize`: JSON `{ email, amount, currency,
 *   reference, callback_url, channels }`; `amount` in the currency's smallest unit (pesewas for
 *   GHS); `reference` may hold letters, digits and `-`, `.`, `=`; `channels` among `card`, `bank`,
 *   `ussd`, `qr`, `mobile_money`, `bank_transfer`, … → `{ status: true, data: { authorization_url,
 *   access_code, reference } }`.
 * - Verify Transaction, `GET /transaction/verify/{reference}` → `data: { id, status, reference,
 *   amount, currency, channel, gateway_response, authorization: { channel, bank, brand,
 *   mobile_money_number? } }`. `status` is one of `success`, `failed`, `abandoned` (opened, not
 *   completed: the payer may still pay), `ongoing`, `pending`, `processing`, `queued`, `reversed`.
 *   For Mobile Money `authorization.bank` names the network (`MTN`, `VOD` for Telecel, `ATL` for
 *   AirtelTigo, formerly `TGO`); matched loosely (provider-request.ts `momoNetworkOf`).
 * - List Transactions, `GET /transaction?perPage=1`: the cheapest authenticated read, for 'Check'.
 *   A refused key answers 401 `{ status: false, message: "Invalid key" }`.
 * - Webhooks: `POST` of `{ event, data }` where `data` is the verify answer's `data`; the header
 *   `x-paystack-signature` is the HMAC-SHA512, hex, of the raw body keyed with the secret key.
 *   `charge.success` is the event for a completed payment. Paystack retries a webhook not answered 200.
 *
 * Uncertain: an unknown reference on verify answered 400 or 404 with `message: "Transaction reference
 * not found"` in different versions; both are read as "not there yet" (pending), and the intent expires.
 * Paystack needs an email for every transaction; a payer here has only a phone (decision 158).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { HttpAnswer } from '../../../lib/http-call';
import { PAYSTACK_API_URL } from './base-urls';
import {
  type FetchLike,
  httpCall,
  isRecord,
  joinUrl,
  momoNetworkOf,
  type ProviderHttpOptions,
  providerRefusal,
  providerUnreachable,
  unreadableAnswer,
  wholePesewas,
} from './provider-request';
import {
  type Checkout,
  type CheckoutRequest,
  type IncomingWebhook,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderOutcome,
  type WebhookNotice,
} from './types';

const LABEL = 'Paystack';
const DETAIL_KEYS = ['message'] as const;

/**
 * The email Paystack requires, for a payer known only by a phone (decision 158): the phone's digits
 * at a reserved domain, so Paystack's receipt emails reach no one and no address is invented.
 */
export function payerEmail(phone: string): string {
  return `${phone.replace(/\D/g, '')}@example.com`;
}

export interface PaystackOptions extends ProviderHttpOptions {
  secretKey: string;
  /** Another base URL (a proxy, the tests' local server); Paystack's own otherwise. */
  baseUrl?: string;
}

export type { FetchLike };

export function createPaystackProvider(options: PaystackOptions): PaymentProvider {
  const base = options.baseUrl ?? PAYSTACK_API_URL;
  const headers = {
    authorization: `Bearer ${options.secretKey}`,
    accept: 'application/json',
  };

  const call = (method: 'GET' | 'POST', path: string, body: unknown, signal?: AbortSignal) =>
    httpCall(
      {
        label: LABEL,
        url: joinUrl(base, path),
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        timeoutMs: options.timeoutMs,
        ...(signal ? { signal } : {}),
        fetchImpl: options.fetchImpl,
      },
      providerUnreachable,
    );

  return {
    name: 'paystack',

    async createCheckout(request: CheckoutRequest, signal?: AbortSignal): Promise<Checkout> {
      const answer = await call(
        'POST',
        '/transaction/initialize',
        {
          email: payerEmail(request.phone),
          amount: request.amountPesewas,
          currency: 'GHS',
          reference: request.reference,
          callback_url: request.returnUrl,
          channels: ['mobile_money', 'card'],
          metadata: { phone: request.phone, description: request.description },
        },
        signal,
      );
      const data = okData(answer);
      const checkoutUrl = data.authorization_url;
      if (typeof checkoutUrl !== 'string' || !/^https?:\/\//.test(checkoutUrl)) {
        throw unreadableAnswer(LABEL, answer);
      }
      return { checkoutUrl };
    },

    async checkStatus(reference: string, signal?: AbortSignal): Promise<ProviderOutcome> {
      const answer = await call(
        'GET',
        `/transaction/verify/${encodeURIComponent(reference)}`,
        undefined,
        signal,
      );
      if ((answer.status === 400 || answer.status === 404) && isNotFound(answer))
        return { status: 'pending' };
      const outcome = outcomeOf(okData(answer));
      if (!outcome) throw unreadableAnswer(LABEL, answer);
      return outcome;
    },

    readWebhook(webhook: IncomingWebhook): WebhookNotice | null {
      if (!hasValidSignature(webhook, options.secretKey)) return null;
      let event: unknown;
      try {
        event = JSON.parse(webhook.rawBody);
      } catch {
        return null;
      }
      if (!isRecord(event) || typeof event.event !== 'string' || !isRecord(event.data)) return null;
      // Only charges concern an intent; transfers, subscriptions and the rest are not ours.
      if (!event.event.startsWith('charge.')) return null;
      const reference = event.data.reference;
      if (typeof reference !== 'string' || !reference) return null;
      // A signed body vouches for itself; one that does not read as an outcome is asked about.
      const outcome = outcomeOf(event.data);
      return { reference, outcome: outcome && outcome.status !== 'pending' ? outcome : null };
    },

    async checkKeys(signal?: AbortSignal): Promise<void> {
      const answer = await call('GET', '/transaction?perPage=1', undefined, signal);
      if (answer.status === 401 || answer.status === 403) {
        throw new PaymentProviderError('The secret key was refused', {
          retryable: false,
          status: answer.status,
        });
      }
      okData(answer, { dataMayBeList: true });
    },
  };
}

/** `data` of a 2xx `{ status: true, data }` answer; throws what a refusal or an odd answer is. */
function okData(answer: HttpAnswer, { dataMayBeList = false } = {}): Record<string, unknown> {
  if (answer.status < 200 || answer.status >= 300) throw providerRefusal(LABEL, answer, DETAIL_KEYS);
  const json = answer.json;
  if (!isRecord(json)) throw unreadableAnswer(LABEL, answer);
  if (json.status === false) {
    throw new PaymentProviderError(`${LABEL} refused: ${String(json.message ?? 'no details given')}`, {
      retryable: false,
      status: answer.status,
    });
  }
  if (json.status !== true) throw unreadableAnswer(LABEL, answer);
  if (dataMayBeList && Array.isArray(json.data)) return {};
  if (!isRecord(json.data)) throw unreadableAnswer(LABEL, answer);
  return json.data;
}

function isNotFound(answer: HttpAnswer): boolean {
  return isRecord(answer.json) && /not found/i.test(String(answer.json.message ?? ''));
}

const STILL_OPEN = new Set([
  'abandoned',
  'ongoing',
  'pending',
  'processing',
  'queued',
  'send_otp',
  'send_pin',
]);

/** A transaction (verify's or a webhook's `data`) as an outcome; null when it does not read. */
function outcomeOf(data: Record<string, unknown>): ProviderOutcome | null {
  const status = data.status;
  if (typeof status !== 'string') return null;
  if (status === 'success') {
    const amountPesewas = wholePesewas(data.amount);
    const transactionId = data.id;
    if (amountPesewas === null || (typeof transactionId !== 'number' && typeof transactionId !== 'string')) {
      return null;
    }
    if (data.currency !== undefined && data.currency !== 'GHS') {
      return { status: 'failed', reason: `Paid in ${String(data.currency)}, not GHS` };
    }
    const authorization = isRecord(data.authorization) ? data.authorization : {};
    const channel =
      data.channel === 'mobile_money' || authorization.channel === 'mobile_money' ? 'mobile_money' : 'card';
    return {
      status: 'paid',
      amountPesewas,
      channel,
      network:
        channel === 'mobile_money'
          ? (momoNetworkOf(authorization.bank) ?? momoNetworkOf(authorization.brand))
          : null,
      transactionId: String(transactionId),
    };
  }
  if (status === 'failed' || status === 'reversed') {
    const reason =
      typeof data.gateway_response === 'string' && data.gateway_response ? data.gateway_response : status;
    return { status: 'failed', reason: status === 'reversed' ? `Reversed: ${reason}` : reason };
  }
  if (STILL_OPEN.has(status)) return { status: 'pending' };
  return null;
}

function header(webhook: IncomingWebhook, name: string): string | undefined {
  const value = webhook.headers[name] ?? webhook.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** `x-paystack-signature` against our own HMAC of the exact bytes, compared in constant time. */
function hasValidSignature(webhook: IncomingWebhook, secretKey: string): boolean {
  const signature = header(webhook, 'x-paystack-signature');
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(webhook.rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
