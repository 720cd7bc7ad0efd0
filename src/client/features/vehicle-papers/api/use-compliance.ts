import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { ComplianceRow } from '../../../../shared/schemas/vehicle-papers';
import { apiGet } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { vehicleViewKeys } from './vehicle-view-keys';

/**
 * GET /api/compliance: every vehicle's standing per kind and its driver licence's, by registration.
 * The screen filters it with the server's own rule (matchesComplianceFilters), so typing never waits.
 */
export const fetchCompliance = () =>
  apiGet<ComplianceRow[]>(api.compliance, { fallback: MESSAGES.fallbackGeneric });

export const complianceQueryOptions = () =>
  queryOptions({
    queryKey: vehicleViewKeys.compliance(),
    queryFn: fetchCompliance,
    // Papers expire with the days: every visit shows them as they stand now. The few seconds cover
    // the route's prefetch while the screen's code downloads (no second request).
    staleTime: 5_000,
  });

export function useCompliance() {
  return useQuery(complianceQueryOptions());
}

/** Starts loading the grid while the screen's code downloads (called from its route). */
export function prefetchCompliance() {
  void queryClient.prefetchQuery(complianceQueryOptions());
}
