/**
 * Hubtel Online Checkout, over its documented REST API. Every call is authenticated with HTTP Basic
 * `clientId:clientSecret` (the API key pair of the Hubtel account); the merchant account number is
 * the account's POS Sales ID.
 *
 * Based on (Hubtel's developer documentation, developers.hubtel.com, "Online Checkout" and
 * "Transaction Status Check"):
 * - Initiate, `POST https://payproxyapi.hubtel.com/items/initiate`: JSON `{ totalAmount (cedis, a
 *   decimal), description, callbackUrl, returnUrl, cancellationUrl, merchantAccountNumber,
 *   clientReference }` → `{ responseCode: "0000", status: "Success", data: { checkoutUrl, checkoutId,
 *   clientReference, checkoutDirectUrl } }`. `clientReference` at most 32 characters.
 * - Callback: Hubtel posts `{ ResponseCode, Status, Data: { CheckoutId, ClientReference, Status,
 *   Amount, CustomerPhoneNumber, PaymentDetails: { PaymentType, Channel } } }` to `callbackUrl`. It
 *   is not signed, so nothing in it is believed: the reference is read and the status asked; only
 *   `PaymentDetails.Channel` is kept, as the network's label (decision 175).
 * - Status, `GET https://api-txnstatus.hubtel.com/transactions/{merchantAccount}/status?clientReference=…`
 *   → `{ responseCode: "0000", message, data: { status: "Paid" | "Unpaid" | "Refunded", amount
 *   (cedis), transactionId, externalTransactionId, paymentMethod ("mobilemoney", "card"),
 *   clientReference, charges, amountAfterCharges } }`: the method, not the network. Mobile Money
 *   channels (the callback's) name the network: `mtn-gh`, `vodafone-gh` or `telecel-gh` (Telecel),
 *   `tigo-gh` (AirtelTigo).
 *
 * Uncertain, read defensively: the status check is documented to work only from an IP address that
 * Hubtel has allowed (a 403 otherwise, shown by 'Check' as such); an unknown reference is answered
 * either 404 or 200 with a non-"0000" `responseCode` and no `data` (both read as "not there yet",
 * pending); the fields' case varies between answers (`data`/`Data`), so both are read; a `channel` in the
 * status answer is read if Hubtel ever sends one; when nothing names the network it is left empty.
 */
