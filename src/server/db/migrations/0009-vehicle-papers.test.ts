import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { snapshot } from '../../test/snapshot';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Db } from '../connection';
import { oldJob, oldTaxi } from './old-rows';
import { auditEntitiesThrough } from './widen-audit-entities';

// biome-ignore lint/suspicious/noExplicitAny: the rows of a database made by migrations 0001 to 0008.
type OldDb = Kysely<any>;

const at = (minute: number) => `2026-05-01T08:${String(minute).padStart(2, '0')}:00.000Z`;
const stamp = { created_at: at(0), updated_at: at(0) };

/** The kinds of record the audit log took before 0009, one event of each, in two accounts. */
const OLD_ENTITIES = auditEntitiesThrough('expense');

/** An install as 0008 left it: a fleet with a job, a contract with remittances, and its audit log. */
async function fillBeforePapers(db: Db) {
  const old = db as unknown as OldDb;
  await old
    .insertInto('accounts')
    .values(['acc-a', 'acc-b'].map((id) => ({ id, name: id, ...stamp })))
    .execute();
  await old
    .insertInto('vehicles')
    .values(
      ['acc-a', 'acc-b'].map((account) => ({ ...oldTaxi(`veh-${account}`), account_id: account, ...stamp })),
    )
    .execute();
  await old
    .insertInto('maintenance_records')
    .values({
      ...oldJob('job-1', 'veh-acc-a'),
      account_id: 'acc-a',
      cost_pesewas: 42_000,
      status: 'completed',
      ...stamp,
    })
    .execute();
  await old
    .insertInto('maintenance_issues')
    .values({ id: 'issue-1', record_id: 'job-1', position: 0, text: 'Oil change' })
    .execute();
  await old
    .insertInto('hire_contracts')
    .values({
      id: 'con-1',
      account_id: 'acc-a',
      vehicle_id: 'veh-acc-a',
      type: 'daily_sales',
      hirer_name: 'Kwame',
      hirer_phone: '+233241112233',
      amount_pesewas: 15_000,
      frequency: 'daily',
      working_days: 63,
      start_date: '2026-03-02',
      status: 'active',
      paid_pesewas: 15_000,
      ...stamp,
    })
    .execute();
  await old
    .insertInto('remittances')
    .values({
      id: 'rem-1',
      account_id: 'acc-a',
      contract_id: 'con-1',
      date: '2026-03-02',
      amount_pesewas: 15_000,
      method: 'Cash',
      receipt_number: 1,
      recorded_by_id: 'system',
      recorded_by_name: 'System',
      ...stamp,
    })
    .execute();
  await old
    .insertInto('audit_events')
    .values(
      OLD_ENTITIES.flatMap((entity, index) =>
        ['acc-a', 'acc-b'].map((account) => ({
          id: `ev-${account}-${entity}`,
          account_id: account,
          at: at(index),
          actor_id: 'u-1',
          actor_name: 'Yaw Admin',
          action: index % 2 === 0 ? 'create' : 'update',
          entity,
          entity_id: `${entity}-1`,
          before: index % 2 === 0 ? null : '{"name":"before"}',
          after: '{"name":"after"}',
        })),
      ),
    )
    .execute();
}

