/** The maintenance module's public surface: what other modules may use of it (docs/architecture.md). */

export { maintenanceExportColumns } from './export-columns';
export { maintenanceRepository } from './repository';
export { maintenanceSeedRows } from './seed';
export { maintenanceService } from './service';
