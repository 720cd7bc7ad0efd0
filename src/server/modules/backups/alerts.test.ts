import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import type { Alert } from '../../../shared/schemas/reminders';
import { okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { type BackupSettings, backUp } from './service';

const t = freshAppForEachTest('Admin');
const sqlite = () => t.handle.engine === 'sqlite';
const settings = (): BackupSettings => ({ ...t.config.backups, dataDir: t.config.dataDir });

/** The bell's feed (the cached array) and the alerts screen's page, as this cookie sees them. */
async function serverAlertsSeen(cookie: string): Promise<{ bell: string[]; page: string[] }> {
  const kinds = (alerts: Alert[]) =>
    alerts.map((alert) => alert.kind).filter((kind) => kind.startsWith('backup'));
  const bell = okBody(await t.request('GET', api.alerts, { cookie })) as Alert[];
  const page = okBody(await t.request('GET', `${api.alerts}?page=1`, { cookie })) as { items: Alert[] };
  return { bell: kinds(bell), page: kinds(page.items) };
}

/** The first business as if it had been in use for three days. */
async function inUseForDays(days: number) {
  const at = new Date(Date.now() - days * 86_400_000).toISOString();
  await sql`update accounts set created_at = ${at}`.execute(t.handle.db);
}

const failBackup = () =>
  expect(
    backUp(t.handle.db, { ...settings(), dataDir: path.join(t.config.dataDir, 'nowhere') }, 'manual'),
  ).rejects.toThrow();

describe("the backups' alerts in the feed (docs/backups.md §1)", () => {
  it("a failed backup is an alert for the first business's Admins only, and goes when a backup succeeds", async () => {
    const staff = (await t.signIn('Staff')).cookie;
    const manager = (await t.signIn('Manager')).cookie;
    const otherAdmin = (await t.signIn('Admin', { accountId: await t.newAccount('Another business') }))
      .cookie;
    // Each reads its bell first, so a cached feed would be served to the next reader.
    for (const cookie of [staff, t.cookie, manager, otherAdmin]) {
      expect(await serverAlertsSeen(cookie)).toEqual({ bell: [], page: [] });
    }
    if (!sqlite()) return;
    await failBackup();
    expect(await serverAlertsSeen(t.cookie)).toEqual({ bell: ['backup_failed'], page: ['backup_failed'] });
    const [failed] = (okBody(await t.request('GET', api.alerts, { cookie: t.cookie })) as Alert[]).filter(
      (alert) => alert.kind === 'backup_failed',
    );
    expect(failed).toMatchObject({ severity: 'overdue', subject: { type: 'backups' } });
    for (const cookie of [staff, manager, otherAdmin]) {
      expect(await serverAlertsSeen(cookie)).toEqual({ bell: [], page: [] });
    }
    okBody(await t.request('POST', api.backups, { cookie: t.cookie }));
    expect(await serverAlertsSeen(t.cookie)).toEqual({ bell: [], page: [] });
  });

  it('no checked backup in 48 hours of use is an alert; a new install is not alerted before then', async () => {
    if (!sqlite()) return;
    expect(await serverAlertsSeen(t.cookie)).toEqual({ bell: [], page: [] });
    await inUseForDays(3);
    expect(await serverAlertsSeen(t.cookie)).toEqual({ bell: ['backup_missing'], page: ['backup_missing'] });
    expect(await serverAlertsSeen((await t.signIn('Manager')).cookie)).toEqual({ bell: [], page: [] });
    okBody(await t.request('POST', api.backups, { cookie: t.cookie }));
    expect(await serverAlertsSeen(t.cookie)).toEqual({ bell: [], page: [] });
  });

  it('an Admin may dismiss a failure: it stays hidden', async () => {
    if (!sqlite()) return;
    await failBackup();
    const [failed] = (okBody(await t.request('GET', api.alerts, { cookie: t.cookie })) as Alert[]).filter(
      (alert) => alert.kind === 'backup_failed',
    );
    expect(failed?.key).toMatch(/^backup_failed\|backups\|\d{4}-\d{2}-\d{2}/);
    okBody(await t.request('POST', api.alertsDismiss, { cookie: t.cookie, payload: { key: failed?.key } }));
    expect(await serverAlertsSeen(t.cookie)).toEqual({ bell: [], page: [] });
  });

  it('on PostgreSQL there are none, whatever the backups table says', async () => {
    if (sqlite()) return;
    await inUseForDays(3);
    expect(await serverAlertsSeen(t.cookie)).toEqual({ bell: [], page: [] });
  });
});
