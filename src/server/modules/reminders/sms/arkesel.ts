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
import { createJsonGatewayProvider, type GatewayOptions, isRecord, joinUrl } from './gateway-request';
import type { SmsProvider } from './types';

const ARKESEL_BASE_URL = 'https://sms.arkesel.com';

export interface ArkeselOptions extends GatewayOptions {
  apiKey: string;
}

export function createArkeselProvider(options: ArkeselOptions): SmsProvider {
  return createJsonGatewayProvider(
    {
      name: 'arkesel',
      label: 'Arkesel',
      url: joinUrl(options.baseUrl ?? ARKESEL_BASE_URL, '/api/v2/sms/send'),
      headers: { 'api-key': options.apiKey },
      detailKeys: ['message', 'error', 'status'],
      body: (message, recipient) => ({
        sender: options.senderId,
        message: message.body,
        recipients: [recipient],
      }),
      readMessageId({ json, recipient, refused, unreadable }) {
        if (typeof json.status !== 'string') throw unreadable();
        if (json.status !== 'success') throw refused();
        const entries = Array.isArray(json.data) ? json.data.filter(isRecord) : [];
        const sent = entries.find((entry) => typeof entry.id === 'string' && entry.id);
        if (sent) return String(sent.id);
        if (entries.some((entry) => Array.isArray(entry['invalid numbers']))) {
          throw refused(`${recipient} is not a number it sends to`);
        }
        throw unreadable();
      },
    },
    options,
  );
}
