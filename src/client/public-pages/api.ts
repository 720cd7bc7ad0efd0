/**
 * How the public pages ask the server: each answer is the data, or why there is none, as the page
 * shows it: `notFound` (an unknown or replaced link, a plain page), `offline` (no network: a message
 * with Retry), or `refused` with the server's own message (an amount out of bounds).
 */
export type Answer<T> =
  | { ok: true; data: T }
  | { ok: false; problem: 'notFound' }
  | { ok: false; problem: 'offline' }
  | { ok: false; problem: 'refused'; message: string };

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export async function ask<T>(url: string, body?: unknown): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(
      url,
      body === undefined
        ? { headers: { accept: 'application/json' } }
        : {
            method: 'POST',
            headers: { accept: 'application/json', 'content-type': 'application/json' },
            body: JSON.stringify(body),
          },
    );
  } catch {
    return { ok: false, problem: 'offline' };
  }
  if (response.status === 404) return { ok: false, problem: 'notFound' };
  const data = (await response.json().catch(() => null)) as (T & { message?: unknown }) | null;
  if (response.ok && data !== null) return { ok: true, data };
  // A gateway's answer while the server is down reads as the network's fault: trying again helps.
  if (response.status >= 502 && response.status <= 504) return { ok: false, problem: 'offline' };
  const message = typeof data?.message === 'string' && data.message ? data.message : FALLBACK_MESSAGE;
  return { ok: false, problem: 'refused', message };
}
