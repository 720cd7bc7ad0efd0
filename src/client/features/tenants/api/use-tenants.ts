import { MESSAGES, PAGE_SIZES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { RentRecord } from '../../../../shared/schemas/rent-records';
import { queryClient } from '../../../lib/query-client';
import { firstPage, listPageQueryOptions, type ServerListOptions } from '../../../lib/use-server-list';
import { tenantKeys } from './tenant-keys';

/**
 * The sums the tenant list shows over every matching rent record (cedis; a balance in credit counts
 * negative). `totalAmount` and `amountPaidOnUtility` feed the spec's Total Rent and Total Utility
 * cards when the server sends them (docs/decisions/082-tenant-list-totals.md).
 */
export interface RentRecordTotals {
  due: number;
  paid: number;
  balance: number;
  arrears: number;
  totalAmount?: number;
  amountPaidOnUtility?: number;
}

/** The tenants list on the server (docs/lists.md): 6 a page, newest first by default. */
export const TENANT_LIST = {
  path: api.rentRecords,
  pageSize: PAGE_SIZES.tenants,
  filters: ['status', 'standing', 'apartmentId', 'billing'],
  queryKey: tenantKeys.page,
  defaultSort: { field: 'createdAt', order: 'desc' },
  fallback: MESSAGES.fallbackGeneric,
} as const satisfies ServerListOptions;

/** Starts loading the first page of the tenants list while its code downloads (its route's `lazy`). */
export function prefetchTenantPage() {
  void queryClient.prefetchQuery(
    listPageQueryOptions<RentRecord, RentRecordTotals>(TENANT_LIST, firstPage(TENANT_LIST)),
  );
}
