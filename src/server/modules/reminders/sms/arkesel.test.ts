import { describe, expect, it } from 'vitest';
import { ARKESEL_BASE_URL, createArkeselProvider } from './arkesel';
import {
  answerJson,
  itMapsGatewayFailures,
  message,
  sendError,
  startTestGateway,
  theJsonPost,
} from './test-gateway';

const arkesel = (apiUrl: string, timeoutMs = 2_000) =>
  createArkeselProvider({
    apiKey: 'ark-key-123',
    senderId: 'Abrantie',
    baseUrl: apiUrl,
    timeoutMs,
    fetchImpl: fetch,
  });

const accepted = {
  status: 'success',
  data: [{ recipient: '233241112233', id: '9b752841-7ee7-4d40-b4fe-768bfb1da4f0' }],
};

describe('Arkesel adapter', () => {
  it('posts { sender, message, recipients } with the api-key header and reads the message id', async () => {
    const gateway = await startTestGateway((_request, response) => answerJson(response, 200, accepted));

    const receipt = await arkesel(gateway.url).send(message);

    expect(receipt).toEqual({
      provider: 'arkesel',
      providerMessageId: '9b752841-7ee7-4d40-b4fe-768bfb1da4f0',
    });
    const request = theJsonPost(gateway, '/api/v2/sms/send');
    expect([...request!.query.keys()]).toEqual([]);
    expect(request!.headers['api-key']).toBe('ark-key-123');
    expect(request!.headers.authorization).toBeUndefined();
    expect(JSON.parse(request!.body)).toEqual({
      sender: 'Abrantie',
      message: message.body,
      recipients: ['233241112233'],
    });
  });

  it('sends to the documented host when no SMS_API_URL is set', async () => {
    const urls: string[] = [];
    const provider = createArkeselProvider({
      apiKey: 'ark-key-123',
      senderId: 'Abrantie',
      timeoutMs: 2_000,
      fetchImpl: async (input) => {
        urls.push(String(input));
        return new Response(JSON.stringify(accepted), { status: 200 });
      },
    });
    await provider.send(message);
    expect(urls).toEqual([`${ARKESEL_BASE_URL}/api/v2/sms/send`]);
    expect(ARKESEL_BASE_URL).toBe('https://sms.arkesel.com');
  });

  it.each([
    [401, 'Invalid API key'],
    [402, 'Insufficient balance'],
    [403, 'Inactive gateway'],
    [422, 'The sender field must not be greater than 11 characters.'],
  ])('a %i answer is final and carries what Arkesel said', async (status, text) => {
    const gateway = await startTestGateway((_request, response) =>
      answerJson(response, status, { status: 'error', message: text }),
    );
    const error = await sendError(arkesel(gateway.url).send(message));
    expect(error.retryable).toBe(false);
    expect(error.status).toBe(status);
    expect(error.message).toBe(`Arkesel answered ${status}: ${text}`);
    expect(error.message).not.toContain('ark-key-123');
  });

  it('a 200 that lists the number as invalid is final', async () => {
    const gateway = await startTestGateway((_request, response) =>
      answerJson(response, 200, { status: 'success', data: [{ 'invalid numbers': ['233241112233'] }] }),
    );
    const error = await sendError(arkesel(gateway.url).send(message));
    expect(error).toMatchObject({ retryable: false, status: 200 });
    expect(error.message).toContain('233241112233');
  });

  it('a 200 whose status is not "success" is final and carries its message', async () => {
    const gateway = await startTestGateway((_request, response) =>
      answerJson(response, 200, { status: 'error', message: 'Sender ID not approved' }),
    );
    const error = await sendError(arkesel(gateway.url).send(message));
    expect(error).toMatchObject({ retryable: false, status: 200 });
    expect(error.message).toBe('Arkesel did not accept the message: Sender ID not approved');
  });

  itMapsGatewayFailures((apiUrl, timeoutMs) => arkesel(apiUrl, timeoutMs));
});
