import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_SHEETS, dataExportFileName } from '../../../shared/data-export';
import { api } from '../../../shared/paths';
import { businessToday } from '../../lib/business-day';
import { newId } from '../../lib/ids';
import { okBody } from '../../test/api-checks';
import { markedIds, markedRecords } from '../../test/marked-records';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { apartmentExportColumns } from '../apartments';
import { contractExportColumns } from '../contracts';
import { maintenanceExportColumns } from '../maintenance';
import { paymentExportColumns } from '../payments';
import { remittanceExportColumns } from '../remittances';
import { rentRecordExportColumns } from '../rent-records';
import { vehicleExportColumns } from '../vehicles';

const t = freshAppForEachTest('Admin');

/** Each sheet's header row: the list exports' columns, and those of the three sheets of their own. */
const HEADERS: Record<string, string[]> = {
  Properties: apartmentExportColumns.map((column) => column.header),
  'Rent Records': rentRecordExportColumns.map((column) => column.header),
  Payments: paymentExportColumns.map((column) => column.header),
  Vehicles: vehicleExportColumns.map((column) => column.header),
  Maintenance: maintenanceExportColumns.map((column) => column.header),
  Contracts: contractExportColumns.map((column) => column.header),
  Remittances: remittanceExportColumns.map((column) => column.header),
  'Vehicle Documents': [
    'Registration Number',
    'Document',
    'Number',
    'Issued On',
    'Expires On',
    'Expiry Derived',
    'Cost',
    'Note',
  ],
  // The columns of docs/insight.md §1, written out here on purpose (not read from export-columns).
  Expenses: ['Date', 'Category', 'Amount', 'Property or Vehicle', 'Payee', 'Method', 'Reference', 'Note'],
  Users: ['Name', 'Email', 'Phone', 'Role', 'Time Zone', 'Added On'],
  'Audit Log': ['Time (UTC)', 'Who', 'Action', 'Record', 'Record ID', 'Before', 'After'],
};

/** One record of every kind in the business of `cookie`, each carrying `mark`; their ids. */
async function fill(cookie: string, mark: string): Promise<string[]> {
  const post = async (url: string, payload: object) =>
    okBody(await t.request('POST', url, { cookie, payload })) as { _id: string; data?: { _id: string } };
  return Object.values(markedIds(await markedRecords(post, mark)));
}

const exportAll = (cookie = t.cookie) => t.request('GET', api.exportAll, { cookie });

/** Every sheet as name → rows, after checking the names, their order and each header row. */
async function sheetsOf(response: Awaited<ReturnType<typeof exportAll>>) {
  expect(response.statusCode).toBe(200);
  const book = await readXlsx(response);
  expect(book.sheetNames).toEqual([...DATA_EXPORT_SHEETS]);
  for (const sheet of book.sheets)
    expect([sheet.name, sheet.header]).toEqual([sheet.name, HEADERS[sheet.name]]);
  return Object.fromEntries(book.sheets.map((sheet) => [sheet.name, sheet.rows]));
}

const countOf = (sheets: Record<string, unknown[][]>) =>
  Object.fromEntries(Object.entries(sheets).map(([name, rows]) => [name, rows.length]));