import { HUBTEL_CHECKOUT_URL, HUBTEL_STATUS_URL } from './base-urls';
import {
  cedisToPesewas,
  httpCall,
  isRecord,
  joinUrl,
  momoNetworkOf,
  type ProviderHttpOptions,
  providerRefusal,
  providerUnreachable,
  unreadableAnswer,
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

/** Hubtel's limit on `clientReference`. */
export const HUBTEL_REFERENCE_MAX = 32;

const LABEL = 'Hubtel';
const DETAIL_KEYS = ['message', 'Message', 'status', 'Status', 'title'] as const;
/** A reference no intent ever has (references are at most 32 characters), for 'Check'. */
const KEY_CHECK_REFERENCE = 'key-check';

export interface HubtelPaymentOptions extends ProviderHttpOptions {
  clientId: string;
  clientSecret: string;
  /** The merchant account number (POS Sales ID). */
  merchantAccount: string;
  /** Other base URLs (a proxy, the tests' local server); Hubtel's own otherwise. */
  checkoutBaseUrl?: string;
  statusBaseUrl?: string;
}

export function createHubtelProvider(options: HubtelPaymentOptions): PaymentProvider {
  const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  const headers = { authorization: `Basic ${credentials}`, accept: 'application/json' };

  const askStatus = (reference: string, signal?: AbortSignal) =>
    httpCall(
      {
        label: LABEL,
        url: joinUrl(
          options.statusBaseUrl ?? HUBTEL_STATUS_URL,
          `/transactions/${encodeURIComponent(options.merchantAccount)}/status?clientReference=${encodeURIComponent(reference)}`,
        ),
        method: 'GET',
        headers,
        timeoutMs: options.timeoutMs,
        ...(signal ? { signal } : {}),
        fetchImpl: options.fetchImpl,
      },
      providerUnreachable,
    );

  return {
    name: 'hubtel',

    async createCheckout(request: CheckoutRequest, signal?: AbortSignal): Promise<Checkout> {
      if (request.reference.length > HUBTEL_REFERENCE_MAX) {
        throw new PaymentProviderError(
          `Hubtel takes references of at most ${HUBTEL_REFERENCE_MAX} characters`,
          {
            retryable: false,
          },
        );
      }
      const answer = await httpCall(
        {
          label: LABEL,
          url: joinUrl(options.checkoutBaseUrl ?? HUBTEL_CHECKOUT_URL, '/items/initiate'),
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            totalAmount: request.amountPesewas / 100,
            description: request.description,
            callbackUrl: request.webhookUrl,
            returnUrl: request.returnUrl,
            cancellationUrl: request.returnUrl,
            merchantAccountNumber: options.merchantAccount,
            clientReference: request.reference,
          }),
          timeoutMs: options.timeoutMs,
          ...(signal ? { signal } : {}),
          fetchImpl: options.fetchImpl,
        },
        providerUnreachable,
      );
      if (answer.status < 200 || answer.status >= 300) throw providerRefusal(LABEL, answer, DETAIL_KEYS);
      const json = answer.json;
      if (!isRecord(json)) throw unreadableAnswer(LABEL, answer);
      const data = field(json, 'data');
      const code = field(json, 'responseCode');
      if (code !== undefined && code !== '0000') {
        throw new PaymentProviderError(
          `Hubtel refused: ${String(field(json, 'message') ?? field(json, 'status') ?? code)}`,
          {
            retryable: false,
            status: answer.status,
          },
        );
      }
      const checkoutUrl = isRecord(data) ? field(data, 'checkoutUrl') : undefined;
      if (typeof checkoutUrl !== 'string' || !/^https?:\/\//.test(checkoutUrl))
        throw unreadableAnswer(LABEL, answer);
      return { checkoutUrl };
    },

    async checkStatus(reference: string, signal?: AbortSignal): Promise<ProviderOutcome> {
      const answer = await askStatus(reference, signal);
      if (answer.status === 404) return { status: 'pending' };
      if (answer.status < 200 || answer.status >= 300) throw providerRefusal(LABEL, answer, DETAIL_KEYS);
      const json = answer.json;
      if (!isRecord(json)) throw unreadableAnswer(LABEL, answer);
      const data = field(json, 'data');
      const code = field(json, 'responseCode');
      if (!isRecord(data)) {
        // Not found is answered without data; anything else without data does not read.
        if (code !== undefined && code !== '0000') return { status: 'pending' };
        throw unreadableAnswer(LABEL, answer);
      }
      const outcome = outcomeOf(data);
      if (!outcome) throw unreadableAnswer(LABEL, answer);
      return outcome;
    },

    readWebhook(webhook: IncomingWebhook): WebhookNotice | null {
      let body: unknown;
      try {
        body = JSON.parse(webhook.rawBody);
      } catch {
        return null;
      }
      if (!isRecord(body)) return null;
      const data = field(body, 'data');
      const reference =
        (isRecord(data) ? field(data, 'clientReference') : undefined) ?? field(body, 'clientReference');
      if (typeof reference !== 'string' || !reference || reference.length > HUBTEL_REFERENCE_MAX) return null;
      // Unsigned: whatever it says, the service asks Hubtel before believing anything; only the
      // network's name is kept, as a label (the status check names none).
      const details = isRecord(data) ? field(data, 'paymentDetails') : undefined;
      const network = isRecord(details) ? momoNetworkOf(field(details, 'channel')) : null;
      return { reference, outcome: null, network };
    },

    async checkKeys(signal?: AbortSignal): Promise<void> {
      const answer = await askStatus(KEY_CHECK_REFERENCE, signal);
      if (answer.status === 401) {
        throw new PaymentProviderError('The client ID or client secret was refused', {
          retryable: false,
          status: 401,
        });
      }
      if (answer.status === 403) {
        throw new PaymentProviderError(
          'Hubtel refused this server: ask Hubtel to allow its address for the transaction status check',
          { retryable: false, status: 403 },
        );
      }
      // An unknown reference is the expected answer (404, or 200 saying not found): the keys were taken.
      if (answer.status === 404 || (answer.status >= 200 && answer.status < 300)) return;
      throw providerRefusal(LABEL, answer, DETAIL_KEYS);
    },
  };
}

/** A field by its documented camelCase name or the PascalCase some answers use. */
function field(record: Record<string, unknown>, name: string): unknown {
  return record[name] ?? record[name.charAt(0).toUpperCase() + name.slice(1)];
}

/** The status check's `data` as an outcome; null when it does not read. */
function outcomeOf(data: Record<string, unknown>): ProviderOutcome | null {
  const status = field(data, 'status');
  if (typeof status !== 'string') return null;
  switch (status.toLowerCase()) {
    case 'paid':
    case 'success': {
      const amountPesewas = cedisToPesewas(field(data, 'amount'));
      const transactionId = field(data, 'transactionId') ?? field(data, 'externalTransactionId');
      if (
        amountPesewas === null ||
        (typeof transactionId !== 'string' && typeof transactionId !== 'number')
      ) {
        return null;
      }
      const method = String(field(data, 'paymentMethod') ?? '').toLowerCase();
      const channelName = field(data, 'channel');
      const network = momoNetworkOf(channelName) ?? momoNetworkOf(method);
      const card = method.includes('card') || /visa|master|card/i.test(String(channelName ?? ''));
      return {
        status: 'paid',
        amountPesewas,
        channel: card ? 'card' : 'mobile_money',
        network: card ? null : network,
        transactionId: String(transactionId),
      };
    }
    case 'unpaid':
    case 'pending':
      return { status: 'pending' };
    case 'refunded':
      return { status: 'failed', reason: 'Refunded by Hubtel' };
    case 'failed':
    case 'cancelled':
      return { status: 'failed', reason: `Hubtel says ${status}` };
    default:
      return null;
  }
}
