import { describe, expect, it } from 'vitest';
import { createHubtelProvider, HUBTEL_BASE_URL } from './hubtel';
import {
  answerJson,
  itMapsGatewayFailures,
  message,
  sendError,
  startTestGateway,
  theJsonPost,
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
    const gateway = await startTestGateway((_request, response) => answerJson(response, 201, accepted));

    const receipt = await hubtel(gateway.url).send(message);

    expect(receipt).toEqual({
      provider: 'hubtel',
      providerMessageId: '9c5f3edc-529e-4182-959b-aeb17b9ddad4',
    });
    const request = theJsonPost(gateway, '/v1/messages/send');
    // Basic auth only: the secret stays out of the URL.
    expect([...request!.query.keys()]).toEqual([]);
    expect(request!.headers.authorization).toBe(
      `Basic ${Buffer.from('qoohqvcp:sgrorne').toString('base64')}`,
    );
    expect(JSON.parse(request!.body)).toEqual({
      From: 'Abrantie',
      To: '233241112233',
      Content: message.body,
    });
  });

  it('keeps a path prefix of SMS_API_URL (a proxy) before the documented path', async () => {
    const gateway = await startTestGateway((_request, response) => answerJson(response, 200, accepted));
    await hubtel(`${gateway.url}/hubtel/`).send(message);
    expect(gateway.received[0]!.path).toBe('/hubtel/v1/messages/send');
  });

  it('sends to the documented host when no SMS_API_URL is set', async () => {
    const urls: string[] = [];
    const provider = createHubtelProvider({
      ...credentials,
      timeoutMs: 2_000,
      fetchImpl: async (input) => {
        urls.push(String(input));
        return new Response(JSON.stringify(accepted), { status: 200 });
      },
    });
    await provider.send(message);
    expect(urls).toEqual([`${HUBTEL_BASE_URL}/v1/messages/send`]);
    expect(HUBTEL_BASE_URL).toBe('https://sms.hubtel.com');
  });

  it.each([
    [401, 'The request authorization failed.'],
    [402, 'Your account does not have enough messaging credit to send the message.'],
    [400, 'Invalid Destination address received.'],
    [403, 'The recipient has not given his/her approval to receive messages.'],
  ])('a %i answer is final and carries what Hubtel said', async (status, statusDescription) => {
    const gateway = await startTestGateway((_request, response) =>
      answerJson(response, status, { status: 1, statusDescription }),
    );
    const error = await sendError(hubtel(gateway.url).send(message));
    expect(error.retryable).toBe(false);
    expect(error.status).toBe(status);
    expect(error.message).toBe(`Hubtel answered ${status}: ${statusDescription}`);
    expect(error.message).not.toContain('sgrorne');
  });

  it('a 200 whose status is not 0 is final', async () => {
    const gateway = await startTestGateway((_request, response) =>
      answerJson(response, 200, { status: 6, statusDescription: 'The message content was rejected' }),
    );
    const error = await sendError(hubtel(gateway.url).send(message));
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
    const gateway = await startTestGateway((_request, response) => answerJson(response, 200, body));
    const receipt = await hubtel(gateway.url).send(message);
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
