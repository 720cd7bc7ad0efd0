/** The vehicle-documents module's public surface: what other modules may use of it (docs/architecture.md). */

export { vehicleDocumentExportColumns } from './export-columns';
export { vehicleDocumentsRepository } from './repository';
export { vehicleDocumentsService } from './service';
