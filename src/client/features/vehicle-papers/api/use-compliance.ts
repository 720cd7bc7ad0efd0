import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { ComplianceRow, ComplianceTotals } from '../../../../shared/schemas/vehicle-papers';
import { queryClient } from '../../../lib/query-client';
import { firstPage, listPageQueryOptions, type ServerListOptions } from '../../../lib/use-server-list';
import { COMPLIANCE_PAGE_SIZE } from '../papers-texts';
import { vehicleViewKeys } from './vehicle-view-keys';

/**
 * GET /api/compliance one page at a time (docs/lists.md): searched, filtered by status and sorted by
 * the server, by plate unless told otherwise, with how many matching vehicles have something expired,
 * expiring or missing.
 */
export const COMPLIANCE_LIST = {
  path: api.compliance,
  pageSize: COMPLIANCE_PAGE_SIZE,
  filters: ['status'],
  queryKey: vehicleViewKeys.compliancePage,
  defaultSort: { field: 'vehicleRegNum', order: 'asc' },
  fallback: MESSAGES.fallbackGeneric,
  // Papers expire with the days: every visit shows them as they stand now. The few seconds cover
  // the route's prefetch while the screen's code downloads (no second request).
  staleTime: 5_000,
} as const satisfies ServerListOptions;

/** Starts loading the grid's first page while the screen's code downloads (called from its route). */
export function prefetchCompliance() {
  void queryClient.prefetchQuery(
    listPageQueryOptions<ComplianceRow, ComplianceTotals>(COMPLIANCE_LIST, firstPage(COMPLIANCE_LIST)),
  );
}
