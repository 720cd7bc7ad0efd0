import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataKind } from '../../shared/constants';
import type { Db } from '../db/connection';
import { businessToday } from '../lib/business-day';

declare module 'fastify' {
  interface FastifyRequest {
    /** The list's data version read before a cacheable list was queried. */
    listVersion: number | null;
    /** Set on the one request that reads a list afresh while others wait for it. */
    listBuild: { key: string; done(): void } | null;
  }
}

interface CacheEntry {
  version: number;
  /** The business day the list was read on: derived values (arrears, current tenancies) move daily. */
  day: string;
  body: string;
}

/** A list endpoint and the kind of data it shows (its counter's name). */
export interface CachedList {
  /** The list endpoint, e.g. `/api/apartment/all_payments`. */
  path: string;
  kind: DataKind;
  /**
   * Other kinds it is made of (the alert feed reads tenancies, contracts, vehicles…): its version is
   * the sum of all their counters, which grows whenever any of them moves.
   */
  alsoKinds?: readonly DataKind[];
  /** A user whose list holds more than the business's (the alert feed of the server's Admin): read afresh. */
  uncached?: (request: FastifyRequest) => Promise<boolean>;
}

/** At most this many lists stay in memory (a few hundred accounts' lists would otherwise add up). */
export const MAX_CACHED_LISTS = 64;

/**
 * Serves the big list endpoints from memory while nothing has changed. Each account's list has a
 * counter in the database (`list_versions`), moved by the transaction of every write that changes
 * it (lib/service-context.ts `runWrite`), so a second process, a seed script or a scheduled job is
 * seen at once; a list is re-read only when its counter has moved. The counter is also the list's
 * ETag: a phone that already holds the list gets a 304. The answer is compressed on its way out like
 * every other (plugins/compression.ts). Only the polled alert feed uses it (docs/decisions/083-*).
 */
export function registerListCache(app: FastifyInstance, db: Db, lists: readonly CachedList[]) {
  const byPath = new Map(lists.map((list) => [list.path, list]));
  /** Keyed by account and path; a Map keeps insertion order, which makes it a small LRU. */
  const cache = new Map<string, CacheEntry>();
  const isCacheable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    request.user !== null &&
    byPath.has(request.url) &&
    request.routeOptions.url === request.url;
  const keyOf = (request: FastifyRequest) => `${request.user?.account._id}\u0000${request.url}`;
  // Weak: the compressed and the plain answer are the same list. The account is in the tag, so a phone
  // signed in to another business never takes one account's list for another's.
  // The day is in the tag too: a rent record's arrears or a unit's current tenancy change at midnight
  // with nothing written (docs/ledger.md §1).
  const etagOf = (request: FastifyRequest, version: number) =>
    `W/"${request.user?.account._id}.${version}.${businessToday().replaceAll('-', '')}"`;
  const isCurrent = (request: FastifyRequest, version: number) => {
    const tag = etagOf(request, version).replace(/^W\//, '');
    return (request.headers['if-none-match'] ?? '')
      .split(',')
      .some((each) => each.trim().replace(/^W\//, '') === tag);
  };

  const currentVersion = async (request: FastifyRequest) => {
    const list = byPath.get(request.url);
    if (!list?.alsoKinds?.length) {
      const row = await db
        .selectFrom('list_versions')
        .select('version')
        .where('account_id', '=', request.user?.account._id ?? '')
        .where('list', '=', list?.kind ?? '')
        .executeTakeFirst();
      return Number(row?.version ?? 0);
    }
    const row = await db
      .selectFrom('list_versions')
      .select((eb) => eb.fn.sum<number | string>('version').as('version'))
      .where('account_id', '=', request.user?.account._id ?? '')
      .where('list', 'in', [list.kind, ...list.alsoKinds])
      .executeTakeFirst();
    return Number(row?.version ?? 0);
  };

  const remember = (key: string, entry: CacheEntry) => {
    cache.delete(key);
    cache.set(key, entry);
    while (cache.size > MAX_CACHED_LISTS) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
  };

  /**
   * Reads under way, by key and version: after a write, the requests that arrive for the same new
   * version wait for the first one's read instead of each reading the whole list again at once.
   */
  const building = new Map<string, { version: number; day: string; done: Promise<void> }>();
  const finishBuild = (request: FastifyRequest) => {
    const build = request.listBuild;
    if (!build) return;
    request.listBuild = null;
    building.delete(build.key);
    build.done();
  };

  app.decorateRequest('listVersion', null);
  app.decorateRequest('listBuild', null);

  // Registered after authentication, so a cached list is never shown to a visitor without a session.
  app.addHook('onRequest', async (request, reply) => {
    if (!isCacheable(request) || (await byPath.get(request.url)?.uncached?.(request))) return;
    const version = await currentVersion(request);
    request.listVersion = version;
    reply
      .header('etag', etagOf(request, version))
      .header('cache-control', 'private, no-cache')
      .header('vary', 'accept-encoding');
    if (isCurrent(request, version)) return reply.code(304).send();
    const key = keyOf(request);
    const day = businessToday();
    const current = () => {
      const entry = cache.get(key);
      return entry?.version === version && entry.day === day ? entry : undefined;
    };
    const pending = building.get(key);
    if (!current() && pending?.version === version && pending.day === day) await pending.done;
    const hit = current();
    if (hit) {
      remember(key, hit);
      return reply.type('application/json; charset=utf-8').send(hit.body);
    }
    if (!building.has(key)) {
      let done = () => {};
      building.set(key, { version, day, done: new Promise<void>((resolve) => (done = resolve)) });
      request.listBuild = { key, done };
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const version = request.listVersion;
    if (version === null || reply.statusCode !== 200 || typeof payload !== 'string') {
      finishBuild(request);
      return payload;
    }
    const key = keyOf(request);
    let entry = cache.get(key);
    if (entry?.version !== version || entry.day !== businessToday()) {
      entry = { version, day: businessToday(), body: payload };
      remember(key, entry);
    }
    finishBuild(request);
    // Compressed on its way out like every other answer (plugins/compression.ts).
    return entry.body;
  });

  // A read that failed or was cut off lets the waiting requests go and read for themselves.
  app.addHook('onResponse', async (request) => finishBuild(request));
  app.addHook('onRequestAbort', async (request) => finishBuild(request));
}
