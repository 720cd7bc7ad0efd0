import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connection';

declare module 'fastify' {
  interface FastifyRequest {
    /** The data version read before a cacheable list was queried. */
    listVersion: number | null;
  }
}

const NOT_DATA_WRITES = new Set(['/api/login', '/api/logout', '/api/setup']);

/**
 * Serves the big list endpoints from memory while nothing has changed. Every successful write bumps
 * one counter in the database (before its answer is sent), so every process, however many share
 * the database, sees a write at once; a list is re-read only when the counter has moved. The
 * counter is also the list's ETag: a phone that already holds the list gets a bodiless 304.
 */
export function registerListCache(app: FastifyInstance, db: Db, paths: readonly string[]) {
  const cacheable = new Set(paths);
  const cache = new Map<string, { version: number; body: string }>();
  const isCacheable = (request: FastifyRequest) =>
    request.method === 'GET' && cacheable.has(request.url) && request.routeOptions.url === request.url;
  const etagOf = (version: number) => `"v${version}"`;

  const currentVersion = async () => {
    const row = await db.selectFrom('data_version').select('version').where('id', '=', 1).executeTakeFirst();
    return Number(row?.version ?? 0);
  };

  app.decorateRequest('listVersion', null);

  // Registered after authentication, so a cached list is never shown to a visitor without a session.
  app.addHook('onRequest', async (request, reply) => {
    if (!isCacheable(request)) return;
    const version = await currentVersion();
    request.listVersion = version;
    reply.header('etag', etagOf(version)).header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === etagOf(version)) return reply.code(304).send();
    const hit = cache.get(request.url);
    if (hit?.version === version) return reply.type('application/json; charset=utf-8').send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400) return payload;
    if (request.method === 'GET') {
      if (request.listVersion !== null && reply.statusCode === 200 && typeof payload === 'string') {
        cache.set(request.url, { version: request.listVersion, body: payload });
      }
      return payload;
    }
    if (request.url.startsWith('/api/') && !NOT_DATA_WRITES.has(request.url)) {
      await sql`update data_version set version = version + 1 where id = 1`.execute(db);
    }
    return payload;
  });
}
