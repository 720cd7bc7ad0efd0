/**
 * A backup's copy and its check, in a worker thread (docs/decisions/114-backups-by-vacuum-into.md):
 * `VACUUM INTO` on a connection of its own reads one snapshot of the live database while the server
 * goes on writing, and `PRAGMA integrity_check` of the copy takes seconds on large data; in the
 * server's own thread either would hold every request for as long.
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { checkDatabaseFile } from '../../db/database-file';

export interface CopyJob {
  /** The live database file. */
  source: string;
  /** Where the copy is written: a temporary name the service renames once checked. */
  target: string;
}

export type CopyOutcome = { ok: true; size: number } | { ok: false; reason: string };

function copyAndCheck({ source, target }: CopyJob): CopyOutcome {
  fs.rmSync(target, { force: true });
  const database = new SqliteDatabase(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    database.prepare('vacuum into ?').run(target);
  } finally {
    database.close();
  }
  // VACUUM INTO writes the copy without syncing it: on disk before it is checked and named.
  const fd = fs.openSync(target, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  const check = checkDatabaseFile(target);
  if (!check.ok) return { ok: false, reason: `the copy failed its check: ${check.reason}` };
  return { ok: true, size: fs.statSync(target).size };
}

if (parentPort) {
  let outcome: CopyOutcome;
  try {
    outcome = copyAndCheck(workerData as CopyJob);
  } catch (error) {
    outcome = { ok: false, reason: (error as Error).message };
  }
  parentPort.postMessage(outcome);
}
