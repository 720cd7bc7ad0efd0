import { describe, expect, it } from 'vitest';
import { createArkeselProvider } from './arkesel';
import {
  errorForAnswer,
  itMapsGatewayFailures,
  itSendsToTheDocumentedHost,
  itTakesRefusalsAsFinal,
  message,
  sendThroughTestGateway,
} from './test-gateway';

const credentials = { apiKey: 'ark-key-123', senderId: 'Abrantie' };

const arkesel = (apiUrl: string, timeoutMs = 2_000) =>
  createArkeselProvider({ ...credentials, baseUrl: apiUrl, timeoutMs, fetchImpl: fetch });

const accepted = {
  status: 'success',
  data: [{ recipient: '233241112233', id: '9b752841-7ee7-4d40-b4fe-768bfb1da4f0' }],
};

describe('Arkesel adapter', () => {
  it('posts { sender, message, recipients } with the api-key header and reads the message id', async () => {
    const { receipt, request } = await sendThroughTestGateway(arkesel, '/api/v2/sms/send', 200, accepted);

    expect(receipt).toEqual({
      provider: 'arkesel',
      providerMessageId: '9b752841-7ee7-4d40-b4fe-768bfb1da4f0',
    });
    expect([...request.query.keys()]).toEqual([]);
    expect(request.headers['api-key']).toBe('ark-key-123');
    expect(request.headers.authorization).toBeUndefined();
    expect(JSON.parse(request.body)).toEqual({
      sender: 'Abrantie',
      message: message.body,
      recipients: ['233241112233'],
    });
  });

  itSendsToTheDocumentedHost(
    (fetchImpl) => createArkeselProvider({ ...credentials, timeoutMs: 2_000, fetchImpl }),
    accepted,
    'https://sms.arkesel.com/api/v2/sms/send',
  );

  itTakesRefusalsAsFinal(
    'Arkesel',
    arkesel,
    [
      [401, 'Invalid API key'],
      [402, 'Insufficient balance'],
      [403, 'Inactive gateway'],
      [422, 'The sender field must not be greater than 11 characters.'],
    ],
    (text) => ({ status: 'error', message: text }),
    'ark-key-123',
  );

  it('a 200 that lists the number as invalid is final', async () => {
    const error = await errorForAnswer(arkesel, 200, {
      status: 'success',
      data: [{ 'invalid numbers': ['233241112233'] }],
    });
    expect(error).toMatchObject({ retryable: false, status: 200 });
    expect(error.message).toContain('233241112233');
  });

  it('a 200 whose status is not "success" is final and carries its message', async () => {
    const error = await errorForAnswer(arkesel, 200, { status: 'error', message: 'Sender ID not approved' });
    expect(error).toMatchObject({ retryable: false, status: 200 });
    expect(error.message).toBe('Arkesel did not accept the message: Sender ID not approved');
  });

  itMapsGatewayFailures((apiUrl, timeoutMs) => arkesel(apiUrl, timeoutMs));
});
