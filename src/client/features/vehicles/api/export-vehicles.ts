import { MESSAGES } from '../../../../shared/constants';
import { VEHICLES_EXPORT_FILE } from '../../../../shared/fleet';
import { api } from '../../../../shared/paths';

/** The 'Export Vehicle List' download: every vehicle, whatever the type filter (docs/screens.md §2). */
export const vehiclesExport = () => ({
  url: api.exportVehicles,
  fileName: VEHICLES_EXPORT_FILE,
  fallback: MESSAGES.fallbackShort,
});
