/** The reports module's public surface: what other modules may use of it (docs/architecture.md). */
export { reportsService } from './service';
