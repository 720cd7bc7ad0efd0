/**
 * Tenant (rent record) rules shared by the screens and the server without zod: statuses, bounds,
 * the export's file name.
 */

export const TENANT_STATUSES = ['Active', 'Inactive'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

/** Longest rent accepted: 50 years, far beyond any real tenancy. */
export const MAX_MONTHS_RENTED = 600;

/** The file the 'Export Tenants' button downloads (docs/product.md §4). */
export const TENANTS_EXPORT_FILE = 'Tenants_List.xlsx';
