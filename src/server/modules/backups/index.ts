/** The backups module's public surface: what other modules may use of it (docs/architecture.md). */

export { backupAlerts, seesServerAlerts } from './alerts';
export type { BackupSettings } from './service';
export { backupHealth } from './service';
