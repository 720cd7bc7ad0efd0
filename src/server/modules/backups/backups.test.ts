import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import type { BackupEntry } from '../../../shared/schemas/backups';
import { openDatabase } from '../../db/connection';
import { okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { rentRecordBody } from '../apartments/test-data';
import { backupRunsRepository } from './repository';
import { type BackupSettings, backUp, backupHealth, copyDatabase } from './service';

const t = freshAppForEachTest('Admin');
const sqlite = () => t.handle.engine === 'sqlite';
const settings = (): BackupSettings => ({ ...t.config.backups, dataDir: t.config.dataDir });
const backUpNow = (cookie = t.cookie) => t.request('POST', api.backups, { cookie });
const list = (cookie = t.cookie) => t.request('GET', api.backups, { cookie });

describe('backups through the API (docs/backups.md §2)', () => {
  it("backs up now: answers the checked entry, lists it, rotates the day's older one, and the download is the file", async () => {
    if (!sqlite()) return;
    const first = okBody(await backUpNow()) as BackupEntry;
    expect(first).toMatchObject({ checked: true });
    expect(first.name).toMatch(/^property-manager-\d{4}-\d{2}-\d{2}-\d{6}\.db$/);
    expect(first.size).toBe(fs.statSync(path.join(t.config.backups.dir, first.name)).size);
    // A second second, so the second backup has a name of its own.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const second = okBody(await backUpNow()) as BackupEntry;
    expect(second.time > first.time).toBe(true);
    // Of two copies on one day the newest counts for it: rotation took the first away once the second was checked.
    expect(okBody(await list())).toEqual([second]);
    expect(fs.existsSync(path.join(t.config.backups.dir, first.name))).toBe(false);

    const download = await t.request('GET', api.backupDownload(second.name), { cookie: t.cookie });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${second.name}"`);
    expect(download.rawPayload.equals(fs.readFileSync(path.join(t.config.backups.dir, second.name)))).toBe(
      true,
    );
    expect(download.rawPayload.subarray(0, 15).toString()).toBe('SQLite format 3');
  });

  it('lists nothing before the first backup, and the status says one is missing', async () => {
    if (!sqlite()) return;
    expect(okBody(await list())).toEqual([]);
    expect(okBody(await t.request('GET', api.backupsStatus, { cookie: t.cookie }))).toEqual({
      lastBackupAt: null,
      missing: true,
      failure: null,
    });
  });

  it('answers 404 for any name that is not a listed backup: no path leaves BACKUP_DIR', async () => {
    if (!sqlite()) return;
    const entry = okBody(await backUpNow()) as BackupEntry;
    // A file beside the backups that is not one, and the live database one folder up.
    fs.writeFileSync(path.join(t.config.backups.dir, 'notes.db'), 'x');
    fs.writeFileSync(path.join(t.config.backups.dir, `${entry.name.replace('.db', '')}-x.db.partial`), 'x');
    const other = fs.mkdtempSync(path.join(path.dirname(t.config.dataDir), 'pm-other-'));
    fs.writeFileSync(path.join(other, entry.name), 'another deployment');
    try {
      for (const url of [
        api.backupDownload('..'),
        api.backupDownload('../property-manager.db'),
        `/api/backups/%2e%2e%2fproperty-manager.db/download`,
        `/api/backups/%2e%2e%2f%2e%2e%2fetc%2fpasswd/download`,
        `/api/backups/..%2Fproperty-manager.db/download`,
        api.backupDownload(path.join(t.config.dataDir, 'property-manager.db')),
        api.backupDownload(path.join(other, entry.name)),
        api.backupDownload(`../${path.basename(other)}/${entry.name}`),
        api.backupDownload('notes.db'),
        api.backupDownload(`${entry.name}.partial`),
        api.backupDownload('property-manager-2020-01-01-000000.db'),
        api.backupDownload(entry.name.toUpperCase()),
      ]) {
        const response = await t.request('GET', url, { cookie: t.cookie });
        expect(response.statusCode, url).toBe(404);
        expect(response.rawPayload.includes('SQLite format')).toBe(false);
      }
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it('refuses Managers, Staff and the Admins of any other business (403), whatever the engine', async () => {
    const entryName = 'property-manager-2026-01-01-000000.db';
    const otherAccount = await t.newAccount('Another business');
    const otherAdmin = (await t.signIn('Admin', { accountId: otherAccount })).cookie;
    const cookies = [(await t.signIn('Manager')).cookie, (await t.signIn('Staff')).cookie, otherAdmin];
    for (const cookie of cookies) {
      for (const [method, url] of [
        ['GET', api.backups],
        ['POST', api.backups],
        ['GET', api.backupsStatus],
        ['GET', api.backupDownload(entryName)],
      ] as const) {
        const response = await t.request(method, url, { cookie });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(fs.existsSync(t.config.backups.dir)).toBe(false);
  });

  it('on PostgreSQL answers 409 naming pg_dump and pg_restore (a download, 404)', async () => {
    if (sqlite()) return;
    for (const [method, url] of [
      ['GET', api.backups],
      ['POST', api.backups],
      ['GET', api.backupsStatus],
    ] as const) {
      const response = await t.request(method, url, { cookie: t.cookie });
      expect(response.statusCode, `${method} ${url}`).toBe(409);
      expect(response.json().message).toMatch(/pg_dump .*pg_restore /);
    }
    // No name is a listed backup there: 404, as for any name not listed.
    const download = api.backupDownload('property-manager-2026-01-01-000000.db');
    expect((await t.request('GET', download, { cookie: t.cookie })).statusCode).toBe(404);
  });
});

describe('a backup while the server writes (docs/backups.md §7)', () => {
  it('taken while 20 clients add payments, is one consistent database: each payment has its receipt and audit event', async () => {
    if (!sqlite()) return;
    const tenant = okBody(
      await t.request('POST', api.addRentRecord, { cookie: t.cookie, payload: rentRecordBody() }),
    ).data._id as string;
    let writing = true;
    let written = 0;
    const client = async () => {
      while (writing) {
        const response = await t.request('POST', api.addPayment, {
          cookie: t.cookie,
          payload: { tenant, amountPaid: 5, method: 'Cash', Date: '2026-02-01', status: 'Partial' },
        });
        expect(response.statusCode, response.body).toBe(200);
        written += 1;
      }
    };
    const clients = Array.from({ length: 20 }, client);
    // Let the writes get going, then back up in their midst.
    while (written < 40) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = written;
    let entry: BackupEntry;
    let after: number;
    try {
      entry = await backUp(t.handle.db, settings(), 'manual');
      after = written;
    } finally {
      writing = false;
      await Promise.all(clients);
    }
    expect(after).toBeGreaterThan(before);

    const copy = new SqliteDatabase(path.join(t.config.backups.dir, entry.name), { readonly: true });
    try {
      const count = (query: string) => Number(copy.prepare(query).pluck().get());
      const payments = count('select count(*) from payments');
      expect(payments).toBeGreaterThanOrEqual(before);
      expect(payments).toBeLessThanOrEqual(written);
      expect(count('select count(*) from payments where receipt_number is null or receipt_number < 1')).toBe(
        0,
      );
      expect(count('select count(distinct receipt_number) from payments')).toBe(payments);
      expect(
        count(`select count(*) from payments p where not exists
          (select 1 from audit_events a where a.entity = 'payment' and a.entity_id = p.id)`),
      ).toBe(0);
      expect(count(`select count(*) from audit_events where entity = 'payment'`)).toBe(payments);
      // The receipt series went exactly as far as the payments it holds, none half-written.
      expect(count('select max(last_number) from receipt_counters')).toBe(
        count('select max(receipt_number) from payments'),
      );
    } finally {
      copy.close();
    }
  });
});

describe('the claim (docs/backups.md §1)', () => {
  it('two processes backing up at the same moment make one backup', async () => {
    if (!sqlite()) return;
    const other = await openDatabase({ dataDir: t.config.dataDir });
    try {
      const [a, b] = await Promise.all([
        backUp(t.handle.db, settings(), 'manual'),
        backUp(other.db, settings(), 'daily'),
      ]);
      expect(a).toEqual(b);
      const runs = await t.handle.db.selectFrom('backup_runs').selectAll().execute();
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ status: 'checked', name: a.name });
      expect(fs.readdirSync(t.config.backups.dir)).toEqual([a.name]);
    } finally {
      await other.close();
    }
  });

  it('a stale claim (its process died) is closed as failed and the next backup goes ahead', async () => {
    if (!sqlite()) return;
    const long = new Date(Date.now() - 16 * 60_000).toISOString();
    expect(await backupRunsRepository(t.handle.db).claim('dead', 'daily', long)).toBe(true);
    const entry = await backUp(t.handle.db, settings(), 'manual');
    expect(entry.checked).toBe(true);
    const dead = await backupRunsRepository(t.handle.db).find('dead');
    expect(dead).toMatchObject({ status: 'failed' });
  });
});

describe('failures and BACKUP_COPY_DIR (docs/backups.md §1)', () => {
  it('copies each checked backup to BACKUP_COPY_DIR; a copy that fails is a failure but keeps the backup', async () => {
    if (!sqlite()) return;
    const copyDir = path.join(t.config.dataDir, 'usb');
    const entry = await backUp(t.handle.db, { ...settings(), copyDir }, 'manual');
    expect(fs.readdirSync(copyDir)).toEqual([entry.name]);
    expect(
      fs
        .readFileSync(path.join(copyDir, entry.name))
        .equals(fs.readFileSync(path.join(t.config.backups.dir, entry.name))),
    ).toBe(true);
    expect((await backupHealth(t.handle.db, settings())).failure).toBeNull();

    // A file where the folder should be: the copy cannot be made.
    const blocked = path.join(t.config.dataDir, 'blocked');
    fs.writeFileSync(blocked, 'not a folder');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const kept = await backUp(t.handle.db, { ...settings(), copyDir: blocked }, 'manual');
    expect(fs.existsSync(path.join(t.config.backups.dir, kept.name))).toBe(true);
    const health = await backupHealth(t.handle.db, settings());
    expect(health.failure?.reason).toMatch(/BACKUP_COPY_DIR/);
    expect(health).toMatchObject({ missing: false, lastBackupAt: kept.time });
    const status = okBody(await t.request('GET', api.backupsStatus, { cookie: t.cookie }));
    expect(status.failure.reason).toMatch(/BACKUP_COPY_DIR/);
  });

  it('a copy that cannot be made is recorded as failed and leaves no file', async () => {
    if (!sqlite()) return;
    await expect(
      backUp(t.handle.db, { ...settings(), dataDir: path.join(t.config.dataDir, 'nowhere') }, 'manual'),
    ).rejects.toThrow();
    expect(fs.readdirSync(t.config.backups.dir)).toEqual([]);
    const health = await backupHealth(t.handle.db, settings());
    expect(health.failure).not.toBeNull();
    expect(health.missing).toBe(true);
  });

  it('removes the partial files a killed backup left, and never lists them', async () => {
    if (!sqlite()) return;
    fs.mkdirSync(t.config.backups.dir, { recursive: true });
    const partial = path.join(t.config.backups.dir, 'property-manager-2026-01-01-000000.db.partial');
    fs.writeFileSync(partial, 'half a copy');
    expect(okBody(await list())).toEqual([]);
    const entry = await copyDatabase(settings());
    expect(fs.readdirSync(t.config.backups.dir)).toEqual([entry.name]);
  });
});
