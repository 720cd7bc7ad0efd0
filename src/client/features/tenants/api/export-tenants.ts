import { api } from '../../../../shared/paths';
import { TENANTS_EXPORT_FILE } from '../../../../shared/rent-records';

/** The 'Export Tenants' download: the server's xlsx of every rent record matching the filters. */
export const tenantsExport = (query: string) => ({
  url: query ? `${api.exportTenants}?${query}` : api.exportTenants,
  fileName: TENANTS_EXPORT_FILE,
});
