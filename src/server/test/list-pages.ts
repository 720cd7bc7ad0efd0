import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { okBody } from './api-checks';
import type { TestApp } from './test-app';

/** A GET as the test's signed-in user. */
type Get = (url: string) => Promise<LightMyRequestResponse>;

/**
 * Every page of a list query (docs/lists.md), walked with `pageSize`: each page echoes its number
 * and size and the same totals, the pages add up to the total, and no item (by `idOf`, else its
 * `_id`) shows twice.
 */
export async function everyPage<T>(
  get: Get,
  path: string,
  query: string,
  pageSize: number,
  idOf: (item: T) => string = (item) => (item as { _id: string })._id,
): Promise<{ items: T[]; total: number; totals: unknown }> {
  const items: T[] = [];
  let total = -1;
  let totals: unknown;
  for (let page = 1; ; page += 1) {
    expect(page, 'a list that never ends').toBeLessThan(500);
    const body = okBody(await get(`${path}?${query}${query ? '&' : ''}page=${page}&pageSize=${pageSize}`));
    expect(body).toMatchObject({ page, pageSize });
    if (page === 1) totals = body.totals;
    else expect(body.totals).toEqual(totals);
    total = body.total;
    items.push(...body.items);
    if (body.items.length < pageSize) break;
  }
  expect(items).toHaveLength(total);
  expect(new Set(items.map(idOf)).size).toBe(items.length);
  return { items, total, totals };
}

/**
 * The ids of `rows` in the order of the old whole array: `key` latest first, then id, also latest
 * first (docs/lists.md).
 */
export function idsLatestFirst<R extends { id: string }>(
  rows: readonly R[],
  key: (row: R) => string,
): string[] {
  const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
  return [...rows].sort((a, b) => descending(key(a), key(b)) || descending(a.id, b.id)).map((row) => row.id);
}

/** `created_at` of the i-th of many rows stored at once: seven distinct times, so ties need the id. */
export const createdAtOf = (i: number) => new Date(Date.UTC(2026, 0, 1) + (i % 7) * 1000).toISOString();

/**
 * A bad list parameter: the list and its export each answer 400 naming exactly `name`, and the
 * table's rows are as they were.
 */
export async function expectRefusedOnListAndExport(
  get: Get,
  urls: readonly string[],
  name: string,
  rows: () => Promise<unknown[]>,
) {
  const before = await rows();
  expect(before.length, 'rows to keep unchanged').toBeGreaterThan(0);
  for (const url of urls) {
    const response = await get(url);
    expect(response.statusCode, url).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual([name]);
  }
  expect(await rows()).toEqual(before);
}

/** The records of `ids`, in that order, each as its single GET (`urlOf`) shows it. */
export async function asSingleGets<T>(
  get: Get,
  ids: readonly string[],
  urlOf: (id: string) => string,
): Promise<T[]> {
  const answers: T[] = [];
  for (const id of ids) answers.push(okBody(await get(urlOf(id))));
  return answers;
}

/**
 * A list of records without sums as old clients had it: the account's rows of `table` newest first,
 * each as its single GET (`urlOf`) shows it.
 */
export async function latestFirstAsSingleGets<T>(
  t: Pick<TestApp, 'handle' | 'accountId'>,
  get: Get,
  table: 'apartments' | 'vehicles',
  urlOf: (id: string) => string,
): Promise<T[]> {
  const rows = await t.handle.db
    .selectFrom(table)
    .select(['id', 'created_at'])
    .where('account_id', '=', t.accountId)
    .execute();
  return asSingleGets(
    get,
    idsLatestFirst(rows, (row) => row.created_at),
    urlOf,
  );
}

/** Every page of a list without sums (pages of 2 by default): its `totals` is always `{}`. */
export async function pagesWithoutTotals<T>(get: Get, path: string, query: string, pageSize = 2) {
  const { items, total, totals } = await everyPage<T>(get, path, query, pageSize);
  expect(totals).toEqual({});
  return { items, total };
}
