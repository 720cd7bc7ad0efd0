import { DATA_CHANGED_HEADER, DATA_KINDS, type DataKind, MESSAGES } from '../../shared/constants';
import { reportAnswer, reportNoAnswer } from './connection';
import { dropEarlyAnswers, takeEarlyAnswer } from './early-answers';

/** The fallback shown when the server gives no message (docs/screens.md §8). */
export const DEFAULT_ERROR_MESSAGE: string = MESSAGES.fallbackGeneric;

export interface FieldError {
  path: string;
  message: string;
}

/** Every failed call throws this: the HTTP status (0 when the server was not reached), the message to show and the per-field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldError[];
  /** The answer's whole body, for refusals that say more than a message (an import's rows). */
  readonly body: unknown;

  constructor(status: number, message: string, fieldErrors: FieldError[] = [], body: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The spec's rule: the body's `message`, else its `error`, else the fallback. */
export function errorMessage(body: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    return nonEmptyText(record.message) ?? nonEmptyText(record.error) ?? fallback;
  }
  return fallback;
}

function fieldErrorsOf(body: unknown): FieldError[] {
  if (!body || typeof body !== 'object') return [];
  const errors = (body as Record<string, unknown>).errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { path, message } = item as Record<string, unknown>;
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
}

/** The message to show for any thrown value: an ApiError's own message, else the fallback. */
export function messageOf(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  return isApiError(error) ? error.message : fallback;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. State-changing calls always send a body (`{}` when there is nothing to say). */
  body?: unknown;
  /** Shown when the failed answer carries neither `message` nor `error`. */
  fallback?: string;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

async function send(url: string, init: RequestInit, fallback: string): Promise<Response> {
  let response: Response;
  // A GET may already be under way since the page opened (lib/early-answers.ts); a write makes any
  // such answer out of date.
  const early = init.method === 'GET' ? takeEarlyAnswer(url) : undefined;
  if (init.method !== 'GET') dropEarlyAnswers();
  try {
    response = await (early ?? fetch(url, { credentials: 'same-origin', ...init }));
  } catch (error) {
    if (init.signal?.aborted) throw error;
    // No answer at all: the app is offline until one comes (lib/connection.ts).
    reportNoAnswer();
    throw new ApiError(0, fallback);
  }
  reportAnswer();
  if (!response.ok) {
    const body = await readBody(response);
    throw new ApiError(response.status, errorMessage(body, fallback), fieldErrorsOf(body), body);
  }
  return response;
}

/** The kinds of data a write's answer says it changed (`X-Data-Changed: tenants, payments`); unknown names are ignored. */
export function changedKinds(headers: Headers): DataKind[] {
  const names = (headers.get(DATA_CHANGED_HEADER) ?? '').split(',').map((name) => name.trim());
  return DATA_KINDS.filter((kind) => names.includes(kind));
}

type DataChangedListener = (kinds: DataKind[]) => void;
const dataChangedListeners = new Set<DataChangedListener>();

/**
 * Calls `listener` with the kinds of data every successful write changed, as the server names them.
 * The query client refreshes those (lib/data-changed.ts). Returns the unsubscribe function.
 */
export function onDataChanged(listener: DataChangedListener): () => void {
  dataChangedListeners.add(listener);
  return () => {
    dataChangedListeners.delete(listener);
  };
}

/** One JSON call to the API. Resolves with the parsed body; rejects with an ApiError. */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, fallback = DEFAULT_ERROR_MESSAGE, signal } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const payload = method === 'GET' ? undefined : JSON.stringify(body ?? {});
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  const response = await send(url, { method, headers, body: payload, signal }, fallback);
  const answer = (await readBody(response)) as T;
  if (method !== 'GET') {
    const kinds = changedKinds(response.headers);
    if (kinds.length > 0) for (const listener of dataChangedListeners) listener(kinds);
  }
  return answer;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

/**
 * A multipart POST (the import's file, docs/insight.md §4): the browser sets the content type and
 * its boundary. Tells the query client what changed, as `request` does.
 */
export async function postForm<T>(url: string, form: FormData, options: Options = {}): Promise<T> {
  const { fallback = DEFAULT_ERROR_MESSAGE, signal } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const response = await send(url, { method: 'POST', headers, body: form, signal }, fallback);
  const answer = (await readBody(response)) as T;
  const kinds = changedKinds(response.headers);
  if (kinds.length > 0) for (const listener of dataChangedListeners) listener(kinds);
  return answer;
}

export const apiGet = <T>(url: string, options?: Options) => request<T>(url, { ...options, method: 'GET' });
export const apiPost = <T>(url: string, body?: unknown, options?: Options) =>
  request<T>(url, { ...options, method: 'POST', body });
export const apiPut = <T>(url: string, body?: unknown, options?: Options) =>
  request<T>(url, { ...options, method: 'PUT', body });
/** A DELETE sends `{}`, or `options.body` when the call takes one (a payment's void reason). */
export const apiDelete = <T = { message: string }>(url: string, options?: Options & { body?: unknown }) =>
  request<T>(url, { ...options, method: 'DELETE' });

/**
 * A random key for one action the user means to do once, such as recording a payment: resent with
 * every retry of it, so the server can tell a retry from a second action. Built from
 * `getRandomValues`, which browsers also offer on a plain-HTTP office network (`randomUUID` needs HTTPS).
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Downloads a file (the xlsx exports): fetches it with the session and saves it under `fileName`. */
export async function download(url: string, fileName: string, fallback: string = DEFAULT_ERROR_MESSAGE) {
  const response = await send(url, { method: 'GET' }, fallback);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
