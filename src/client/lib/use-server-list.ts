import { keepPreviousData, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { DataKind } from '../../shared/constants';
import type { PagedList } from '../../shared/list-query';
import { apiGet } from './api-client';
import { type ListParams, useListParams } from './use-list-params';

/**
 * Server-paged lists on the client (docs/lists.md, docs/decisions/081-client-server-lists.md).
 *
 * A list screen asks the server for the one page it shows; search, filters, sort and page live in the
 * URL. How to use it:
 *
 * ```tsx
 * // features/payments/api/payment-keys.ts: one key per list + request, under the feature's root,
 * // so a write's `X-Data-Changed: payments` refreshes every page.
 * page: (request: ListRequest) => [...paymentKeys.all, 'page', request] as const,
 *
 * // the screen
 * const list = useServerList<Payment, { amountPaid: number }>({
 *   path: api.payments,
 *   pageSize: PAGE_SIZES.payments,
 *   filters: ['status', 'method'],
 *   queryKey: paymentKeys.page,
 * });
 * <SearchField value={list.params.search} onChange={list.params.setSearch} />
 * <ServerListBody list={list} pagesLabel="Payment pages" ...>   // ListBody, then the pager
 *   <Table caption="Payments" columns={COLUMNS} {...listTable(list)} />   // columns name their `sort` field
 * </ServerListBody>
 * ```
 *
 * Typing in the search writes the URL at once (the field never lags) but the server is asked only
 * {@link SEARCH_DEBOUNCE_MS} after the last key; while the next page loads the previous one stays on
 * screen (`placeholderData: keepPreviousData`, `isPlaceholderData` tells it is stale).
 */

/** How long a search waits after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/** One page request of a list, exactly the query parameters sent (empty ones left out). */
export interface ListRequest {
  page: number;
  pageSize: number;
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  /** Named filters (`status`, `method`, `apartmentId`...), only the ones set. */
  filters?: Record<string, string>;
}

/** The query string of a page request: `page=&pageSize=&q=&sort=&order=&<filters>`, empty values left out. */
export function listSearch(request: ListRequest): URLSearchParams {
  const query = new URLSearchParams({ page: String(request.page), pageSize: String(request.pageSize) });
  const q = request.q?.trim();
  if (q) query.set('q', q);
  if (request.sort) query.set('sort', request.sort);
  if (request.order) query.set('order', request.order);
  for (const [name, value] of Object.entries(request.filters ?? {})) if (value) query.set(name, value);
  return query;
}

/** GET `path?page=&pageSize=...`: one page of a list in the envelope `{ items, total, page, pageSize, totals }`. */
export function fetchListPage<Item, Totals = Record<string, never>>(
  path: string,
  request: ListRequest,
  options: { signal?: AbortSignal; fallback?: string } = {},
): Promise<PagedList<Item, Totals>> {
  return apiGet<PagedList<Item, Totals>>(`${path}?${listSearch(request)}`, options);
}

/** `value`, but only once it has not changed for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, settled, delay]);
  return settled;
}

/** The query of one page request of a list (the hook's, also for a route's prefetch). */
export function listPageQueryOptions<Item, Totals = Record<string, never>>(
  options: Pick<ServerListOptions, 'path' | 'queryKey' | 'fallback' | 'staleTime' | 'refreshOn'>,
  request: ListRequest,
) {
  return queryOptions({
    ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
    ...(options.refreshOn ? { meta: { refreshOn: options.refreshOn } } : {}),
    queryKey: options.queryKey(request),
    queryFn: ({ signal }) =>
      fetchListPage<Item, Totals>(options.path, request, { signal, fallback: options.fallback }),
    placeholderData: keepPreviousData,
  });
}

/** The first page of a list in its default order, as a screen opened without parameters asks for it. */
export const firstPage = (options: Pick<ServerListOptions, 'pageSize'>): ListRequest => ({
  page: 1,
  pageSize: options.pageSize,
});

/** The query string of a list's export: the request's search, filters and sort, without the page. */
export function exportSearch(request: ListRequest): string {
  const query = listSearch(request);
  query.delete('page');
  query.delete('pageSize');
  return query.toString();
}

/** How many pages `total` rows make, at least 1. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface ServerListOptions {
  /** The list endpoint (from `api` in src/shared/paths.ts). */
  path: string;
  /** The spec's page size of this screen (PAGE_SIZES). */
  pageSize: number;
  /** The named filters this list reads from the URL and sends (each `?name=` as is). */
  filters?: readonly string[];
  /** The feature's key factory for one page request (under the feature's root key). */
  queryKey: (request: ListRequest) => QueryKey;
  /** The message of a failed load when the server gives none. */
  fallback?: string;
  /** Filters always sent, whatever the URL says (e.g. a record's own id on its page). */
  fixed?: Record<string, string>;
  /** False to hold the request (e.g. until something it needs is known). */
  enabled?: boolean;
  /** How long a page counts as fresh (default: the app's); short for figures that move with the day. */
  staleTime?: number;
  /**
   * The data kinds whose change refreshes the pages, when the key's root is not one (the alert feed is
   * made of several kinds): the query's `meta.refreshOn`.
   */
  refreshOn?: readonly DataKind[];
  /** The server's sort when the URL names none, so the table marks that column (not sent). */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /**
   * The sort the screen opens with when the URL names none, other than the server's default: it is
   * sent, and the table marks that column.
   */
  initialSort?: { field: string; order: 'asc' | 'desc' };
}

