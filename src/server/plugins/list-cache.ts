import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connection';

declare module 'fastify' {
  interface FastifyRequest {
    /** The list's data version read before a cacheable list was queried. */
    listVersion: number | null;
  }
}

export interface CachedList {
  /** The list endpoint, e.g. `/api/apartment/all_payments`. */
  path: string;
  /** Route paths (or prefixes of them, like `/api/edit/rent_record/`) whose writes change the list. */
  changedBy: readonly string[];
}

/**
 * Serves the big list endpoints from memory while nothing has changed. Each list has a counter in
 * the database, bumped by every successful write that changes it before that write is answered, so
 * every process sharing the database sees a write at once; a list is re-read only when its counter
 * has moved. The counter is also the list's ETag: a phone that already holds the list gets a 304.
 */
export function registerListCache(
  app: FastifyInstance,
  db: Db,
  {
    lists,
    unaffectedBy,
  }: { lists: readonly CachedList[] /** Writes known to change no list. */; unaffectedBy: readonly string[] },
) {
  const byPath = new Map(lists.map((list) => [list.path, list]));
  const cache = new Map<string, { version: number; body: string }>();
  const isCacheable = (request: FastifyRequest) =>
    request.method === 'GET' && byPath.has(request.url) && request.routeOptions.url === request.url;
  const etagOf = (version: number) => `"v${version}"`;
  const matches = (route: string, prefixes: readonly string[]) =>
    prefixes.some((prefix) => route === prefix || (prefix.endsWith('/') && route.startsWith(prefix)));

  /** The lists a write changes: those naming it; a write nobody named refreshes them all, to be safe. */
  const changedLists = (route: string): string[] => {
    const named = lists.filter((list) => matches(route, list.changedBy)).map((list) => list.path);
    if (named.length > 0 || matches(route, unaffectedBy)) return named;
    return lists.map((list) => list.path);
  };

  const currentVersion = async (path: string) => {
    const row = await db
      .selectFrom('data_version')
      .select('version')
      .where('name', '=', path)
      .executeTakeFirst();
    return Number(row?.version ?? 0);
  };

  app.decorateRequest('listVersion', null);

  // Registered after authentication, so a cached list is never shown to a visitor without a session.
  app.addHook('onRequest', async (request, reply) => {
    if (!isCacheable(request)) return;
    const version = await currentVersion(request.url);
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
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/')) return payload;
    for (const name of changedLists(route)) {
      await sql`insert into data_version (name, version) values (${name}, 1)
        on conflict (name) do update set version = data_version.version + 1`.execute(db);
    }
    return payload;
  });
}
