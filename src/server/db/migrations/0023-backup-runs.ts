import { type Kysely, sql } from 'kysely';
import type { Migration } from '../migrate';

/**
 * The embedded database's backups (docs/backups.md §1): one row per backup begun. A row `running`
 * is the claim that keeps several app processes from backing up at the same moment (taken by one
 * INSERT that finds no other running claim, as the reminder run's row is); it ends `checked` with
 * the file's name and size, or `failed` with why. A claim left by a process killed mid-copy is
 * stale after a while and taken over (modules/backups/repository.ts).
 */
export const backupRuns: Migration = {
  name: '0023_backup_runs',
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('backup_runs')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('reason', 'text', (col) => col.notNull().check(sql`reason in ('daily', 'start', 'manual')`))
      .addColumn('status', 'text', (col) =>
        col.notNull().check(sql`status in ('running', 'checked', 'failed')`),
      )
      .addColumn('started_at', 'text', (col) => col.notNull())
      .addColumn('finished_at', 'text')
      .addColumn('name', 'text')
      .addColumn('size', 'bigint')
      .addColumn('error', 'text')
      .execute();
    await db.schema.createIndex('backup_runs_started').on('backup_runs').columns(['started_at']).execute();
  },
};
