/** The backups module's public surface: what other modules may use of it (docs/architecture.md). */
export { backupHealth } from './service';
