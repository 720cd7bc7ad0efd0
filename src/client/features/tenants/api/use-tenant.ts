import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { RentRecord, RentRecordEnvelope } from '../../../../shared/schemas/rent-records';
import { apiGet } from '../../../lib/api-client';
import { tenantKeys } from './tenant-keys';

/** GET /api/view/rent_record/{id}; the record comes under `data` (docs/screens.md §7). */
export const fetchTenant = async (tenantId: string): Promise<RentRecord> =>
  (await apiGet<RentRecordEnvelope>(api.rentRecord(tenantId), { fallback: MESSAGES.fallbackGeneric })).data;

export const tenantQueryOptions = (tenantId: string) =>
  queryOptions({
    queryKey: tenantKeys.detail(tenantId),
    queryFn: () => fetchTenant(tenantId),
    // The edit form starts from what is stored now, not from a cached copy.
    staleTime: 0,
  });

export function useTenant(tenantId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...tenantQueryOptions(tenantId), enabled: options.enabled ?? true });
}
