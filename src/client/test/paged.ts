import type { MockReply } from './fetch-mock';

/** The list contract's page envelope (docs/lists.md) as a fake server answers it. */
export function pageReply<Item, Totals>(
  items: readonly Item[],
  totals: Totals,
  options: { total?: number; page?: number; pageSize?: number } = {},
): MockReply {
  return {
    body: {
      items,
      total: options.total ?? items.length,
      page: options.page ?? 1,
      pageSize: options.pageSize ?? 25,
      totals,
    },
  };
}

/** The query parameters of a request's URL, as an object (to compare with what a screen should ask). */
export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}

/** The URLs of every call to `path` so far, in order. */
function callsOf(fetchMock: { mock: { calls: unknown[][] } }, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input instanceof URL ? input.href : input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}

/** The query parameters of every call to `path` (GET) so far. */
export function listRequests(
  fetchMock: { mock: { calls: unknown[][] } },
  path: string,
): Record<string, string>[] {
  return callsOf(fetchMock, path).map((url) => Object.fromEntries(url.searchParams));
}

/** The query strings (without '?') of every call to `path` so far, in order: to check the order of the parameters too. */
export function listSearches(fetchMock: { mock: { calls: unknown[][] } }, path: string): string[] {
  return callsOf(fetchMock, path).map((url) => url.search.slice(1));
}

/**
 * The page a list endpoint answers for `url`: its `page` and `pageSize` (default 1 and 25) of `rows`
 * (already searched, filtered and sorted), `total` all of them, with `totals` as given.
 */
export function pageOf<Row>(rows: readonly Row[], url: string, totals: unknown = {}): MockReply {
  const query = queryOf(url);
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 25);
  return pageReply(rows.slice((page - 1) * pageSize, page * pageSize), totals, {
    total: rows.length,
    page,
    pageSize,
  });
}

/**
 * A fake list endpoint on the list contract: `q` matched (case-insensitive) against `text(row)`, then
 * the page asked for, with `totals` as given. The rows keep the order given (the server's sort).
 */
export function servedList<Row>(
  rows: readonly Row[],
  text: (row: Row) => string,
  totals: unknown = {},
): (init: RequestInit, url: string) => MockReply {
  return (_init, url) => {
    const query = queryOf(url);
    const q = (query.q ?? '').toLowerCase();
    return pageOf(
      rows.filter((row) => text(row).toLowerCase().includes(q)),
      url,
      totals,
    );
  };
}