describe('GET /api/export/all (docs/backups.md §4)', () => {
  it("answers the business's records, one sheet per kind, and nothing of another business", async () => {
    const staff = await t.signIn('Staff', { name: 'OURS Staff' });
    await fill(t.cookie, 'OURS');
    await fill(staff.cookie, 'OURS-STAFF');
    const otherAccount = await t.newAccount('THEIRS Ltd');
    const otherAdmin = await t.signIn('Admin', { accountId: otherAccount, name: 'THEIRS Admin' });
    const otherIds = await fill(otherAdmin.cookie, 'THEIRS');

    const response = await exportAll();
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${dataExportFileName(businessToday())}"`,
    );
    const sheets = await sheetsOf(response);
    const events = await t.handle.db
      .selectFrom('audit_events')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('account_id', '=', t.accountId)
      .executeTakeFirstOrThrow();
    expect(Number(events.n)).toBeGreaterThanOrEqual(16);
    expect(countOf(sheets)).toEqual({
      Properties: 2,
      'Rent Records': 2,
      Payments: 2,
      Vehicles: 2,
      Maintenance: 2,
      Contracts: 2,
      Remittances: 2,
      'Vehicle Documents': 2,
      Expenses: 2,
      Users: 2,
      'Audit Log': Number(events.n),
    });
    expect(sheets.Properties?.map((row) => row[0]).sort()).toEqual(['OURS Flat', 'OURS-STAFF Flat']);
    expect(sheets.Expenses?.map((row) => [row[3], row[4]]).sort()).toEqual([
      ['OURS Flat', 'OURS Payee'],
      ['OURS-STAFF Flat', 'OURS-STAFF Payee'],
    ]);
    expect(sheets.Users?.map((row) => [row[0], row[3]]).sort()).toEqual([
      ['Admin User 1', 'Admin'],
      ['OURS Staff', 'Staff'],
    ]);

    // Nothing of the other business: its name, its records' ids, its users.
    const text = JSON.stringify(sheets);
    expect(text).toContain('OURS Hirer');
    for (const secret of ['THEIRS', otherAccount, otherAdmin.user._id, ...otherIds])
      expect(text).not.toContain(secret);
  });

  it('holds no password hash, session or reset code, also not in the audit log', async () => {
    const staff = await t.signIn('Staff');
    // A password changed: the audit log keeps a mark of it, never the hash.
    const changed = await t.request('PUT', api.modifyUser, {
      cookie: t.cookie,
      payload: { id: staff.user._id, password: 'a-new-password-42' },
    });
    expect(changed.statusCode).toBe(200);
    await t.handle.db
      .insertInto('password_reset_codes')
      .values({
        id: newId(),
        user_id: staff.user._id,
        code_hash: 'reset-code-hash-of-the-test',
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 600_000).toISOString(),
        used_at: null,
        attempts: 0,
      })
      .execute();
    const text = JSON.stringify(await sheetsOf(await exportAll()));
    expect(text).toContain('(changed)');
    const hashes = await t.handle.db.selectFrom('users').select('password_hash').execute();
    const sessions = await t.handle.db.selectFrom('sessions').select('id').execute();
    expect(hashes.length).toBe(2);
    expect(sessions.length).toBeGreaterThan(0);
    for (const secret of [
      ...hashes.map((row) => row.password_hash),
      ...sessions.map((row) => row.id),
      'reset-code-hash-of-the-test',
    ])
      expect(text).not.toContain(secret);
  });

  it('gives an empty business every sheet with its header only (its Admin aside)', async () => {
    const sheets = await sheetsOf(await exportAll());
    expect(countOf(sheets)).toEqual({
      ...Object.fromEntries(DATA_EXPORT_SHEETS.map((name) => [name, 0])),
      Users: 1,
    });
  });

  it('reads a kind past one batch, by its key, every row once (events of the same instant too)', async () => {
    const at = '2026-05-01T10:00:00.000Z';
    const rows = Array.from({ length: 1_203 }, (_, i) => ({
      id: newId(),
      account_id: t.accountId,
      // Groups of 100 events share one instant: the key is the instant and the id.
      at: `2026-05-01T10:00:${String(Math.floor(i / 100)).padStart(2, '0')}.000Z`,
      actor_id: 'someone',
      actor_name: 'Someone',
      action: 'create' as const,
      entity: 'apartment' as const,
      entity_id: `apartment-${i}`,
      before: null,
      after: JSON.stringify({ _id: `apartment-${i}` }),
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.handle.db
        .insertInto('audit_events')
        .values(rows.slice(i, i + 200))
        .execute();
    const log = (await sheetsOf(await exportAll()))['Audit Log'] ?? [];
    expect(log).toHaveLength(1_203);
    expect(new Set(log.map((row) => row[4])).size).toBe(1_203);
    expect(log[0]?.[0]).toBe(at);
    expect(log.at(-1)?.[0]).toBe('2026-05-01T10:00:12.000Z');
  });

  it('answers 403 to Managers and Staff', async () => {
    for (const role of ['Manager', 'Staff'] as const) {
      const { cookie } = await t.signIn(role);
      expect((await exportAll(cookie)).statusCode).toBe(403);
    }
  });
});
