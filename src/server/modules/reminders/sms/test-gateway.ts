import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { afterEach, expect, it } from 'vitest';
import type { FetchLike } from './gateway-request';
import { type SmsProvider, type SmsReceipt, SmsSendError } from './types';

// A stand-in for an SMS gateway on 127.0.0.1: the adapter tests point `apiUrl` here, check the
// request each provider documents and answer as it documents. Nothing in them reaches the internet.

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export type GatewayHandler = (request: ReceivedRequest, response: ServerResponse) => void;

export interface TestGateway {
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

const open = new Set<TestGateway>();

afterEach(async () => {
  await Promise.all([...open].map((gateway) => gateway.close()));
});

/** Listens on 127.0.0.1, on a free port; closed after each test. */
export async function startTestGateway(handler: GatewayHandler): Promise<TestGateway> {
  const received: ReceivedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const request: ReceivedRequest = {
        method: incoming.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      handler(request, response);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the test gateway has no port');
  const gateway: TestGateway = {
    url: `http://127.0.0.1:${address.port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        open.delete(gateway);
        // A gateway that never answers keeps its connections open; close() alone would wait for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  open.add(gateway);
  return gateway;
}

export function answerJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** A URL on this machine where nothing listens any more: connecting is refused. */
export async function refusedUrl(): Promise<string> {
  const gateway = await startTestGateway(() => {});
  await gateway.close();
  return gateway.url;
}

/** The SmsSendError a send rejects with (fails the test when it resolves or rejects otherwise). */
export async function sendError(sending: Promise<unknown>): Promise<SmsSendError> {
  try {
    await sending;
  } catch (error) {
    if (error instanceof SmsSendError) return error;
    throw error;
  }
  throw new Error('the message was accepted; an SmsSendError was expected');
}

export const message = { to: '+233241112233', body: 'Rent of GHC 1,200.00 is due on 1 March.' };

/**
 * The failures every adapter maps the same way, whatever its provider documents: a gateway that is
 * down or busy, or the way to it, is worth another try; a number that is not E.164 is not.
 */
export function itMapsGatewayFailures(create: (apiUrl: string, timeoutMs: number) => SmsProvider): void {
  it.each([500, 502, 503, 429])('a %i answer is a retryable error carrying the status', async (status) => {
    const gateway = await startTestGateway((_request, response) =>
      answerJson(response, status, { message: 'Service temporarily unavailable' }),
    );
    const error = await sendError(create(gateway.url, 2_000).send(message));
    expect(error.retryable).toBe(true);
    expect(error.status).toBe(status);
    expect(error.message).toContain('Service temporarily unavailable');
  });

  it('a 5xx answer that is not JSON is a retryable error too', async () => {
    const gateway = await startTestGateway((_request, response) => {
      response.writeHead(503, { 'content-type': 'text/html' });
      response.end('<html><body>503 Service Unavailable</body></html>');
    });
    const error = await sendError(create(gateway.url, 2_000).send(message));
    expect(error).toMatchObject({ retryable: true, status: 503 });
  });

  it('a gateway that never answers is a retryable timeout within timeoutMs', async () => {
    const gateway = await startTestGateway(() => {});
    const started = performance.now();
    const error = await sendError(create(gateway.url, 200).send(message));
    const elapsed = performance.now() - started;
    expect(error.retryable).toBe(true);
    expect(error.status).toBeUndefined();
    expect(error.message).toContain('did not answer within 200 ms');
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(1_500);
    expect(gateway.received).toHaveLength(1);
  });

  it('a gateway that sends its headers and then stalls times out the same way', async () => {
    const gateway = await startTestGateway((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"status":');
    });
    const error = await sendError(create(gateway.url, 200).send(message));
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('did not answer within 200 ms');
  });

  it('a refused connection is a retryable error naming the reason', async () => {
    const url = await refusedUrl();
    const error = await sendError(create(url, 2_000).send(message));
    expect(error.retryable).toBe(true);
    expect(error.status).toBeUndefined();
    expect(error.message).toContain('ECONNREFUSED');
  });

  it("the caller's signal cancels the request: retryable, as no answer was read", async () => {
    const gateway = await startTestGateway(() => {});
    const controller = new AbortController();
    const sending = create(gateway.url, 5_000).send(message, controller.signal);
    setTimeout(() => controller.abort(), 50);
    const error = await sendError(sending);
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('cancelled');
  });

  it.each(['0241112233', '233241112233', '+233 24 111 2233', ''])(
    'refuses %j without calling the gateway, for good',
    async (to) => {
      const gateway = await startTestGateway((_request, response) => answerJson(response, 500, {}));
      const error = await sendError(create(gateway.url, 2_000).send({ ...message, to }));
      expect(error.retryable).toBe(false);
      expect(error.message).toContain('not an international phone number');
      expect(gateway.received).toHaveLength(0);
    },
  );
}

/** The one request a send made, checked to be a JSON POST to `path` (what all three gateways take). */
export function theJsonPost(gateway: TestGateway, path: string): ReceivedRequest {
  expect(gateway.received).toHaveLength(1);
  const [request] = gateway.received;
  if (!request) throw new Error('no request reached the gateway');
  expect(request.method).toBe('POST');
  expect(request.path).toBe(path);
  expect(request.headers['content-type']).toBe('application/json');
  expect(request.headers.accept).toBe('application/json');
  return request;
}

/** An adapter made to send to a test gateway at `apiUrl`. */
export type ProviderAt = (apiUrl: string, timeoutMs?: number) => SmsProvider;

/**
 * What `create` makes of `message` against a test gateway that answers `status` with JSON `body`:
 * the receipt, and the one request, checked to be a JSON POST to `path`.
 */
export async function sendThroughTestGateway(
  create: ProviderAt,
  path: string,
  status: number,
  body: unknown,
): Promise<{ receipt: SmsReceipt; request: ReceivedRequest }> {
  const gateway = await startTestGateway((_request, response) => answerJson(response, status, body));
  const receipt = await create(gateway.url).send(message);
  return { receipt, request: theJsonPost(gateway, path) };
}

/** The SmsSendError `create` rejects `message` with against a gateway answering `status` with JSON `body`. */
export async function errorForAnswer(
  create: ProviderAt,
  status: number,
  body: unknown,
): Promise<SmsSendError> {
  const gateway = await startTestGateway((_request, response) => answerJson(response, status, body));
  return sendError(create(gateway.url).send(message));
}

/** Without SMS_API_URL the adapter posts to `url`, its provider's documented host and path. */
export function itSendsToTheDocumentedHost(
  create: (fetchImpl: FetchLike) => SmsProvider,
  accepted: unknown,
  url: string,
): void {
  it('sends to the documented host when no SMS_API_URL is set', async () => {
    const urls: string[] = [];
    await create(async (input) => {
      urls.push(String(input));
      return new Response(JSON.stringify(accepted), { status: 200 });
    }).send(message);
    expect(urls).toEqual([url]);
  });
}

/**
 * Each `[status, text]` of `refusals`, answered as `answer(text)`, is a final error that carries the
 * status and the gateway's text, and never `secret` (the key).
 */
export function itTakesRefusalsAsFinal(
  label: string,
  create: ProviderAt,
  refusals: [number, string][],
  answer: (text: string) => unknown,
  secret: string,
): void {
  it.each(refusals)(`a %i answer is final and carries what ${label} said`, async (status, text) => {
    const error = await errorForAnswer(create, status, answer(text));
    expect(error.retryable).toBe(false);
    expect(error.status).toBe(status);
    expect(error.message).toBe(`${label} answered ${status}: ${text}`);
    expect(error.message).not.toContain(secret);
  });
}
