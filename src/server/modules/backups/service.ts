import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  BACKUP_MISSING_HOURS,
  BACKUPS_FORBIDDEN_MESSAGE,
  type BackupEntry,
  type BackupStatus,
  POSTGRES_BACKUPS_MESSAGE,
} from '../../../shared/schemas/backups';
import type { BackupConfig } from '../../config/config';
import { type Engine, SQLITE_FILE } from '../../db/connection';
import { conflict, forbidden, notFound } from '../../lib/domain-errors';
import { newId, nowIso } from '../../lib/ids';
import type { Executor, ReadContext } from '../../lib/service-context';
import { accountsRepository } from '../accounts';
import { type BackupReason, backupRunsRepository, STALE_CLAIM_MS } from './repository';
import { backupsToKeep } from './rotation';
import type { CopyJob, CopyOutcome } from './worker';

/** Where the database is and where its backups go. */
export interface BackupSettings extends BackupConfig {
  dataDir: string;
}

/** A backup this module wrote: `property-manager-2026-11-28-020000.db`, its time in UTC (Africa/Accra's). */
const BACKUP_NAME = /^property-manager-(\d{4})-(\d{2})-(\d{2})-(\d{2})(\d{2})(\d{2})\.db$/;
/** The copy `npm run restore` keeps of the database it replaces (docs/backups.md §3). */
const BEFORE_RESTORE_NAME = /^before-restore-(\d{4})-(\d{2})-(\d{2})-(\d{2})(\d{2})(\d{2})?\.db$/;
/** A copy being written: never listed, removed by the next backup. */
const PARTIAL = '.partial';

export function backupName(at: Date): string {
  const iso = at.toISOString();
  return `property-manager-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}.db`;
}

