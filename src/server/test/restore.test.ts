// `npm run restore` as the landlord runs it: scripts/restore.ts in a process of its own, against a
// DATA_DIR that a real server process uses before and after (docs/backups.md §3, decision 117).
// The embedded database only: the same on the PostgreSQL pass, where it ignores TEST_DATABASE_URL.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/paths';
import { SQLITE_FILE } from '../db/connection';
import { type ServerProcess, startedServerProcess, stopProcess } from './processes';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const ADMIN = { email: 'restore@example.com', password: 'restore-password-123' };
const START_TIMEOUT_MS = 60_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run restore -- <file>`'s script on `dataDir`, with nothing of this process's environment but PATH and HOME. */
function runRestore(dataDir: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: os.tmpdir(), DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The names in a folder, none when it does not exist. */
const listing = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder).sort() : []);

async function startServer(dataDir: string): Promise<ServerProcess> {
  return startedServerProcess(
    dataDir,
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    START_TIMEOUT_MS,
  );
}

async function signInStatus(server: ServerProcess): Promise<number> {
  const response = await fetch(`${server.baseURL}${api.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return response.status;
}

/** The business names in a database file, read as the restore left it. */
function accountNames(file: string): string[] {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return database.prepare('select name from accounts order by name').pluck().all() as string[];
  } finally {
    database.close();
  }
}

function addAccount(file: string, name: string): void {
  const database = new SqliteDatabase(file, { fileMustExist: true });
  try {
    const columns = database.prepare('select * from accounts limit 1').get() as Record<string, unknown>;
    const row = { ...columns, id: `restore-test-${name.length}-${Date.now()}`, name };
    const keys = Object.keys(row);
    database
      .prepare(`insert into accounts (${keys.join(', ')}) values (${keys.map(() => '?').join(', ')})`)
      .run(...Object.values(row));
  } finally {
    database.close();
  }
}

describe('npm run restore', () => {
  let dataDir: string;
  let work: string;
  let database: string;
  let backup: string;
  let backupDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-restore-'));
    dataDir = path.join(work, 'data');
    database = path.join(dataDir, SQLITE_FILE);
    backupDir = path.join(dataDir, 'backups');
    backup = path.join(work, 'backup.db');
    // A database made by the server itself (migrations, first administrator), then stopped.
    server = await startServer(dataDir);
    await stopProcess(server.child);
    server = undefined;
    const source = new SqliteDatabase(database, { fileMustExist: true });
    await source.backup(backup);
    source.close();
  }, START_TIMEOUT_MS + 10_000);

  afterAll(async () => {
    if (server) await stopProcess(server.child);
    if (work) fs.rmSync(work, { recursive: true, force: true });
  }, 30_000);

  it(
    'puts the backup in place, keeps the current database, and the server starts on it',
    async () => {
      addAccount(database, 'Written after the backup');
      expect(accountNames(database)).toContain('Written after the backup');
      const before = listing(backupDir);

      const run = await runRestore(dataDir, [backup]);

      expect(run.code, run.stderr).toBe(0);
      // Before anything reads the restored file (a reader makes its -wal and -shm).
      expect(listing(dataDir)).toEqual(['backups', SQLITE_FILE]);
      expect(accountNames(database)).not.toContain('Written after the backup');
      expect(accountNames(database)).toEqual(accountNames(backup));
      const kept = listing(backupDir).filter((name) => !before.includes(name));
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatch(/^before-restore-\d{4}-\d{2}-\d{2}-\d{6}(-\d+)?\.db$/);
      expect(run.stdout).toContain(path.join(backupDir, kept[0] ?? ''));
      expect(accountNames(path.join(backupDir, kept[0] ?? ''))).toContain('Written after the backup');

      server = await startServer(dataDir);
      expect(await signInStatus(server)).toBe(200);
      await stopProcess(server.child);
      server = undefined;
    },
    START_TIMEOUT_MS + 20_000,
  );

  it('restores into a DATA_DIR that has no database yet (a new machine), keeping nothing', async () => {
    const fresh = path.join(work, 'new-machine');

    const run = await runRestore(fresh, [backup]);

    expect(run.code, run.stderr).toBe(0);
    expect(listing(fresh)).toEqual([SQLITE_FILE]);
    expect(accountNames(path.join(fresh, SQLITE_FILE))).toEqual(accountNames(backup));
  });

  describe('refuses, and changes nothing,', () => {
    const refusals: Array<[string, (file: string) => void, RegExp]> = [
      [
        'a file that is not a database',
        (file) => fs.writeFileSync(file, 'rent,amount\nAma,700\n'),
        /not an SQLite database/,
      ],
      [
        'a corrupt database',
        (file) => {
          fs.copyFileSync(backup, file);
          // Page 2 onwards overwritten: the header still says SQLite, the pages are garbage.
          const fd = fs.openSync(file, 'r+');
          fs.writeSync(fd, Buffer.alloc(8192, 0x5a), 0, 8192, 4096);
          fs.closeSync(fd);
        },
        /damaged|cannot be read/,
      ],
      [
        'a database from a newer version',
        (file) => {
          fs.copyFileSync(backup, file);
          const newer = new SqliteDatabase(file);
          newer
            .prepare('insert into schema_migrations (name, applied_at) values (?, ?)')
            .run('9999-from-the-future', new Date().toISOString());
          newer.close();
        },
        /newer version/,
      ],
      ['a file that does not exist', () => {}, /cannot read the file/],
    ];

    it.each(refusals)('%s', async (_name, make, reason) => {
      const file = path.join(work, `refused-${Date.now()}.db`);
      make(file);
      const hash = sha(database);
      const folder = listing(dataDir);
      const kept = listing(backupDir);

      const run = await runRestore(dataDir, [file]);

      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(reason);
      expect(run.stderr).toContain('Nothing was changed');
      expect(sha(database)).toBe(hash);
      expect(listing(dataDir)).toEqual(folder);
      expect(listing(backupDir)).toEqual(kept);
    });

    it('on PostgreSQL, pointing to pg_restore', async () => {
      const hash = sha(database);
      const run = await runRestore(dataDir, [backup], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('pg_restore');
      expect(sha(database)).toBe(hash);
    });

    it('without a file, saying how to run it', async () => {
      const run = await runRestore(dataDir, []);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('npm run restore -- <backup file>');
    });
  });

  it(
    'refuses while the server runs on that DATA_DIR, and not after it was killed',
    async () => {
      server = await startServer(dataDir);
      addAccount(database, 'Only in the WAL');
      const kept = listing(backupDir);

      const refused = await runRestore(dataDir, [backup]);

      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('stop it first');
      expect(listing(backupDir)).toEqual(kept);
      expect(await signInStatus(server)).toBe(200);

      // Killed, it leaves its WAL and no lock behind: the restore goes ahead, and the kept copy has
      // what was only in the WAL.
      server.child.kill('SIGKILL');
      await new Promise((resolve) => server?.child.once('exit', resolve));
      server = undefined;
      expect(fs.existsSync(`${database}-wal`)).toBe(true);
      const run = await runRestore(dataDir, [backup]);
      expect(run.code, run.stderr).toBe(0);
      expect(listing(dataDir)).toEqual(['backups', SQLITE_FILE]);
      const added = listing(backupDir).filter((name) => !kept.includes(name));
      expect(added).toHaveLength(1);
      expect(accountNames(path.join(backupDir, added[0] ?? ''))).toContain('Only in the WAL');
      expect(accountNames(database)).not.toContain('Only in the WAL');
    },
    START_TIMEOUT_MS + 20_000,
  );
});
