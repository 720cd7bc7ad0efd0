/** The remittances module's public surface: what other modules may use of it (docs/architecture.md). */

export { remittanceExportColumns } from './export-columns';
export { remittancesRepository } from './repository';
export { remittancesService } from './service';
