/**
 * mNotify BMS API v2, "Quick Bulk SMS".
 *
 * Based on https://readthedocs.mnotify.com/ (SMS → Quick Bulk SMS,
 * `#tag/SMS/operation/campaign/sms_quick`): `POST https://api.mnotify.com/api/sms/quick?key=API_KEY`,
 * JSON `{ recipient: [...], sender, message, is_schedule: false, schedule_date: "" }`, answer
 * `{ status: "success", code: "2000", message: "messages sent successfully", summary: { _id,
 * message_id, type, total_sent, contacts, total_rejected, numbers_sent, credit_used, credit_left } }`.
 * `summary._id` is the campaign id the delivery report is asked by (`GET /api/campaign/{_id}/…`),
 * so it is the receipt's id; `message_id` looks built from the date and a number and repeats across
 * campaigns in published answers, so it is only the fallback. The older SMS API (`GET https://apps.mnotify.net/smsapi?key=…&to=…&msg=…&sender_id=…`,
 * developer.mnotify.com) is superseded by this BMS API v2 and is not used.
 *
 * mNotify authenticates with the key in the query string only (no header is documented), so the URL
 * is never put in an error or a log line. Numbers: its examples take `0244…` or `233244…`; the
 * international form without `+` is sent, as its own answers list `numbers_sent: ["233…"]`. Sender
 * IDs are at most 11 characters, without special characters, and must be registered with mNotify.
 *
 * mNotify reports the outcome in the body: anything but `status: "success"` with code 2000 is taken
 * as a refusal of the request (its messages name an invalid or disabled key, an unregistered sender
 * ID, insufficient balance, an invalid number) and is final, as is a success whose summary rejected
 * our one number. A non-2xx answer is judged by its status: other 4xx are final, 429 and 5xx are
 * tried again. Doubt: the table of mNotify's other codes could not be checked; should one of them
 * turn out to mean "busy, try later", it belongs with the retryable answers.
 */
import { createJsonGatewayProvider, type GatewayOptions, isRecord, joinUrl } from './gateway-request';
import type { SmsProvider } from './types';

const MNOTIFY_BASE_URL = 'https://api.mnotify.com';
const SUCCESS_CODE = '2000';

export interface MnotifyOptions extends GatewayOptions {
  apiKey: string;
}

export function createMnotifyProvider(options: MnotifyOptions): SmsProvider {
  const key = new URLSearchParams({ key: options.apiKey });
  return createJsonGatewayProvider(
    {
      name: 'mnotify',
      label: 'mNotify',
      url: `${joinUrl(options.baseUrl ?? MNOTIFY_BASE_URL, '/api/sms/quick')}?${key}`,
      detailKeys: ['message', 'error', 'status'],
      body: (message, recipient) => ({
        recipient: [recipient],
        sender: options.senderId,
        message: message.body,
        is_schedule: false,
        schedule_date: '',
      }),
      readMessageId({ json, recipient, refused }) {
        const { status, code, summary } = json;
        // The code comes as "2000" in mNotify's answers and as 2000 in some; both mean the same.
        if (status !== 'success' || String(code) !== SUCCESS_CODE) throw refused();
        // The summary is what tells a rejected number apart; an answer without one still said success.
        if (!isRecord(summary)) return null;
        const rejected = typeof summary.total_rejected === 'number' && summary.total_rejected > 0;
        if (summary.total_sent === 0 || rejected) throw refused(`${recipient} was rejected`);
        const id = [summary._id, summary.message_id].find((value) => typeof value === 'string' && value);
        return typeof id === 'string' ? id : null;
      },
    },
    options,
  );
}
