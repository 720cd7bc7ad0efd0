import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connection';

declare module 'fastify' {
  interface FastifyRequest {
    /** The list's data version read before a cacheable list was queried. */
    listVersion: number | null;
  }
}

const gzip = promisify(zlib.gzip);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether an Accept-Encoding header takes gzip (every browser's does). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = params.find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

interface CacheEntry {
  version: number;
  body: string;
  /** Compressed once per version, on the first request that takes gzip. */
  gzipped?: Promise<Buffer>;
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
 * Browsers get the list gzipped (a 5,000-row list is about 1.2 MB as JSON and under 150 KB gzipped),
 * compressed once per version rather than once per request.
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
  const cache = new Map<string, CacheEntry>();
  const isCacheable = (request: FastifyRequest) =>
    request.method === 'GET' && byPath.has(request.url) && request.routeOptions.url === request.url;
  // Weak: the gzipped and the plain answer are the same list.
  const etagOf = (version: number) => `W/"v${version}"`;
  const isCurrent = (request: FastifyRequest, version: number) =>
    (request.headers['if-none-match'] ?? '')
      .split(',')
      .some((tag) => tag.trim().replace(/^W\//, '') === `"v${version}"`);

  /** The entry's body, gzipped when the client takes it. */
  const encoded = async (request: FastifyRequest, reply: FastifyReply, entry: CacheEntry) => {
    if (!acceptsGzip(request.headers['accept-encoding'])) return entry.body;
    entry.gzipped ??= gzip(entry.body);
    reply.header('content-encoding', 'gzip');
    return entry.gzipped;
  };
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
    reply
      .header('etag', etagOf(version))
      .header('cache-control', 'private, no-cache')
      .header('vary', 'accept-encoding');
    if (isCurrent(request, version)) return reply.code(304).send();
    const hit = cache.get(request.url);
    if (hit?.version === version) {
      return reply.type('application/json; charset=utf-8').send(await encoded(request, reply, hit));
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400) return payload;
    if (request.method === 'GET') {
      const version = request.listVersion;
      // A gzipped hit arrives here as a Buffer, already encoded; a string is the plain list.
      if (version === null || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      let entry = cache.get(request.url);
      if (entry?.version !== version) {
        entry = { version, body: payload };
        cache.set(request.url, entry);
      }
      return encoded(request, reply, entry);
    }
    // Only writes move a counter: HEAD (which Fastify answers for every GET route) is a read.
    if (!WRITE_METHODS.has(request.method)) return payload;
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/')) return payload;
    for (const name of changedLists(route)) {
      await sql`insert into data_version (name, version) values (${name}, 1)
        on conflict (name) do update set version = data_version.version + 1`.execute(db);
    }
    return payload;
  });
}
