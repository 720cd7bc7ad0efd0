import { MESSAGES } from '../../../../shared/constants';
import { MAINTENANCE_EXPORT_FILE } from '../../../../shared/fleet';
import { api } from '../../../../shared/paths';

/** The 'Export Maintenance List' download: every record matching the search and status (docs/product.md §4). */
export const maintenanceExport = (query: string) => ({
  url: query ? `${api.exportMaintenance}?${query}` : api.exportMaintenance,
  fileName: MAINTENANCE_EXPORT_FILE,
  fallback: MESSAGES.fallbackShort,
});
