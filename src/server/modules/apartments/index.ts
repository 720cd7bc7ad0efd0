/** The apartments module's public surface: what other modules may use of it (docs/architecture.md). */

export { apartmentExportColumns } from './export-columns';
export { apartmentsRepository } from './repository';
export { apartmentsService } from './service';
