/**
 * Tenant (rent record) rules shared by the screens and the server without zod: statuses, bounds,
 * the export's filters and file name.
 */
import { containsText, matchesFilter } from './list';

export const TENANT_STATUSES = ['Active', 'Inactive'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

/** Longest rent accepted: 50 years, far beyond any real tenancy. */
export const MAX_MONTHS_RENTED = 600;

/** Filters the tenants export takes (the Tenant list itself has none, so both are optional). */
export interface RentRecordFilters {
  q?: string | undefined;
  status?: string | undefined;
}

/** Search on the tenant's name, filter on status: the same rule for a screen and the export. */
export function matchesRentRecordFilters(
  row: { tenantName: string; status: string },
  filters: RentRecordFilters,
): boolean {
  return containsText(row.tenantName, filters.q) && matchesFilter(row.status, filters.status);
}

/** The file the 'Export Tenants' button downloads (docs/product.md §4). */
export const TENANTS_EXPORT_FILE = 'Tenants_List.xlsx';
