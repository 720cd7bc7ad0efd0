import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams {
  /** The search text as typed (kept locally so typing never waits for the router). */
  search: string;
  /** The search as it stands in the URL (`?q=`). */
  q: string;
  /** The status/type filter (`?status=`), '' for all. */
  status: string;
  /** A second filter, for lists filtered by kind as well as status (`?type=`), '' for all. */
  type: string;
  /** The requested page (`?page=`), from 1; screens clamp it to the pages there are. */
  page: number;
  /** The sort field (`?sort=`), '' for the list's default. */
  sort: string;
  /** The sort order (`?order=`), '' for the field's default. */
  order: '' | 'asc' | 'desc';
  /** Any named filter in the URL (`?apartmentId=`, `?method=`...), '' when not set. */
  filter(name: string): string;
  setSearch(text: string): void;
  setStatus(status: string): void;
  setType(type: string): void;
  setPage(page: number): void;
  /** Sorts by `sort` in `order` and goes back to page 1 ('' clears either: the list's default). */
  setSort(sort: string, order: '' | 'asc' | 'desc'): void;
  /** Sets (or, with '' or 'All', clears) a named filter and goes back to page 1. */
  setFilter(name: string, value: string): void;
  /** The filters as query parameters for the export endpoint (empty ones left out). */
  exportQuery: string;
}

/**
 * A list screen's search, filters, sort and page kept in the URL query
 * (`?q=&type=&status=&sort=&order=&page=` and any named filter), so refresh, back and shared links keep
 * them. Changing the search, a filter or the sort goes back to page 1.
 */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const type = params.get('type') ?? '';
  const requested = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(requested) && requested >= 1 ? requested : 1;
  const sort = params.get('sort') ?? '';
  const orderParam = params.get('order');
  const order = orderParam === 'asc' || orderParam === 'desc' ? orderParam : '';
  const [search, setSearchText] = useState(q);
  // Searches this hook wrote to the URL and has not seen come back yet.
  const written = useRef<string[]>([]);

  // The URL's search changed: when it is one we wrote, the field already shows it (and maybe more,
  // typed since); otherwise it came from elsewhere (back button, a link) and replaces the field.
  useEffect(() => {
    const index = written.current.indexOf(q);
    if (index >= 0) {
      written.current.splice(0, index + 1);
      return;
    }
    written.current = [];
    setSearchText(q);
  }, [q]);

  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          // Any change but the page itself starts again from page 1.
          if (Object.keys(changes).some((key) => key !== 'page')) next.delete('page');
          return next;
        },
        // Typing must not add a history entry per key; a page or filter change may.
        { replace: changes.q !== undefined },
      );
    },
    [setParams],
  );

  const setSearch = useCallback(
    (text: string) => {
      const value = text.trim() === '' ? '' : text;
      setSearchText(text);
      written.current.push(value);
      update({ q: value });
    },
    [update],
  );
  const setStatus = useCallback(
    (value: string) => update({ status: value === 'All' ? '' : value }),
    [update],
  );
  const setType = useCallback((value: string) => update({ type: value === 'All' ? '' : value }), [update]);
  const setPage = useCallback((value: number) => update({ page: value }), [update]);
  const setSort = useCallback(
    (field: string, direction: '' | 'asc' | 'desc') => update({ sort: field, order: direction }),
    [update],
  );
  const setFilter = useCallback(
    (name: string, value: string) => update({ [name]: value === 'All' ? '' : value }),
    [update],
  );
  const filter = useCallback((name: string) => params.get(name) ?? '', [params]);

  const query = new URLSearchParams();
  if (q.trim()) query.set('q', q);
  if (type) query.set('type', type);
  if (status) query.set('status', status);
  const exportQuery = query.toString();

  return {
    search,
    q,
    status,
    type,
    page,
    sort,
    order,
    filter,
    setSearch,
    setStatus,
    setType,
    setPage,
    setSort,
    setFilter,
    exportQuery,
  };
}
