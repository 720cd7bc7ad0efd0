// `npm run restore -- <backup file>`: puts a backup of the embedded database in place of the current
// one, after keeping the current one as `BACKUP_DIR/before-restore-<date>-<time>.db` (docs/backups.md
// §3). The next start brings the restored file's schema up to date by the usual migrations.
//
// Run with tsx like the other scripts: it checks the file against the migrations of the code it sits
// in, never against an older build (docs/decisions/117-restore-detects-a-running-server.md).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { SQLITE_FILE } from '../src/server/db/connection';
import { checkDatabaseFile } from '../src/server/db/database-file';

export interface RestoreOptions {
  /** The backup to put in place. */
  file: string;
  dataDir: string;
  backupDir: string;
  /** When the restore runs: names the kept copy of the current database. */
  now?: Date;
}

export type RestoreResult =
  | { ok: true; restored: string; keptAs: string | undefined; rows: Record<string, number> }
  | { ok: false; reason: string };

export class RestoreRefused extends Error {}

/** `2026-11-28-021503`: the date and time (UTC, Ghana's time) in a file name that sorts. */
export function fileStamp(now: Date): string {
  const iso = now.toISOString();
  return `${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

/** `before-restore-<date>-<time>.db`, never one already there (two restores in one second). */
function keptName(backupDir: string, stamp: string): string {
  let name = path.join(backupDir, `before-restore-${stamp}.db`);
  for (let n = 2; fs.existsSync(name); n += 1) name = path.join(backupDir, `before-restore-${stamp}-${n}.db`);
  return name;
}

/** Writes a file's pages to the disk before it is renamed into place (a power cut keeps it whole). */
function fsyncPath(target: string): void {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function removeIfPresent(target: string): void {
  fs.rmSync(target, { force: true });
}

/**
 * Takes the current database for this process alone, or refuses when another process has it open.
 *
 * Every connection in WAL mode keeps a shared lock on the database file from its first statement
 * (the server's is `journal_mode = WAL`, as it opens it) until it closes, and the system drops it
 * when a process dies, even by kill -9. An exclusive lock is therefore refused exactly while a
 * server, a second app process or an `sqlite3` shell holds the file, and a crashed server leaves
 * nothing stale behind (decision 117).
 */
function lockCurrent(file: string, dataDir: string): SqliteDatabase.Database {
  const current = new SqliteDatabase(file, { fileMustExist: true, timeout: 0 });
  try {
    current.pragma('locking_mode = EXCLUSIVE');
    // The first read takes the lock and keeps it until the connection closes.
    current.exec('begin exclusive; commit');
  } catch (error) {
    current.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new RestoreRefused(
        `the server (or another program) has the database in ${dataDir} open: stop it first, then run the restore again`,
      );
    }
    throw error;
  }
  return current;
}

/**
 * Keeps the current database at `target`: SQLite's online backup through the locked connection, so
 * what its WAL holds is in the copy. A database too damaged to be read that way is kept as it lies
 * on the disk, its WAL beside it, for whoever looks into it later.
 */
async function keepCurrent(current: SqliteDatabase.Database | undefined, file: string, target: string) {
  const partial = `${target}.partial`;
  try {
    if (!current) throw new Error('not readable');
    await current.backup(partial);
    fsyncPath(partial);
    fs.renameSync(partial, target);
  } catch {
    removeIfPresent(partial);
    fs.copyFileSync(file, partial);
    fsyncPath(partial);
    fs.renameSync(partial, target);
    if (fs.existsSync(`${file}-wal`)) fs.copyFileSync(`${file}-wal`, `${target}-wal`);
  }
}

/**
 * Checks `options.file` (a database of this product, sound, not newer than the code), keeps the
 * current database, then puts a copy of the file in place of it. Changes nothing when it refuses.
 */
export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const source = path.resolve(options.file);
  const dataDir = path.resolve(options.dataDir);
  const target = path.join(dataDir, SQLITE_FILE);
  if (source === target) return { ok: false, reason: 'that file is the current database itself' };

  // Checked before the current database is even opened: a refused file changes nothing.
  const check = checkDatabaseFile(source);
  if (!check.ok) return { ok: false, reason: `${options.file}: ${check.reason}` };

  const exists = fs.existsSync(target);
  let current: SqliteDatabase.Database | undefined;
  if (exists) {
    try {
      current = lockCurrent(target, dataDir);
    } catch (error) {
      if (error instanceof RestoreRefused) return { ok: false, reason: error.message };
      // A current database too damaged to be opened is what a restore is for: it is kept as it is.
      current = undefined;
    }
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const partial = path.join(dataDir, `.${SQLITE_FILE}.restoring-${process.pid}`);
  try {
    // Copied first beside the database under a temporary name, with its own WAL if it has one: a
    // crash before the rename leaves the current database as it was.
    const copy = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
    try {
      await copy.backup(partial);
    } finally {
      copy.close();
    }
    fsyncPath(partial);

    let keptAs: string | undefined;
    if (exists) {
      fs.mkdirSync(options.backupDir, { recursive: true });
      keptAs = keptName(options.backupDir, fileStamp(options.now ?? new Date()));
      await keepCurrent(current, target, keptAs);
      // Out of WAL mode, so closing the lock later leaves the new database's files alone.
      try {
        current?.pragma('journal_mode = DELETE');
      } catch {
        // A damaged database may refuse; its WAL is removed below all the same.
      }
    }
    // The old WAL would be replayed over the restored pages: it goes before the rename.
    removeIfPresent(`${target}-wal`);
    removeIfPresent(`${target}-shm`);
    removeIfPresent(`${target}-journal`);
    fs.renameSync(partial, target);
    fsyncPath(dataDir);
    return { ok: true, restored: source, keptAs, rows: check.rows };
  } finally {
    removeIfPresent(partial);
    current?.close();
  }
}

/** Reads the environment as the server does: DATA_DIR (default ./data), BACKUP_DIR (default DATA_DIR/backups). */
export function restoreFolders(env: NodeJS.ProcessEnv): { dataDir: string; backupDir: string } {
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  const backupDir = path.resolve(env.BACKUP_DIR?.trim() || path.join(dataDir, 'backups'));
  return { dataDir, backupDir };
}

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  if (env.DATABASE_URL?.trim()) {
    console.error(
      'Not restored: DATABASE_URL is set, so the data is in PostgreSQL. Restore a pg_dump with pg_restore, for example:\n' +
        '  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" property_manager.dump',
    );
    return 1;
  }
  const file = argv[0];
  if (!file || argv.length > 1) {
    console.error('Usage: npm run restore -- <backup file>   (stop the server first)');
    return 1;
  }
  const { dataDir, backupDir } = restoreFolders(env);
  const result = await restore({ file, dataDir, backupDir });
  if (!result.ok) {
    console.error(`Not restored: ${result.reason}. Nothing was changed.`);
    return 1;
  }
  if (result.keptAs) console.log(`The database as it was is kept in ${result.keptAs}`);
  const counts = Object.entries(result.rows)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
  console.log(`Restored ${result.restored} into ${path.join(dataDir, SQLITE_FILE)} (${counts}).`);
  console.log('Start the server: it brings the database up to date as it starts.');
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error) => {
      console.error(`Not restored: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
