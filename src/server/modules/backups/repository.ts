import { sql } from 'kysely';
import type { BackupRunsTable } from '../../db/schema';
import type { Executor } from '../../lib/service-context';

export type BackupReason = BackupRunsTable['reason'];

/**
 * A claim older than this is of a process that died mid-copy (a copy of the large demo data takes
 * about two seconds): the next backup takes over, and the old row is shown as failed.
 */
export const STALE_CLAIM_MS = 15 * 60_000;

/** The deployment's backup runs: not a business's data, so not scoped by account (docs/backups.md §1). */
export function backupRunsRepository(db: Executor) {
  return {
    /**
     * Claims the next backup for this process: one INSERT that finds no fresh claim of another, so of
     * several processes asking at once exactly one gets it (SQLite runs one write at a time). A stale
     * claim is closed as failed first.
     */
    async claim(id: string, reason: BackupReason, now: string): Promise<boolean> {
      const staleBefore = new Date(Date.parse(now) - STALE_CLAIM_MS).toISOString();
      await db
        .updateTable('backup_runs')
        .set({ status: 'failed', finished_at: now, error: 'the process making it stopped before it ended' })
        .where('status', '=', 'running')
        .where('started_at', '<=', staleBefore)
        .execute();
      const result = await sql`insert into backup_runs (id, reason, status, started_at)
        select ${id}, ${reason}, 'running', ${now}
        where not exists (select 1 from backup_runs where status = 'running' and started_at > ${staleBefore})`.execute(
        db,
      );
      return Number(result.numAffectedRows ?? 0) === 1;
    },

    /** The claim under way, if any. */
    async running(): Promise<Pick<BackupRunsTable, 'id' | 'started_at'> | undefined> {
      return db
        .selectFrom('backup_runs')
        .select(['id', 'started_at'])
        .where('status', '=', 'running')
        .orderBy('started_at', 'desc')
        .executeTakeFirst();
    },

    async find(id: string): Promise<BackupRunsTable | undefined> {
      return db.selectFrom('backup_runs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async finish(
      id: string,
      outcome: {
        status: 'checked' | 'failed';
        name: string | null;
        size: number | null;
        error: string | null;
      },
      now: string,
    ): Promise<void> {
      await db
        .updateTable('backup_runs')
        .set({ ...outcome, finished_at: now })
        .where('id', '=', id)
        .execute();
    },

    /** The latest run that has ended, checked or failed. */
    async lastFinished(): Promise<BackupRunsTable | undefined> {
      return db
        .selectFrom('backup_runs')
        .selectAll()
        .where('status', '<>', 'running')
        .orderBy('finished_at', 'desc')
        .orderBy('started_at', 'desc')
        .executeTakeFirst();
    },
  };
}
