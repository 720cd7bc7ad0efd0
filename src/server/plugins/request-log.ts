import type { FastifyInstance } from 'fastify';

/**
 * A statement link's token is its only key (docs/collect.md §1): in the public pages' paths and
 * their API's, it is logged as `…`.
 */
const TOKEN_IN_PATH = /^(\/s\/|\/api\/public\/statements\/)[^/?]+/;

/** The path as logged: no query string, and no statement link's token. */
export function loggedPath(url: string): string {
  return (url.split('?')[0] ?? '').replace(TOKEN_IN_PATH, '$1…');
}

/**
 * One JSON line per request: method, path, status, duration. Only the path is logged (no query
 * string, headers or body), so no password, cookie or session token can reach the logs.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: loggedPath(request.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
