import { Readable } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Expression, type SqlBool, sql } from 'kysely';
import { type PagedList, pageWindow, phoneDigitsOfQuery, searchText } from '../../shared/list-query';

/**
 * The server's half of the list contract (docs/lists.md): a page with its count and sums, the old
 * whole array streamed in batches, and the search's SQL. Each list's repository supplies the queries.
 */

/** Rows read per batch when a whole list is streamed: small enough that no batch holds the loop long. */
export const STREAM_BATCH = 500;

/** `%text%` with LIKE's own wildcards taken literally (used with `escape '\'`). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A case-insensitive substring search over text columns, and over phone columns only when the search
 * is a phone number (`phoneDigitsOfQuery`). Undefined when the search is empty (no condition at all).
 */
export function searchCondition(
  q: string | null | undefined,
  textColumns: readonly string[],
  phoneColumns: readonly string[] = [],
): Expression<SqlBool> | undefined {
  const text = searchText(q);
  if (!text) return undefined;
  const pattern = likePattern(text);
  const matches = textColumns.map(
    (column) => sql<SqlBool>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`,
  );
  const digits = phoneDigitsOfQuery(q);
  if (digits) {
    const phonePattern = likePattern(digits);
    for (const column of phoneColumns) {
      matches.push(sql<SqlBool>`coalesce(${sql.ref(column)}, '') like ${phonePattern} escape '\\'`);
    }
  }
  if (matches.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

/** What a list's repository gives for one page: how many match, their sums, and the page's rows. */
export interface PageQueries<Item, Totals> {
  count(): Promise<number>;
  totals(): Promise<Totals>;
  rows(limit: number, offset: number): Promise<Item[]>;
}

/**
 * A page's `count` and `totals` from one query, run once: the matches are read in one pass for both,
 * not once for the count and again for the sums.
 */
export function summaryOnce<Totals>(
  read: () => Promise<{ total: number; totals: Totals }>,
): Pick<PageQueries<never, Totals>, 'count' | 'totals'> {
  const summary = once(read);
  return { count: async () => (await summary()).total, totals: async () => (await summary()).totals };
}

/** `make` run at the first call only; every call answers its promise (a page's shared query parts). */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** One page of a list in the envelope; a page past the end has no items and the real total. */
export async function readPage<Item, Totals>(
  query: { page?: number | undefined; pageSize?: number | undefined },
  queries: PageQueries<Item, Totals>,
): Promise<PagedList<Item, Totals>> {
  const { page, pageSize, offset } = pageWindow(query);
  const total = await queries.count();
  const totals = await queries.totals();
  const items = offset < total ? await queries.rows(pageSize, offset) : [];
  return { items, total, page, pageSize, totals };
}

/**
 * A whole list read batch after batch by offset, in the list's own order. Each batch is its own query,
 * so the database connection is free between batches for every other request.
 */
export async function* offsetBatches<Item>(
  rows: (limit: number, offset: number) => Promise<Item[]>,
  size = STREAM_BATCH,
): AsyncGenerator<Item[]> {
  for (let offset = 0; ; offset += size) {
    const batch = await rows(size, offset);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
  }
}

/**
 * A whole table read batch after batch by its key (the all-data workbook, docs/decisions/120): each
 * batch starts after the last row of the one before, so no row is walked twice however far it goes.
 */
export async function* keysetBatches<Row>(
  rows: (after: Row | undefined, limit: number) => Promise<Row[]>,
  size = STREAM_BATCH,
): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const batch = await rows(after, size);
    if (batch.length > 0) yield batch;
    after = batch.at(-1);
    if (!after || batch.length < size) return;
  }
}

/** Each batch's rows turned into what the list answers. */
export async function* mapBatches<Item, Out>(
  batches: AsyncIterable<Item[]>,
  map: (item: Item) => Out,
): AsyncGenerator<Out[]> {
  for await (const batch of batches) yield batch.map(map);
}

/** The rows of batches one by one (for an export's workbook writer). */
export async function* eachRow<Item>(batches: AsyncIterable<Item[]>): AsyncGenerator<Item> {
  for await (const batch of batches) yield* batch;
}

/**
 * Sends a whole list as a JSON array written batch by batch (old clients' answer, docs/lists.md): the
 * list is never held in memory, the event loop is given back between batches, and the reading stops
 * as soon as the client has gone.
 */
export function sendJsonArray<Item>(
  request: FastifyRequest,
  reply: FastifyReply,
  batches: AsyncIterable<Item[]>,
  toJson: (item: Item) => unknown = (item) => item,
) {
  const gone = () => request.raw.destroyed || reply.raw.destroyed;
  async function* body() {
    yield '[';
    let first = true;
    for await (const batch of batches) {
      if (gone()) return;
      let chunk = '';
      for (const item of batch) {
        chunk += (first ? '' : ',') + JSON.stringify(toJson(item));
        first = false;
      }
      yield chunk;
      await yieldToEventLoop();
    }
    yield ']';
  }
  return reply.type('application/json; charset=utf-8').send(Readable.from(body()));
}
