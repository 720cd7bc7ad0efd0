import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { RentRecord } from '../../../../shared/schemas/rent-records';
import { apiGet } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { tenantKeys } from './tenant-keys';

/** GET /api/view/rent_records: every tenant's rent record, newest first (also the tenant picker's list). */
export const fetchTenants = () =>
  apiGet<RentRecord[]>(api.rentRecords, { fallback: MESSAGES.fallbackGeneric });

export const tenantsQueryOptions = () => queryOptions({ queryKey: tenantKeys.list(), queryFn: fetchTenants });

export function useTenants() {
  return useQuery(tenantsQueryOptions());
}

/** Starts loading the rent records while a screen's code downloads (called from its route's `lazy`). */
export function prefetchTenants() {
  void queryClient.prefetchQuery(tenantsQueryOptions());
}
