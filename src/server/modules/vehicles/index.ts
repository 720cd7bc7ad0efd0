/** The vehicles module's public surface: what other modules may use of it (docs/architecture.md). */

export { vehicleExportColumns } from './export-columns';
export { vehiclesRepository } from './repository';
export { vehiclesService } from './service';
