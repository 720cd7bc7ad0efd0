import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { TenancyLedger } from '../../../../shared/schemas/ledger';
import { apiGet } from '../../../lib/api-client';
import { tenantKeys } from './tenant-keys';

/** GET /api/tenancies/{id}/ledger: the rent record, its charges and payments, and the totals. */
export const fetchTenancyLedger = (tenantId: string) =>
  apiGet<TenancyLedger>(api.tenancyLedger(tenantId), { fallback: MESSAGES.fallbackGeneric });

export const tenancyLedgerQueryOptions = (tenantId: string) =>
  queryOptions({
    queryKey: tenantKeys.ledger(tenantId),
    queryFn: () => fetchTenancyLedger(tenantId),
    // Payments change it as much as the record does: every visit shows it as it stands now.
    staleTime: 0,
  });

export function useTenancyLedger(tenantId: string) {
  return useQuery(tenancyLedgerQueryOptions(tenantId));
}
