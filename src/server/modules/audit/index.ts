/** The audit module's public surface: what other modules may use of it (docs/architecture.md). */

export { auditExportColumns } from './export-columns';
export { auditRepository } from './repository';
export { audit } from './service';
