import type { FastifyInstance } from 'fastify';
import { PAYMENT_WEBHOOKS_PREFIX, PUBLIC_API_PREFIX, PUBLIC_PAGE_PREFIXES } from '../../shared/paths';
import { TooManyAttempts } from '../lib/http-error';

/** Per client address, per minute (docs/collect.md §1). */
export const PUBLIC_REQUESTS_PER_MINUTE = 60;
const WINDOW_MS = 60_000;
/** Past this many addresses, the ones whose minute is over are swept before a new one is counted. */
const SWEEP_ABOVE = 10_000;

export const PUBLIC_RATE_MESSAGE = 'Too many requests from this address. Please wait a minute and try again.';

const PUBLIC_PREFIXES = [PUBLIC_API_PREFIX, ...PUBLIC_PAGE_PREFIXES];

/** Whether a path is on the public surface (statement links, their pages, the payment webhooks). */
export function isPublicPath(path: string): boolean {
  return PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * A path as the logs may hold it: a statement token and a payment reference are keys to a tenant's
 * statement, so they never reach a log line (docs/collect.md §1).
 */
export function redactPublicPath(path: string): string {
  return path
    .replace(/^\/s\/[^/?#]+/, '/s/[token]')
    .replace(/^\/api\/public\/statements\/[^/?#]+/, '/api/public/statements/[token]')
    .replace(
      /^\/api\/public\/statements\/\[token\]\/pay\/[^/?#]+/,
      '/api/public/statements/[token]/pay/[reference]',
    )
    .replace(/\/pay\/test\/[^/?#]+/, '/pay/test/[reference]');
}

/**
 * A fixed one-minute window per client address, in this process's memory (decision 154): several
 * processes each allow their own 60, which bounds a scraper as well while costing no database write
 * per public request.
 */
export function createRateLimiter(limit = PUBLIC_REQUESTS_PER_MINUTE, windowMs = WINDOW_MS) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one request; the seconds to wait when it is over the limit, else null. */
    take(address: string, now = Date.now()): number | null {
      if (windows.size > SWEEP_ABOVE) {
        for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
      }
      const window = windows.get(address);
      if (!window || now - window.start >= windowMs) {
        windows.set(address, { start: now, count: 1 });
        return null;
      }
      window.count += 1;
      return window.count > limit ? (window.start + windowMs - now) / 1000 : null;
    },
  };
}

/**
 * The public surface (docs/collect.md §1): every answer under `/api/public/`, `/s/` and `/pay/test/`
 * says `X-Robots-Tag: noindex` (404s and 429s too), and each client address may make 60 requests a
 * minute (`PUBLIC_REQUESTS_PER_MINUTE` raises it where many tenants share one address, e.g. behind
 * a mobile network's shared address); the providers' webhooks are not counted (few senders, each verified on its own).
 */
export function registerPublicRoutes(app: FastifyInstance, requestsPerMinute = PUBLIC_REQUESTS_PER_MINUTE) {
  const limiter = createRateLimiter(requestsPerMinute);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!isPublicPath(path)) return;
    reply.header('x-robots-tag', 'noindex');
    if (path.startsWith(PAYMENT_WEBHOOKS_PREFIX)) return;
    const wait = limiter.take(request.ip);
    if (wait !== null) throw new TooManyAttempts(PUBLIC_RATE_MESSAGE, wait);
  });
}