/** The rows of the tables 0009 leaves alone or only adds a column to, without that column. */
async function oldRows(db: Db) {
  const rows = await snapshot(db, [
    'accounts',
    'vehicles',
    'maintenance_records',
    'maintenance_issues',
    'hire_contracts',
    'remittances',
    'audit_events',
  ]);
  return Object.fromEntries(
    Object.entries(rows).map(([table, lines]) => [
      table,
      lines.map((line) => {
        const { odometer_km: _added, ...row } = JSON.parse(line);
        return row;
      }),
    ]),
  );
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('migration 0009 on an install that has a fleet, contracts and an audit log', () => {
  it('keeps every row, the audit log’s indexes and both append-only triggers, and takes the new kinds', async () => {
    let before: Awaited<ReturnType<typeof oldRows>> = {};
    t = await createTestApp(
      {},
      {
        upgrade: {
          migrations: 8,
          fill: async (db) => {
            await fillBeforePapers(db);
            before = await oldRows(db);
          },
        },
      },
    );
    const db = t.handle.db;
    expect(before.audit_events).toHaveLength(OLD_ENTITIES.length * 2);
    // Later migrations add columns of their own (0014: the contracts' figures, of no day yet; 0024:
    // the business's rent tax rate, 8 % to start with; 0025: the add's Idempotency-Key, none).
    const after = await oldRows(db);
    const records = (after.maintenance_records ?? []) as Record<string, unknown>[];
    expect(records.map((row) => row.request_key)).toEqual(records.map(() => null));
    after.maintenance_records = records.map(({ request_key: _key, ...row }) => row);
    const accounts = (after.accounts ?? []) as Record<string, unknown>[];
    expect(accounts.map((row) => row.rent_tax_rate_bp)).toEqual(accounts.map(() => 800));
    after.accounts = accounts.map(({ rent_tax_rate_bp: _rate, ...row }) => row);
    const contracts = (after.hire_contracts ?? []) as Record<string, unknown>[];
    expect(contracts.map((row) => row.figures_day)).toEqual(contracts.map(() => ''));
    after.hire_contracts = contracts.map(
      ({ expected_pesewas: _e, arrears_pesewas: _a, progress: _p, figures_day: _d, ...row }) => row,
    );
    expect(after).toEqual(before);
    const added = await db.selectFrom('maintenance_records').select('odometer_km').execute();
    expect(added).toEqual([{ odometer_km: null }]);

    // The database still refuses to change or delete an event, the old ones and the new kinds alike.
    await db
      .insertInto('audit_events')
      .values(
        ['odometer_reading', 'service_schedule', 'reminder_settings'].map((entity) => ({
          id: `ev-new-${entity}`,
          account_id: 'acc-a',
          at: at(59),
          actor_id: 'u-1',
          actor_name: 'Yaw Admin',
          action: 'create' as const,
          entity: entity as 'odometer_reading',
          entity_id: 'x',
          before: null,
          after: '{}',
        })),
      )
      .execute();
    await expect(
      db
        .updateTable('audit_events')
        .set({ actor_name: 'Someone else' })
        .where('id', '=', 'ev-acc-a-payment')
        .execute(),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      db.deleteFrom('audit_events').where('id', '=', 'ev-new-odometer_reading').execute(),
    ).rejects.toThrow(/cannot be changed/);
    await expect(db.deleteFrom('audit_events').execute()).rejects.toThrow(/cannot be changed/);
    expect(await db.selectFrom('audit_events').select('id').execute()).toHaveLength(
      OLD_ENTITIES.length * 2 + 3,
    );
    // A kind it does not know is still refused.
    await expect(
      db
        .insertInto('audit_events')
        .values({
          id: 'ev-bad',
          account_id: 'acc-a',
          at: at(59),
          actor_id: 'u-1',
          actor_name: 'Yaw Admin',
          action: 'create',
          entity: 'spaceship' as never,
          entity_id: 'x',
          before: null,
          after: null,
        })
        .execute(),
    ).rejects.toThrow();

    if (t.handle.engine === 'sqlite') {
      const objects = await sql<{ type: string; name: string }>`select type, name from sqlite_master
        where tbl_name = 'audit_events' and sql is not null order by type, name`.execute(db);
      expect(objects.rows).toEqual([
        { type: 'index', name: 'audit_events_account_at' },
        { type: 'index', name: 'audit_events_account_entity' },
        { type: 'table', name: 'audit_events' },
        { type: 'trigger', name: 'audit_events_no_delete' },
        { type: 'trigger', name: 'audit_events_no_update' },
      ]);
    }

    // The upgraded install works: a reading by hand is checked against the old job and audited.
    const { cookie } = await t.signIn('Staff', { accountId: 'acc-a' });
    const reading = await t.request('POST', api.vehicleOdometer('veh-acc-a'), {
      cookie,
      payload: { date: '2026-03-05', km: 120_000 },
    });
    expect(reading.statusCode, reading.body).toBe(200);
    const schedules = await t.request('POST', api.vehicleSchedules('veh-acc-a'), {
      cookie,
      payload: { task: 'Oil change', everyMonths: 3, startDate: '2026-01-01' },
    });
    expect(schedules.json()).toMatchObject({ lastDone: { date: '2026-03-01', km: null }, startKm: 120_000 });
    const events = await db
      .selectFrom('audit_events')
      .select(['entity'])
      .where('account_id', '=', 'acc-a')
      .where('actor_id', '!=', 'u-1')
      .execute();
    expect(events.map((event) => event.entity).sort()).toEqual(['odometer_reading', 'service_schedule']);
  });
});
