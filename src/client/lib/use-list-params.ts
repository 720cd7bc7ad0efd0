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
  setSearch(text: string): void;
  setStatus(status: string): void;
  setType(type: string): void;
  setPage(page: number): void;
  /** The filters as query parameters for the export endpoint (empty ones left out). */
  exportQuery: string;
}

/**
 * A list screen's search, filters and page kept in the URL query (`?q=&type=&status=&page=`), so refresh,
 * back and shared links keep them. Changing the search or the filter goes back to page 1.
 */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const type = params.get('type') ?? '';
  const requested = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(requested) && requested >= 1 ? requested : 1;
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
    (changes: { q?: string; status?: string; type?: string; page?: number }) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          if (changes.q !== undefined || changes.status !== undefined || changes.type !== undefined)
            next.delete('page');
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

  const query = new URLSearchParams();
  if (q.trim()) query.set('q', q);
  if (type) query.set('type', type);
  if (status) query.set('status', status);
  const exportQuery = query.toString();

  return { search, q, status, type, page, setSearch, setStatus, setType, setPage, exportQuery };
}
