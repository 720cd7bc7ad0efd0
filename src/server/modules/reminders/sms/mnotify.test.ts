import { describe, expect, it } from 'vitest';
import { createMnotifyProvider } from './mnotify';
import {
  errorForAnswer,
  itMapsGatewayFailures,
  itSendsToTheDocumentedHost,
  itTakesRefusalsAsFinal,
  message,
  refusedUrl,
  sendError,
  sendThroughTestGateway,
} from './test-gateway';

const credentials = { apiKey: 'mn-key+/=1', senderId: 'Abrantie' };

const mnotify = (apiUrl: string, timeoutMs = 2_000) =>
  createMnotifyProvider({ ...credentials, baseUrl: apiUrl, timeoutMs, fetchImpl: fetch });

const QUICK_SMS = '/api/sms/quick';

/** An answer as mNotify's BMS API v2 gives it for one number sent at once. */
const accepted = {
  status: 'success',
  code: '2000',
  message: 'messages sent successfully',
  summary: {
    _id: '05B0B1BE-FEC8-4DE4-88E0-25600C3B1950',
    message_id: '20250110233241112233V2',
    type: 'API QUICK SMS',
    total_sent: 1,
    contacts: 1,
    total_rejected: 0,
    numbers_sent: ['233241112233'],
    credit_used: 1,
    credit_left: 2276,
  },
};

describe('mNotify adapter', () => {
  it('posts { recipient, sender, message, is_schedule, schedule_date } with ?key= and reads the campaign id', async () => {
    const { receipt, request } = await sendThroughTestGateway(mnotify, QUICK_SMS, 200, accepted);

    expect(receipt).toEqual({
      provider: 'mnotify',
      providerMessageId: '05B0B1BE-FEC8-4DE4-88E0-25600C3B1950',
    });
    expect([...request.query.entries()]).toEqual([['key', 'mn-key+/=1']]);
    expect(request.headers.authorization).toBeUndefined();
    expect(JSON.parse(request.body)).toEqual({
      recipient: ['233241112233'],
      sender: 'Abrantie',
      message: message.body,
      is_schedule: false,
      schedule_date: '',
    });
  });

  it('takes the success code as a number too', async () => {
    const { receipt } = await sendThroughTestGateway(mnotify, QUICK_SMS, 200, { ...accepted, code: 2000 });
    expect(receipt.providerMessageId).toBe('05B0B1BE-FEC8-4DE4-88E0-25600C3B1950');
  });

  it('takes a success without a summary as sent, without an id', async () => {
    const { receipt } = await sendThroughTestGateway(mnotify, QUICK_SMS, 200, {
      status: 'success',
      code: '2000',
      message: 'messages sent successfully',
    });
    expect(receipt).toEqual({
      provider: 'mnotify',
      providerMessageId: null,
    });
  });

  itSendsToTheDocumentedHost(
    (fetchImpl) => createMnotifyProvider({ ...credentials, timeoutMs: 2_000, fetchImpl }),
    accepted,
    'https://api.mnotify.com/api/sms/quick?key=mn-key%2B%2F%3D1',
  );

  it.each([
    [
      200,
      { status: 'error', message: 'invalid api key. please make sure your api key is valid and enabled' },
    ],
    [200, { status: 'error', message: 'Insufficient balance' }],
    [200, { error: 'Sender ID is not registered' }],
  ])('a %i whose status is not success is final and carries its message', async (status, body) => {
    const error = await errorForAnswer(mnotify, status, body);
    expect(error).toMatchObject({ retryable: false, status });
    expect(error.message).toBe(
      `mNotify did not accept the message: ${'message' in body ? body.message : body.error}`,
    );
  });

  it('a success that rejected the number is final', async () => {
    const error = await errorForAnswer(mnotify, 200, {
      ...accepted,
      summary: { ...accepted.summary, total_sent: 0, total_rejected: 1, numbers_sent: [] },
    });
    expect(error).toMatchObject({ retryable: false, status: 200 });
    expect(error.message).toContain('233241112233 was rejected');
  });

  itTakesRefusalsAsFinal(
    'mNotify',
    mnotify,
    [
      [401, 'invalid api key. please make sure your api key is valid and enabled'],
      [422, 'The sender field must not be greater than 11 characters.'],
    ],
    (text) => ({ status: 'error', message: text }),
    'mn-key',
  );

  it('never puts the key (it travels in the URL) in an error', async () => {
    const error = await sendError(mnotify(await refusedUrl()).send(message));
    expect(error.message).not.toContain('mn-key');
  });

  itMapsGatewayFailures((apiUrl, timeoutMs) => mnotify(apiUrl, timeoutMs));
});
