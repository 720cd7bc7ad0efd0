import type { MockReply } from './fetch-mock';

/** The list contract's page envelope (docs/lists.md) as a fake server answers it. */
export function pageReply<Item, Totals>(
  items: Item[],
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

/** The query parameters of every call to `path` (GET) so far. */
export function listRequests(
  fetchMock: { mock: { calls: unknown[][] } },
  path: string,
): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([input]) => String(input instanceof URL ? input.href : input))
    .filter((url) => new URL(url, 'http://localhost').pathname === path)
    .map(queryOf);
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
    const matching = rows.filter((row) => text(row).toLowerCase().includes(q));
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? 25);
    return pageReply(matching.slice((page - 1) * pageSize, page * pageSize), totals, {
      total: matching.length,
      page,
      pageSize,
    });
  };
}
