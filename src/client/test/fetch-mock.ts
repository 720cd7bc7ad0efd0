import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
  /** Extra response headers, e.g. `X-Data-Changed`. */
  headers?: Record<string, string>;
}

export type MockHandler = MockReply | ((init: RequestInit, url: string) => MockReply | Promise<MockReply>);

/** A JSON response as the server would send it. */
export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { ...headers, 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces global fetch. `handlers` maps 'METHOD /path' (no query string) to a reply or a function
 * returning one; anything else answers 404. Returns the mock to inspect calls.
 */
export function mockFetch(handlers: Record<string, MockHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const key = `${method} ${new URL(url, 'http://localhost').pathname}`;
    const handler = handlers[key];
    if (!handler) return jsonResponse(404, { message: `No mock for ${key}` });
    const reply = typeof handler === 'function' ? await handler(init, url) : handler;
    return jsonResponse(reply.status ?? 200, reply.body, reply.headers);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to `METHOD /path`, with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return (
        (init?.method ?? 'GET').toUpperCase() === method && new URL(url, 'http://localhost').pathname === path
      );
    })
    .map(([, init]) => ({ init, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined }));
}

/** A promise to settle by hand (e.g. to observe a busy state). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
