/** The vehicle-documents module's public surface: what other modules may use of it (docs/architecture.md). */
export { vehicleDocumentsService } from './service';
