import { describe, expect, it } from 'vitest';
import { createHubtelProvider } from './hubtel';
import {
  errorForAnswer,
  itMapsGatewayFailures,
  itSendsToTheDocumentedHost,
  itTakesRefusalsAsFinal,
  message,
  sendError,
  sendThroughTestGateway,
  startTestGateway,
} from './test-gateway';

const credentials = { clientId: 'qoohqvcp', clientSecret: 'sgrorne', senderId: 'Abrantie' };

const hubtel = (apiUrl: string, timeoutMs = 2_000) =>
  createHubtelProvider({ ...credentials, baseUrl: apiUrl, timeoutMs, fetchImpl: fetch });

/** The sample answer of businessdocs-developers.hubtel.com/docs/simple-messaging. */
const accepted = {
  rate: 0.0309,
  messageId: '9c5f3edc-529e-4182-959b-aeb17b9ddad4',
  status: 0,
  networkId: '62001',
  clientReference: null,
  statusDescription: 'request submitted successfully',
};

describe('Hubtel adapter', () => {
  it('posts { From, To, Content } with Basic auth, the number without +, and reads the messageId', async () => {
    const { receipt, request } = await sendThroughTestGateway(hubtel, '/v1/messages/send', 201, accepted);

    expect(receipt).toEqual({
      provider: 'hubtel',
      providerMessageId: '9c5f3edc-529e-4182-959b-aeb17b9ddad4',
    });
    // Basic auth only: the secret stays out of the URL.
    expect([...request.query.keys()]).toEqual([]);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('qoohqvcp:sgrorne').toString('base64')}`);
    expect(JSON.parse(request.body)).toEqual({
      From: 'Abrantie',
      To: '233241112233',
      Content: message.body,
    });
  });

  it('keeps a path prefix of SMS_API_URL (a proxy) before the documented path', async () => {
    const behindProxy = (apiUrl: string) => hubtel(`${apiUrl}/hubtel/`);
    await sendThroughTestGateway(behindProxy, '/hubtel/v1/messages/send', 200, accepted);
  });

  itSendsToTheDocumentedHost(
    (fetchImpl) => createHubtelProvider({ ...credentials, timeoutMs: 2_000, fetchImpl }),
    accepted,
    'https://sms.hubtel.com/v1/messages/send',
  );

  itTakesRefusalsAsFinal(
    'Hubtel',
    hubtel,
    [
      [401, 'The request authorization failed.'],
      [402, 'Your account does not have enough messaging credit to send the message.'],
      [400, 'Invalid Destination address received.'],
      [403, 'The recipient has not given his/her approval to receive messages.'],
    ],
    (statusDescription) => ({ status: 1, statusDescription }),
    'sgrorne',
  );

  it('a 200 whose status is not 0 is final', async () => {
    const error = await errorForAnswer(hubtel, 200, {
      status: 6,
      statusDescription: 'The message content was rejected',
    });
    expect(error).toMatchObject({ retryable: false, status: 200 });
    expect(error.message).toContain('The message content was rejected');
  });

  it.each([
    ['the older PascalCase answer', { MessageId: 'f2665231-522f', Rate: 1, NetworkId: '62002', Status: 0 }],
    [
      'the developer portal answer',
      {
        message: 'Success',
        responseCode: '0000',
        data: { rate: 0.03, messageId: 'f2665231-522f', status: '0' },
      },
    ],
  ])('reads %s the same way', async (_shape, body) => {
    const { receipt } = await sendThroughTestGateway(hubtel, '/v1/messages/send', 200, body);
    expect(receipt).toEqual({ provider: 'hubtel', providerMessageId: 'f2665231-522f' });
  });

  it('a 200 it cannot read is final: the message may have gone, and five copies would be worse', async () => {
    const gateway = await startTestGateway((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>Proxy login</html>');
    });
    const error = await sendError(hubtel(gateway.url).send(message));
    expect(error).toMatchObject({ retryable: false, status: 200 });
    expect(error.message).toContain('<html>Proxy login</html>');
  });

  itMapsGatewayFailures((apiUrl, timeoutMs) => hubtel(apiUrl, timeoutMs));
});
