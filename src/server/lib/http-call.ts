/**
 * One HTTP call to an outside service (an SMS gateway, a payment provider), shared by their adapters
 * (docs/reminders.md §4, docs/collect.md §2). The adapters turn a failure into their own error type.
 */

/** What the adapters need of `fetch`; tests may pass their own. */
export type FetchLike = typeof fetch;

export interface HttpCall {
  /** The service as people know it ("Hubtel"), for the errors shown in Settings. */
  label: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  signal?: AbortSignal;
  fetchImpl: FetchLike;
}

export interface HttpAnswer {
  status: number;
  text: string;
  /** The body read as JSON; undefined when it is not JSON. */
  json: unknown;
}

/**
 * The call got no answer: it timed out, was cancelled by the caller, or the connection was refused
 * or dropped. Always worth trying again later; the message says which, for Settings and the logs.
 */
export class HttpCallFailure extends Error {
  readonly reason: 'timeout' | 'cancelled' | 'network';
  constructor(message: string, reason: HttpCallFailure['reason'], cause: unknown) {
    super(message, { cause });
    this.name = 'HttpCallFailure';
    this.reason = reason;
  }
}

/**
 * One call, bounded by `timeoutMs` from the request until the whole answer is read (a service that
 * sends headers and then stalls is as stuck as one that never answers). Answers of every status are
 * returned; only no answer at all throws, as the caller's own error made by `noAnswer` from the
 * HttpCallFailure (a payment provider's PaymentProviderError, a gateway's SmsSendError), which is
 * always worth retrying.
 */
export async function httpCall<E extends Error>(
  call: HttpCall,
  noAnswer: (failure: HttpCallFailure) => E,
): Promise<HttpAnswer> {
  try {
    return await callOnce(call);
  } catch (error) {
    if (error instanceof HttpCallFailure) throw noAnswer(error);
    throw error;
  }
}

async function callOnce(call: HttpCall): Promise<HttpAnswer> {
  const { label, timeoutMs, signal } = call;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await call.fetchImpl(call.url, {
      method: call.method,
      headers: call.headers,
      body: call.body,
      signal: controller.signal,
    });
    const text = await response.text();
    return { status: response.status, text, json: parseJson(text) };
  } catch (error) {
    if (timedOut) {
      throw new HttpCallFailure(`${label} did not answer within ${timeoutMs} ms`, 'timeout', error);
    }
    if (signal?.aborted) throw new HttpCallFailure(`The call to ${label} was cancelled`, 'cancelled', error);
    throw new HttpCallFailure(`${label} could not be reached: ${networkReason(error)}`, 'network', error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Timeouts aside, the statuses that say "not now" rather than "not this request". */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** The first non-empty text among `keys` of a JSON object answer, else an excerpt of the raw body. */
export function answerDetail(answer: HttpAnswer, keys: readonly string[]): string {
  if (isRecord(answer.json)) {
    for (const key of keys) {
      const value = answer.json[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return excerpt(answer.text) || 'no details given';
}

/** `base` (with or without a path prefix, e.g. a proxy's) followed by the documented path. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One line of at most 200 characters of an answer's body, for an error message. */
export function excerpt(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 200 ? `${oneLine.slice(0, 200)}…` : oneLine;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Node's fetch says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND…) is in its cause. */
function networkReason(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) {
    if (cause.message) return cause.message;
    if ('code' in cause && typeof cause.code === 'string') return cause.code;
  }
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
