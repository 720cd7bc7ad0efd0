import type { FastifyInstance } from 'fastify';
import { redactPublicPath } from './public-routes';

/**
 * One JSON line per request: method, path, status, duration. Only the path is logged (no query
 * string, headers or body), so no password, cookie or session token can reach the logs; a statement
 * link's token and a payment reference are masked (plugins/public-routes.ts).
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const path = redactPublicPath(request.url.split('?')[0] ?? '');
    request.log.info(
      {
        method: request.method,
        path,
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
