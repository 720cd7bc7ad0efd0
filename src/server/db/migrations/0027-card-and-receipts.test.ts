import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { snapshot } from '../../test/snapshot';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Db, Engine } from '../connection';
import { oldTaxi } from './old-rows';

// biome-ignore lint/suspicious/noExplicitAny: the rows of a database made by migrations 0001 to 0026.
type OldDb = Kysely<any>;

const stamp = { created_at: '2026-05-01T08:00:00.000Z', updated_at: '2026-05-01T08:00:00.000Z' };

/** An install as 0026 left it: a contract with a Cash and a Mobile Money remittance, and a sent test SMS. */
async function fillBeforeCard(db: Db) {
  const old = db as unknown as OldDb;
  await old
    .insertInto('accounts')
    .values({ id: 'acc-a', name: 'A', ...stamp })
    .execute();
  await old
    .insertInto('vehicles')
    .values({ ...oldTaxi('veh-1'), account_id: 'acc-a', ...stamp })
    .execute();
  await old
    .insertInto('hire_contracts')
    .values({
      id: 'con-1',
      account_id: 'acc-a',
      vehicle_id: 'veh-1',
      type: 'daily_sales',
      hirer_name: 'Kwame',
      hirer_phone: '+233241112233',
      amount_pesewas: 15_000,
      frequency: 'daily',
      working_days: 63,
      start_date: '2026-03-02',
      status: 'active',
      paid_pesewas: 0,
      ...stamp,
    })
    .execute();
  const remittance = (id: string, receipt: number, method: string) => ({
    id,
    account_id: 'acc-a',
    contract_id: 'con-1',
    date: '2026-03-02',
    amount_pesewas: 15_000,
    method,
    network: method === 'Mobile Money' ? 'MTN MoMo' : null,
    reference: method === 'Mobile Money' ? 'MOMO-1' : null,
    receipt_number: receipt,
    recorded_by_id: 'u-1',
    recorded_by_name: 'Yaw',
    ...stamp,
  });
  await old
    .insertInto('remittances')
    .values([remittance('rem-1', 1, 'Cash'), remittance('rem-2', 2, 'Mobile Money')])
    .execute();
  await old
    .insertInto('outbox')
    .values({
      id: 'sms-1',
      account_id: 'acc-a',
      to_phone: '+233241112233',
      body: 'Test message from A',
      kind: 'test',
      subject_id: 'x',
      due_date: '2026-05-01',
      status: 'sent',
      attempts: 1,
      ...stamp,
    })
    .execute();
}

/** The indexes, constraints and triggers of a table, by name. */
async function shapeOf(db: Db, engine: Engine, table: string): Promise<string[]> {
  if (engine === 'sqlite') {
    const rows = await sql<{ name: string }>`select type || ' ' || name as name from sqlite_master
      where tbl_name = ${table} and type in ('index', 'trigger')`.execute(db);
    return rows.rows.map((row) => row.name).sort();
  }
  const rows = await sql<{ name: string }>`
    select 'index ' || indexname as name from pg_indexes where schemaname = current_schema() and tablename = ${table}
    union all select 'constraint ' || conname from pg_constraint where conrelid = ${table}::regclass
    union all select 'trigger ' || tgname from pg_trigger where tgrelid = ${table}::regclass and not tgisinternal`.execute(
    db,
  );
  return rows.rows.map((row) => row.name).sort();
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('migration 0027 on an install with remittances and an SMS outbox', () => {
  it('keeps every row, index, constraint and trigger, and takes Card and the receipt SMS', async () => {
    let before: Record<string, string[]> = {};
    let remittancesShape: string[] = [];
    let outboxShape: string[] = [];
    t = await createTestApp(
      {},
      {
        upgrade: {
          migrations: 26,
          fill: async (db) => {
            await fillBeforeCard(db);
            before = await snapshot(db, ['remittances', 'outbox', 'day_totals']);
            const engine: Engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
            remittancesShape = await shapeOf(db, engine, 'remittances');
            outboxShape = await shapeOf(db, engine, 'outbox');
          },
        },
      },
    );
    const { db, engine } = t.handle;
    expect(before.remittances).toHaveLength(2);
    expect(before.day_totals?.length).toBeGreaterThan(0);
    expect(await snapshot(db, ['remittances', 'outbox', 'day_totals'])).toEqual(before);
    expect(remittancesShape.filter((name) => name.startsWith('trigger')).length).toBeGreaterThan(0);
    expect(await shapeOf(db, engine, 'remittances')).toEqual(remittancesShape);
    expect(await shapeOf(db, engine, 'outbox')).toEqual(outboxShape);

    // 'Card' is taken, and the day totals' triggers still count it; any other method is refused.
    const old = db as unknown as OldDb;
    const card = {
      id: 'rem-3',
      account_id: 'acc-a',
      contract_id: 'con-1',
      date: '2026-03-03',
      amount_pesewas: 2_500,
      method: 'Card',
      reference: 'T-1',
      receipt_number: 3,
      recorded_by_id: 'online-payment',
      recorded_by_name: 'Online payment',
      ...stamp,
    };
    await old.insertInto('remittances').values(card).execute();
    const totals = await db
      .selectFrom('day_totals')
      .select(['count', 'amount_pesewas'])
      .where('list', '=', 'remittances')
      .where('method', '=', 'Card')
      .execute();
    expect(totals.map((row) => [Number(row.count), Number(row.amount_pesewas)])).toEqual([[1, 2_500]]);
    await expect(
      old
        .insertInto('remittances')
        .values({ ...card, id: 'rem-4', receipt_number: 4, method: 'Cheque' })
        .execute(),
    ).rejects.toThrow(/check/i);
    // A network still goes only with Mobile Money; the receipt numbers stay unique.
    await expect(
      old
        .insertInto('remittances')
        .values({ ...card, id: 'rem-5', receipt_number: 5, network: 'MTN MoMo' })
        .execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      old
        .insertInto('remittances')
        .values({ ...card, id: 'rem-6' })
        .execute(),
    ).rejects.toThrow(/unique/i);

    const sms = {
      account_id: 'acc-a',
      to_phone: '+233241112233',
      body: 'A: received GHC 25.00',
      subject_id: 'intent-1',
      due_date: '2026-05-01',
      status: 'queued',
      ...stamp,
    };
    await old
      .insertInto('outbox')
      .values({ ...sms, id: 'sms-2', kind: 'receipt' })
      .execute();
    await expect(
      old
        .insertInto('outbox')
        .values({ ...sms, id: 'sms-3', kind: 'other' })
        .execute(),
    ).rejects.toThrow(/check/i);
    // The outbox's key still queues a message once.
    await expect(
      old
        .insertInto('outbox')
        .values({ ...sms, id: 'sms-4', kind: 'receipt' })
        .execute(),
    ).rejects.toThrow(/unique/i);
  });
});
