/**
 * Arkesel SMS API v2, "Send SMS".
 *
 * Based on:
 * - https://developers.arkesel.com/ — the API reference (SMS V2 → Send SMS): `POST
 *   https://sms.arkesel.com/api/v2/sms/send`, header `api-key`, JSON `{ sender, message,
 *   recipients: [...] }` (optional `scheduled_date`, `callback_url`, `sandbox`, `use_case`, unused
 *   here), answer `{ status: "success", data: [{ recipient, id }] }`, where numbers it will not send
 *   to come back as `{ "invalid numbers": [...] }` in `data` instead.
 * - https://github.com/ArkeselDev/arkesel-java-library (src/main/java/com/arkesel/Messaging.java),
 *   Arkesel's own client: the same URL, method and headers (`api-key`, JSON content type and accept).
 * The v1 API (`GET https://sms.arkesel.com/sms/api?action=send-sms&api_key=…`) is older and puts
 * the key in the URL; v2 is the one Arkesel documents for new integrations.
 *
 * Numbers: Arkesel's samples send `233544919953` (country code, no `+`), which is what is sent.
 * Sender IDs are at most 11 characters.
 *
 * Retries: 401/403 (missing, wrong or disabled key, inactive account), 402 (insufficient balance)
 * and 422 (validation: sender ID, number, message) describe the request or the account, so they are
 * final, as is a 200 whose `status` is not "success" or whose only entry lists our number as
 * invalid. 429 and 5xx are tried again. The meaning of 402, 403 and 422 is as Arkesel SDKs map them
 * (e.g. github.com/kalourmade/arkesel-sdk, node/src/errorMapping.ts); the error body's exact shape
 * is not documented, so its `message` (or `error`) is shown as it is.
 */
import {
  answerDetail,
  type GatewayOptions,
  isRecord,
  joinUrl,
  postJsonToGateway,
  refusedInBody,
  toMsisdn,
  unreadableAnswer,
} from './gateway-request';
import type { SmsProvider } from './types';

export const ARKESEL_BASE_URL = 'https://sms.arkesel.com';
const SEND_PATH = '/api/v2/sms/send';
const LABEL = 'Arkesel';
const DETAIL_KEYS = ['message', 'error', 'status'] as const;

export interface ArkeselOptions extends GatewayOptions {
  apiKey: string;
}

export function createArkeselProvider(options: ArkeselOptions): SmsProvider {
  const url = joinUrl(options.baseUrl ?? ARKESEL_BASE_URL, SEND_PATH);
  return {
    name: 'arkesel',
    async send(message, signal) {
      const recipient = toMsisdn(message.to);
      const { answer, json } = await postJsonToGateway({
        label: LABEL,
        url,
        headers: { 'api-key': options.apiKey },
        body: { sender: options.senderId, message: message.body, recipients: [recipient] },
        detailKeys: DETAIL_KEYS,
        timeoutMs: options.timeoutMs,
        signal,
        fetchImpl: options.fetchImpl,
      });
      if (typeof json.status !== 'string') throw unreadableAnswer(LABEL, answer);
      if (json.status !== 'success') {
        throw refusedInBody(LABEL, answer.status, answerDetail(answer, DETAIL_KEYS));
      }
      const entries = Array.isArray(json.data) ? json.data.filter(isRecord) : [];
      const sent = entries.find((entry) => typeof entry.id === 'string' && entry.id);
      if (sent) return { provider: 'arkesel', providerMessageId: String(sent.id) };
      if (entries.some((entry) => Array.isArray(entry['invalid numbers']))) {
        throw refusedInBody(LABEL, answer.status, `${recipient} is not a number it sends to`);
      }
      throw unreadableAnswer(LABEL, answer);
    },
  };
}
