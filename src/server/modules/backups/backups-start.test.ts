import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection';
import { migrate } from '../../db/migrate';
import { migrations } from '../../db/migrations';
import { type ServerProcess, startServerProcess, stopProcess, waitForHealth } from '../../test/processes';
import { listBackups } from './service';

const sqlite = !process.env.TEST_DATABASE_URL;
let dataDir: string | undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  if (server) await stopProcess(server.child);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  server = undefined;
  dataDir = undefined;
});

/** The names of the migrations a database file records. */
function appliedIn(file: string): string[] {
  const database = new SqliteDatabase(file, { readonly: true });
  try {
    return database.prepare('select name from schema_migrations order by name').pluck().all() as string[];
  } finally {
    database.close();
  }
}

/** Starts the server on `dir` and waits until it answers. */
async function start(dir: string) {
  server = await startServerProcess(dir, {});
  await waitForHealth(server.baseURL, server.child, { name: 'the server', output: server.output });
}

/** Waits (a while at most) until BACKUP_DIR lists `count` backups. */
async function listedSoon(dir: string, count: number) {
  const until = Date.now() + 20_000;
  let listed = await listBackups(dir);
  while (listed.length < count && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    listed = await listBackups(dir);
  }
  return listed;
}

describe('the backups a start makes (docs/backups.md §1)', () => {
  it.skipIf(!sqlite)(
    'backs an existing database up before its migrations: the copy is the database as it was',
    async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-backup-start-'));
      const older = await openDatabase({ dataDir });
      await migrate(older.db, older.engine, migrations.slice(0, -1));
      await older.close();

      await start(dataDir);
      const backups = path.join(dataDir, 'backups');
      const listed = await listedSoon(backups, 1);
      // One copy: the one before the migration; the start finds it fresh and makes no other.
      expect(listed).toHaveLength(1);
      const [copy] = listed;
      expect(appliedIn(path.join(backups, copy?.name ?? ''))).toEqual(
        migrations
          .slice(0, -1)
          .map((migration) => migration.name)
          .sort(),
      );
      expect(appliedIn(path.join(dataDir, 'property-manager.db'))).toHaveLength(migrations.length);
    },
  );

  it.skipIf(!sqlite)('backs a fresh install up at its first start', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-backup-start-'));
    await start(dataDir);
    const listed = await listedSoon(path.join(dataDir, 'backups'), 1);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.checked).toBe(true);
    expect(appliedIn(path.join(dataDir, 'backups', listed[0]?.name ?? ''))).toHaveLength(migrations.length);
  });
});