function timeOf(match: RegExpMatchArray): string {
  const [, year, month, day, hour, minute, second = '00'] = match;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}.000Z`;
}

/** The backups in a folder, newest first: this module's (checked) and restore's kept copies. */
export async function listBackups(dir: string): Promise<BackupEntry[]> {
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries: BackupEntry[] = [];
  for (const name of names) {
    const ours = name.match(BACKUP_NAME);
    const restore = ours ? null : name.match(BEFORE_RESTORE_NAME);
    const match = ours ?? restore;
    if (!match) continue;
    const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
    if (!stat?.isFile()) continue;
    // Only this module's are renamed into place after their check; restore's copy is the database as
    // it was, kept as found (docs/decisions/115-backup-schedule-and-rotation.md).
    entries.push({ name, time: timeOf(match), size: stat.size, checked: ours !== null });
  }
  return entries.sort((a, b) => (a.time === b.time ? (a.name < b.name ? 1 : -1) : a.time < b.time ? 1 : -1));
}

/** Syncs a folder, so a rename in it is on disk too. */
async function syncDir(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Removes the copies a killed or failed backup left behind under their temporary names. */
async function removePartials(dir: string): Promise<void> {
  for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
    // With SQLite's own journal of the copy (`….partial-journal`), when the kill came mid-write.
    if (name.includes(PARTIAL)) await fs.promises.rm(path.join(dir, name), { force: true });
  }
}

/**
 * The worker's file: the TypeScript source under tsx and the tests (started with tsx's loader), the
 * bundled `backup-worker.js` beside `server.js` once built.
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER = new URL(FROM_SOURCE ? './worker.ts' : './backup-worker.js', import.meta.url);

function copyInWorker(job: CopyJob): Promise<CopyOutcome> {
  return new Promise((resolve) => {
    const worker = FROM_SOURCE
      ? new Worker(
          `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(WORKER.href)}, ${JSON.stringify(import.meta.url)}))`,
          { eval: true, workerData: job },
        )
      : new Worker(WORKER, { workerData: job });
    let outcome: CopyOutcome | undefined;
    worker.once('message', (message: CopyOutcome) => {
      outcome = message;
    });
    worker.once('error', (error) => {
      outcome ??= { ok: false, reason: error.message };
    });
    worker.once('exit', (code) =>
      resolve(outcome ?? { ok: false, reason: `the copy stopped (exit ${code})` }),
    );
  });
}

/**
 * One backup, without a claim: the copy of the live database (`VACUUM INTO`, one consistent snapshot,
 * writes go on meanwhile) under a temporary name, synced and checked (`checkDatabaseFile`: integrity,
 * this product's, row counts), then renamed. A kill at any point leaves at most a `.partial` file,
 * never listed (docs/backups.md §1).
 */
export async function copyDatabase(settings: BackupSettings, at = new Date()): Promise<BackupEntry> {
  await fs.promises.mkdir(settings.dir, { recursive: true });
  await removePartials(settings.dir);
  const name = backupName(at);
  const partial = path.join(settings.dir, `${name}${PARTIAL}`);
  const outcome = await copyInWorker({ source: path.join(settings.dataDir, SQLITE_FILE), target: partial });
  if (!outcome.ok) {
    await fs.promises.rm(partial, { force: true });
    throw new Error(outcome.reason);
  }
  await fs.promises.rename(partial, path.join(settings.dir, name));
  await syncDir(settings.dir);
  return {
    name,
    time: timeOf(name.match(BACKUP_NAME) as RegExpMatchArray),
    size: outcome.size,
    checked: true,
  };
}

/** Copies a checked backup into `BACKUP_COPY_DIR` the same way: a temporary name, synced, renamed. */
async function copyElsewhere(settings: BackupSettings, entry: BackupEntry): Promise<void> {
  const dir = settings.copyDir;
  if (!dir) return;
  await fs.promises.mkdir(dir, { recursive: true });
  await removePartials(dir);
  const partial = path.join(dir, `${entry.name}${PARTIAL}`);
  await fs.promises.copyFile(path.join(settings.dir, entry.name), partial);
  const handle = await fs.promises.open(partial, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.promises.rename(partial, path.join(dir, entry.name));
  await syncDir(dir);
  await rotate(dir);
}

/**
 * Deletes this module's backups that rotation no longer keeps; called only once a newer one has
 * been checked. Restore's kept copies are never rotated away.
 */
export async function rotate(dir: string): Promise<string[]> {
  const ours = (await listBackups(dir)).filter((entry) => entry.checked);
  const kept = backupsToKeep(ours.map((entry) => entry.time));
  const removed: string[] = [];
  for (const entry of ours) {
    if (kept.has(entry.time)) continue;
    await fs.promises.rm(path.join(dir, entry.name), { force: true });
    removed.push(entry.name);
  }
  return removed;
}

const POLL_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for another process's backup to end: its entry when checked, its failure otherwise. A
 * claim that never ends (its process died) is given up when it goes stale.
 */
async function awaitOther(db: Executor, settings: BackupSettings, id: string): Promise<BackupEntry> {
  const runs = backupRunsRepository(db);
  const deadline = Date.now() + STALE_CLAIM_MS;
  while (Date.now() < deadline) {
    const run = await runs.find(id);
    if (!run) break;
    if (run.status !== 'running') {
      const entry = run.name
        ? (await listBackups(settings.dir)).find((each) => each.name === run.name)
        : undefined;
      if (entry) return entry;
      throw new Error(run.error ?? 'the backup failed');
    }
    await sleep(POLL_MS);
  }
  throw new Error('another backup under way did not end');
}

/**
 * One backup for the deployment, claimed in the database so that several app processes never back up
 * at the same moment: a process that finds another's backup under way waits for it and answers with
 * it. The outcome is recorded (a failure is an alert); rotation follows a checked copy; a failed copy
 * to `BACKUP_COPY_DIR` is recorded as a failure but keeps the backup.
 */
export async function backUp(
  db: Executor,
  settings: BackupSettings,
  reason: BackupReason,
): Promise<BackupEntry> {
  const runs = backupRunsRepository(db);
  const id = newId();
  while (!(await runs.claim(id, reason, nowIso()))) {
    const other = await runs.running();
    if (other) return awaitOther(db, settings, other.id);
  }
  let entry: BackupEntry;
  try {
    entry = await copyDatabase(settings);
  } catch (error) {
    await runs.finish(
      id,
      { status: 'failed', name: null, size: null, error: (error as Error).message },
      nowIso(),
    );
    throw error;
  }
  let copyError: string | null = null;
  try {
    await rotate(settings.dir);
    await copyElsewhere(settings, entry);
  } catch (error) {
    copyError = `the copy to BACKUP_COPY_DIR failed: ${(error as Error).message}`;
  }
  await runs.finish(
    id,
    { status: copyError ? 'failed' : 'checked', name: entry.name, size: entry.size, error: copyError },
    nowIso(),
  );
  return entry;
}

/** The backups' health: the newest checked one, none for 48 hours, the latest to end having failed. */
export async function backupHealth(
  db: Executor,
  settings: BackupSettings,
  now = new Date(),
): Promise<BackupStatus> {
  const newest = (await listBackups(settings.dir)).find((entry) => entry.checked);
  const since = new Date(now.getTime() - BACKUP_MISSING_HOURS * 3_600_000).toISOString();
  const last = await backupRunsRepository(db).lastFinished();
  return {
    lastBackupAt: newest?.time ?? null,
    missing: !newest || newest.time < since,
    failure:
      last?.status === 'failed'
        ? { at: last.finished_at ?? last.started_at, reason: last.error ?? 'failed' }
        : null,
  };
}

/**
 * Only an Admin of the deployment's first business reaches the whole database's copies (another
 * business on a hosted server never does); on PostgreSQL backups are the database's own (409).
 */
async function mayManage(ctx: ReadContext, engine: Engine | null): Promise<void> {
  const first = await accountsRepository(ctx.trx).first();
  if (ctx.actor.role !== 'Admin' || first?._id !== ctx.accountId) throw forbidden(BACKUPS_FORBIDDEN_MESSAGE);
  if (engine === 'postgres') throw conflict(POSTGRES_BACKUPS_MESSAGE);
}

/** Settings → Backups (docs/backups.md §2). */
export const backupsService = {
  async list(ctx: ReadContext, engine: Engine, settings: BackupSettings): Promise<BackupEntry[]> {
    await mayManage(ctx, engine);
    return listBackups(settings.dir);
  },

  async status(ctx: ReadContext, engine: Engine, settings: BackupSettings): Promise<BackupStatus> {
    await mayManage(ctx, engine);
    return backupHealth(ctx.trx, settings);
  },

  async backUpNow(ctx: ReadContext, engine: Engine, settings: BackupSettings): Promise<BackupEntry> {
    await mayManage(ctx, engine);
    return backUp(ctx.trx, settings, 'manual');
  },

  /** The file of a listed backup: a name is looked up among them, never joined to a path as given. */
  async file(
    ctx: ReadContext,
    engine: Engine,
    settings: BackupSettings,
    name: string,
  ): Promise<{ entry: BackupEntry; file: string }> {
    // A name not listed is 404 on either engine (on PostgreSQL none is): the same answer for every
    // path that does not name a backup, whatever it points at.
    await mayManage(ctx, null);
    const entry = (await listBackups(settings.dir)).find((each) => each.name === name);
    if (!entry) throw notFound('Backup');
    await mayManage(ctx, engine);
    return { entry, file: path.join(settings.dir, entry.name) };
  },
};
