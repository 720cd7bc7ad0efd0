import { describe, expect, it } from 'vitest';
import { createMnotifyProvider, MNOTIFY_BASE_URL } from './mnotify';
import {
  answerJson,
  itMapsGatewayFailures,
  message,
  refusedUrl,
  sendError,
  startTestGateway,
  theJsonPost,
} from './test-gateway';

const mnotify = (apiUrl: string, timeoutMs = 2_000) =>
  createMnotifyProvider({
    apiKey: 'mn-key+/=1',
    senderId: 'Abrantie',
    baseUrl: apiUrl,
    timeoutMs,
    fetchImpl: fetch,
  });

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
    const gateway = await startTestGateway((_request, response) => answerJson(response, 200, accepted));

    const receipt = await mnotify(gateway.url).send(message);

    expect(receipt).toEqual({
      provider: 'mnotify',
      providerMessageId: '05B0B1BE-FEC8-4DE4-88E0-25600C3B1950',
    });
    const request = theJsonPost(gateway, '/api/sms/quick');
    expect([...request!.query.entries()]).toEqual([['key', 'mn-key+/=1']]);
    expect(request!.headers.authorization).toBeUndefined();
    expect(JSON.parse(request!.body)).toEqual({
      recipient: ['233241112233'],
      sender: 'Abrantie',
      message: message.body,
      is_schedule: false,
      schedule_date: '',
    });
  });

  it('takes the success code as a number too', async () => {
    const gateway = await startTestGateway((_request, response) =>
      answerJson(response, 200, { ...accepted, code: 2000 }),
    );
    const receipt = await mnotify(gateway.url).send(message);
    expect(receipt.providerMessageId).toBe('05B0B1BE-FEC8-4DE4-88E0-25600C3B1950');
  });

  it('takes a success without a summary as sent, without an id', async () => {
    const gateway = await startTestGateway((_request, response) =>
      answerJson(response, 200, { status: 'success', code: '2000', message: 'messages sent successfully' }),
    );
    expect(await mnotify(gateway.url).send(message)).toEqual({
      provider: 'mnotify',
      providerMessageId: null,
    });
  });

  it('sends to the documented host when no SMS_API_URL is set', async () => {
    const urls: string[] = [];
    const provider = createMnotifyProvider({
      apiKey: 'mn-key',
      senderId: 'Abrantie',
      timeoutMs: 2_000,
      fetchImpl: async (input) => {
        urls.push(String(input));
        return new Response(JSON.stringify(accepted), { status: 200 });
      },
    });
    await provider.send(message);
    expect(urls).toEqual([`${MNOTIFY_BASE_URL}/api/sms/quick?key=mn-key`]);
    expect(MNOTIFY_BASE_URL).toBe('https://api.mnotify.com');
  });

  it.each([
    [
      200,
      { status: 'error', message: 'invalid api key. please make sure your api key is valid and enabled' },
    ],
    [200, { status: 'error', message: 'Insufficient balance' }],
    [200, { error: 'Sender ID is not registered' }],
  ])('a %i whose status is not success is final and carries its message', async (status, body) => {
    const gateway = await startTestGateway((_request, response) => answerJson(response, status, body));
    const error = await sendError(mnotify(gateway.url).send(message));
    expect(error).toMatchObject({ retryable: false, status });
    expect(error.message).toBe(
      `mNotify did not accept the message: ${'message' in body ? body.message : body.error}`,
    );
  });

  it('a success that rejected the number is final', async () => {
    const gateway = await startTestGateway((_request, response) =>
      answerJson(response, 200, {
        ...accepted,
        summary: { ...accepted.summary, total_sent: 0, total_rejected: 1, numbers_sent: [] },
      }),
    );
    const error = await sendError(mnotify(gateway.url).send(message));
    expect(error).toMatchObject({ retryable: false, status: 200 });
    expect(error.message).toContain('233241112233 was rejected');
  });

  it.each([
    [401, 'invalid api key. please make sure your api key is valid and enabled'],
    [422, 'The sender field must not be greater than 11 characters.'],
  ])('a %i answer is final and carries what mNotify said', async (status, text) => {
    const gateway = await startTestGateway((_request, response) =>
      answerJson(response, status, { status: 'error', message: text }),
    );
    const error = await sendError(mnotify(gateway.url).send(message));
    expect(error).toMatchObject({ retryable: false, status });
    expect(error.message).toBe(`mNotify answered ${status}: ${text}`);
  });

  it('never puts the key (it travels in the URL) in an error', async () => {
    const error = await sendError(mnotify(await refusedUrl()).send(message));
    expect(error.message).not.toContain('mn-key');
  });

  itMapsGatewayFailures((apiUrl, timeoutMs) => mnotify(apiUrl, timeoutMs));
});
