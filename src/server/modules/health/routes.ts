import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared/paths';
import { ping } from '../../db/connection';

const HEALTH_TIMEOUT_MS = 2000;

export async function healthRoutes(app: FastifyInstance) {
  app.get(api.health, { config: { public: true } }, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        ping(app.db),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database did not answer in time')), HEALTH_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
