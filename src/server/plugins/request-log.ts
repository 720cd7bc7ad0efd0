import type { FastifyInstance } from 'fastify';

/**
 * One JSON line per request: method, path, status, duration. Only the path is logged (no query
 * string, headers or body), so no password, cookie or session token can reach the logs.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0];
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
