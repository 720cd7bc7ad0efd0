import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { Contract } from '../../../../shared/schemas/hire';
import { apiGet } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { contractKeys } from './contract-keys';

/** GET /api/hire/contracts: every contract with its figures as of today, newest first. */
export const fetchContracts = () => apiGet<Contract[]>(api.contracts, { fallback: MESSAGES.fallbackGeneric });

export const contractsQueryOptions = () =>
  queryOptions({
    queryKey: contractKeys.list(),
    queryFn: fetchContracts,
    // Arrears grow with the days: every visit shows them as they stand now. The few seconds cover
    // the route's prefetch while the screen's code downloads (no second request).
    staleTime: 5_000,
  });

export function useContracts() {
  return useQuery(contractsQueryOptions());
}

/** Starts loading the contracts while a screen's code downloads (called from its route's `lazy`). */
export function prefetchContracts() {
  void queryClient.prefetchQuery(contractsQueryOptions());
}
