import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { ArrearsRow } from '../../../../shared/schemas/ledger';
import { queryClient } from '../../../lib/query-client';
import { firstPage, listPageQueryOptions, type ServerListOptions } from '../../../lib/use-server-list';
import { arrearsKeys } from './arrears-keys';

/** Rows a page (docs/screens.md gives the older lists theirs; this one is new). */
export const ARREARS_PAGE_SIZE = 10;

/** The arrears over every matching row (cedis). */
export interface ArrearsTotals {
  arrears: number;
}

/** The arrears list on the server (docs/lists.md): 10 a page, most days overdue first by default. */
export const ARREARS_LIST = {
  path: api.arrears,
  pageSize: ARREARS_PAGE_SIZE,
  filters: ['apartmentId'],
  queryKey: arrearsKeys.page,
  defaultSort: { field: 'daysOverdue', order: 'desc' },
  fallback: MESSAGES.fallbackGeneric,
  // Payments change arrears as much as rent records do: a visit shows them as they stand now. The
  // few seconds cover the route's prefetch while the screen's code downloads (no second request).
  staleTime: 5_000,
} as const satisfies ServerListOptions;

/** Starts loading the first page of arrears while the screen's code downloads (its route's `lazy`). */
export function prefetchArrears() {
  void queryClient.prefetchQuery(
    listPageQueryOptions<ArrearsRow, ArrearsTotals>(ARREARS_LIST, firstPage(ARREARS_LIST)),
  );
}
