import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { ArrearsRow } from '../../../../shared/schemas/ledger';
import { apiGet } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { arrearsKeys } from './arrears-keys';

/** GET /api/arrears: the rent records with arrears, most days overdue first. */
export const fetchArrears = () => apiGet<ArrearsRow[]>(api.arrears, { fallback: MESSAGES.fallbackGeneric });

export const arrearsQueryOptions = () =>
  queryOptions({
    queryKey: arrearsKeys.list(),
    queryFn: fetchArrears,
    // Payments change arrears as much as rent records do: a visit shows them as they stand now. The
    // few seconds cover the route's prefetch while the screen's code downloads (no second request).
    staleTime: 5_000,
  });

export function useArrears() {
  return useQuery(arrearsQueryOptions());
}

/** Starts loading the arrears while the screen's code downloads (called from its route's `lazy`). */
export function prefetchArrears() {
  void queryClient.prefetchQuery(arrearsQueryOptions());
}
