import type { FastifyBaseLogger } from 'fastify';
import { businessToday } from '../../lib/business-day';
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job';
import type { Executor } from '../../lib/service-context';
import { backupRunsRepository } from './repository';
import { type BackupSettings, backUp, backupHealth } from './service';

/** After a failed backup the next try waits this long (a full disk is not copied to every minute). */
export const RETRY_AFTER_FAILURE_MS = 60 * 60_000;

/**
 * The latest moment the daily backup was due: today at `time` (HH:MM, Africa/Accra, which is UTC all
 * year), or yesterday's when that is still to come.
 */
export function lastDueAt(now: Date, time: string): Date {
  const today = businessToday(now);
  const due = new Date(`${today}T${time}:00.000Z`);
  if (due > now) due.setUTCDate(due.getUTCDate() - 1);
  return due;
}

/**
 * Whether a backup is due: none checked since the daily time last came round. So a fresh install backs
 * up at its first start, one whose last backup is over 24 hours old backs up at start, and a laptop
 * that was off at 02:00 backs up once it is on (docs/decisions/115-backup-schedule-and-rotation.md).
 */
export function backupDue(lastBackupAt: string | null, now: Date, time: string): boolean {
  return lastBackupAt === null || lastBackupAt < lastDueAt(now, time).toISOString();
}

/**
 * The embedded database's automatic backups inside the app (docs/backups.md §1): checked each minute,
 * at start too. Safe with several processes on one database: the claim in `backup_runs` lets one
 * back up while the others wait for it. Nothing is kept in memory between passes.
 */
export function startBackupScheduler(
  db: Executor,
  settings: BackupSettings,
  log: FastifyBaseLogger,
  { intervalMs = 60_000, now = () => new Date() } = {},
): PeriodicJob {
  let first = true;
  return startPeriodicJob(
    async (isStopped) => {
      const atStart = first;
      first = false;
      if (isStopped()) return;
      const at = now();
      const status = await backupHealth(db, settings, at);
      if (!backupDue(status.lastBackupAt, at, settings.time)) return;
      const last = await backupRunsRepository(db).lastFinished();
      const failedAt =
        last?.status === 'failed' ? Date.parse(last.finished_at ?? last.started_at) : Number.NaN;
      if (at.getTime() - failedAt < RETRY_AFTER_FAILURE_MS) return;
      const entry = await backUp(db, settings, atStart ? 'start' : 'daily');
      log.info({ backup: entry.name, size: entry.size }, 'database backed up');
    },
    { log, failure: 'backup failed', intervalMs },
  );
}
