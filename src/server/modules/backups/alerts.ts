import type { Role } from '../../../shared/constants';
import { BACKUP_MISSING_HOURS } from '../../../shared/schemas/backups';
import type { Alert } from '../../../shared/schemas/reminders';
import type { Engine } from '../../db/connection';
import type { Executor, ReadContext } from '../../lib/service-context';
import { accountsRepository } from '../accounts';
import { type BackupSettings, backupHealth } from './service';

const SUBJECT = { type: 'backups', _id: 'backups', label: 'Backups' } as const;

/** The day of an ISO time, as the feed's due dates are written. */
const dayOf = (time: string) => time.slice(0, 10);

/** Whether this user is shown the server's backup alerts: an Admin of the first business, on SQLite. */
export async function seesServerAlerts(
  db: Executor,
  engine: Engine,
  role: Role,
  accountId: string,
): Promise<boolean> {
  if (engine !== 'sqlite' || role !== 'Admin') return false;
  return (await accountsRepository(db).first())?._id === accountId;
}

/**
 * The backups' alerts in the feed (docs/backups.md §1): `backup_failed` when the latest backup to end
 * failed, `backup_missing` when no checked backup is under 48 hours old. Only an Admin of the
 * deployment's first business sees them, as only they reach Settings → Backups; on PostgreSQL there are
 * none. A new install is not 'missing' a backup before it has run 48 hours (its first start makes one,
 * and a failure of that one is `backup_failed`).
 */
export function backupAlerts(engine: Engine, settings: BackupSettings) {
  return async (ctx: ReadContext, now = new Date()): Promise<Omit<Alert, 'key'>[]> => {
    if (!(await seesServerAlerts(ctx.trx, engine, ctx.actor.role, ctx.accountId))) return [];
    const accounts = accountsRepository(ctx.trx);
    const health = await backupHealth(ctx.trx, settings, now);
    const alerts: Omit<Alert, 'key'>[] = [];
    if (health.failure) {
      alerts.push({
        kind: 'backup_failed',
        severity: 'overdue',
        subject: SUBJECT,
        dueDate: dayOf(health.failure.at),
        message: `The last backup failed: ${health.failure.reason}`,
      });
    }
    const since = new Date(now.getTime() - BACKUP_MISSING_HOURS * 3_600_000).toISOString();
    const inUseSince = await accounts.firstCreatedAt();
    const missing = health.lastBackupAt ? health.missing : inUseSince !== null && inUseSince < since;
    if (missing) {
      alerts.push({
        kind: 'backup_missing',
        severity: 'overdue',
        subject: SUBJECT,
        dueDate: health.lastBackupAt ? dayOf(health.lastBackupAt) : null,
        message: health.lastBackupAt
          ? `No backup for ${BACKUP_MISSING_HOURS} hours: the last checked one is of ${dayOf(health.lastBackupAt)}`
          : `No backup has been made in ${BACKUP_MISSING_HOURS} hours of use`,
      });
    }
    return alerts;
  };
}