/** What a sortable Table needs: the sort shown and how to change it (TableProps['sort']). */
export interface TableSortState {
  field: string;
  order: '' | 'asc' | 'desc';
  onSort: (field: string, order: 'asc' | 'desc') => void;
}

export interface ServerList<Item, Totals> {
  /** The URL state: the search as typed, filters, sort, page and their setters. */
  params: ListParams;
  /** The exact request of the page on screen (or loading). */
  request: ListRequest;
  /** The page's rows ([] while the first page loads). */
  items: Item[];
  /** How many rows match the search and filters (0 while the first page loads). */
  total: number;
  /** The sums over all matching rows, as the server names them; undefined until the first answer. */
  totals: Totals | undefined;
  /** The page asked for (from the URL). */
  page: number;
  pageSize: number;
  pageCount: number;
  /** The TanStack query, for ListBody (`isPending` only before the first answer). */
  query: ReturnType<typeof useQuery<PagedList<Item, Totals>>>;
  /** The first page is loading: nothing to show yet. */
  isPending: boolean;
  /** A request is on its way (the next page, a new search, a refresh). */
  isFetching: boolean;
  /** The rows shown are the previous request's while the next one loads. */
  isPlaceholderData: boolean;
  /** Ready for `<Table sort={...}>`. */
  tableSort: TableSortState;
}

/**
 * The Table props a server list gives: the page's rows keyed by `_id`, the sort shown, dimmed while the
 * next page loads (`<Table caption=… columns=… {...listTable(list)} />`).
 */
export function listTable<Item extends { _id: string }>(
  list: Pick<ServerList<Item, unknown>, 'items' | 'tableSort' | 'isPlaceholderData'>,
) {
  return {
    rows: list.items,
    sort: list.tableSort,
    busy: list.isPlaceholderData,
    rowKey: (row: Item) => row._id,
  };
}

/** One server-paged list screen: URL state, debounced search, the page query. See the module comment. */
export function useServerList<Item, Totals = Record<string, never>>(
  options: ServerListOptions,
): ServerList<Item, Totals> {
  const params = useListParams();
  const q = useDebouncedValue(params.q.trim());
  const filters: Record<string, string> = {};
  for (const name of options.filters ?? []) {
    const value = params.filter(name);
    if (value) filters[name] = value;
  }
  Object.assign(filters, options.fixed);
  const initial = params.sort ? undefined : options.initialSort;
  const asked: ListRequest = {
    page: params.page,
    pageSize: options.pageSize,
    ...(q ? { q } : {}),
    ...(params.sort ? { sort: params.sort } : initial ? { sort: initial.field } : {}),
    ...(params.order ? { order: params.order } : initial ? { order: initial.order } : {}),
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
  };
  // While a search is being typed (the URL has it, the debounced one not yet) the request stays the
  // last one, so the page 1 that typing goes back to is not asked for without its search.
  const settled = useRef(asked);
  const typing = params.q.trim() !== q;
  if (!typing) settled.current = asked;
  const request = typing ? settled.current : asked;
  const query = useQuery({
    ...listPageQueryOptions<Item, Totals>(options, request),
    enabled: options.enabled ?? true,
  });
  const total = query.data?.total ?? 0;
  // A page past the end (the last row of the last page deleted, an old link): go to the last page.
  const pastEnd = !query.isPlaceholderData && query.data !== undefined && query.data.items.length === 0;
  const lastPage = pageCountOf(total, options.pageSize);
  const { setPage } = params;
  useEffect(() => {
    if (pastEnd && request.page > lastPage) setPage(lastPage);
  }, [pastEnd, request.page, lastPage, setPage]);
  return {
    params,
    request,
    items: query.data?.items ?? [],
    total,
    totals: query.data?.totals,
    page: request.page,
    pageSize: options.pageSize,
    pageCount: pageCountOf(total, options.pageSize),
    query,
    isPending: query.isPending,
    isFetching: query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    tableSort: params.sort
      ? { field: params.sort, order: params.order, onSort: params.setSort }
      : {
          field: initial?.field ?? options.defaultSort?.field ?? '',
          order: initial?.order ?? options.defaultSort?.order ?? '',
          onSort: params.setSort,
        },
  };
}

/**
 * How many records a list holds with the given filters (its `total`, one row asked), for a screen's
 * summary cards; undefined until the server answers.
 */
export function useServerCount(
  path: string,
  queryKey: (request: ListRequest) => QueryKey,
  filters?: Record<string, string>,
): number | undefined {
  const request: ListRequest = {
    page: 1,
    pageSize: 1,
    ...(filters && Object.keys(filters).length > 0 ? { filters } : {}),
  };
  const query = useQuery({
    queryKey: queryKey(request),
    queryFn: ({ signal }) => fetchListPage<unknown, unknown>(path, request, { signal }),
  });
  return query.data?.total;
}
