import fs from 'node:fs';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { pendingMigrations } from '../../db/migrate';
import { migrations } from '../../db/migrations';
import { freshAppForEachTest } from '../../test/test-app';
import { backupRunsRepository } from './repository';
import { backupDue, lastDueAt, RETRY_AFTER_FAILURE_MS, startBackupScheduler } from './scheduler';
import type { BackupSettings } from './service';

const t = freshAppForEachTest();
const settings = (): BackupSettings => ({ ...t.config.backups, dataDir: t.config.dataDir });
const log = pino({ level: 'silent' });

describe('when a backup is due (docs/backups.md §1)', () => {
  it('the daily time last came round today once it has passed, yesterday before', () => {
    expect(lastDueAt(new Date('2026-11-28T02:00:00Z'), '02:00').toISOString()).toBe(
      '2026-11-28T02:00:00.000Z',
    );
    expect(lastDueAt(new Date('2026-11-28T01:59:59Z'), '02:00').toISOString()).toBe(
      '2026-11-27T02:00:00.000Z',
    );
    expect(lastDueAt(new Date('2026-11-28T23:00:00Z'), '22:30').toISOString()).toBe(
      '2026-11-28T22:30:00.000Z',
    );
  });

  it('is due with no backup, or none since the daily time; not otherwise', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(backupDue(null, now, '02:00')).toBe(true);
    // Over 24 hours old at a start.
    expect(backupDue('2026-11-27T09:00:00.000Z', now, '02:00')).toBe(true);
    // The laptop was off at 02:00: yesterday's afternoon copy does not stand for today's.
    expect(backupDue('2026-11-27T15:00:00.000Z', now, '02:00')).toBe(true);
    expect(backupDue('2026-11-28T02:00:05.000Z', now, '02:00')).toBe(false);
    expect(backupDue('2026-11-28T09:00:00.000Z', now, '12:00')).toBe(false);
  });
});

describe('the scheduler', () => {
  it('backs up a fresh install at its first start, once; again when the next daily time has come', async () => {
    if (t.handle.engine !== 'sqlite') return;
    let now = new Date();
    const scheduler = startBackupScheduler(t.handle.db, settings(), log, {
      intervalMs: 60_000,
      now: () => now,
    });
    try {
      await scheduler.tick();
      // The first tick may still be under way from the start: wait for it, then tick again.
      await scheduler.tick();
      const runs = await t.handle.db.selectFrom('backup_runs').selectAll().execute();
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ reason: 'start', status: 'checked' });
      expect(fs.readdirSync(t.config.backups.dir)).toHaveLength(1);

      now = new Date(now.getTime() + 25 * 3_600_000);
      await scheduler.tick();
      const after = await t.handle.db.selectFrom('backup_runs').selectAll().orderBy('started_at').execute();
      expect(after.map((run) => [run.reason, run.status])).toEqual([
        ['start', 'checked'],
        ['daily', 'checked'],
      ]);
    } finally {
      await scheduler.stop();
    }
  });

  it('after a failed backup waits an hour before trying again', async () => {
    if (t.handle.engine !== 'sqlite') return;
    const failedAt = new Date();
    const runs = backupRunsRepository(t.handle.db);
    await runs.claim('failed', 'daily', failedAt.toISOString());
    await runs.finish(
      'failed',
      { status: 'failed', name: null, size: null, error: 'disk full' },
      failedAt.toISOString(),
    );
    let now = new Date(failedAt.getTime() + 60_000);
    const scheduler = startBackupScheduler(t.handle.db, settings(), log, { now: () => now });
    try {
      await scheduler.tick();
      await scheduler.tick();
      expect(fs.existsSync(t.config.backups.dir)).toBe(false);
      now = new Date(failedAt.getTime() + RETRY_AFTER_FAILURE_MS + 1000);
      await scheduler.tick();
      expect(fs.readdirSync(t.config.backups.dir)).toHaveLength(1);
    } finally {
      await scheduler.stop();
    }
  });
});

describe('pending migrations (the backup before a migration)', () => {
  it('names none on an up-to-date database, and those an older one has still to apply', async () => {
    expect(await pendingMigrations(t.handle.db)).toEqual([]);
    const older = migrations.slice(0, migrations.length - 1);
    // As the code of the next version sees this database: one migration more to apply.
    const next = [...migrations, { name: '9999_next', up: async () => {} }];
    expect(await pendingMigrations(t.handle.db, next)).toEqual(['9999_next']);
    expect(await pendingMigrations(t.handle.db, older)).toEqual([]);
  });
});
