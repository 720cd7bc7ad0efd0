import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { hashPassword } from '../../lib/passwords';
import { accountsService } from '../../modules/accounts/service';
import { snapshot } from '../../test/snapshot';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Db } from '../connection';
import { oldJob, oldTaxi } from './old-rows';

// biome-ignore lint/suspicious/noExplicitAny: the rows of a database made by migrations 0001 to 0005.
type OldDb = Kysely<any>;

const PASSWORD = 'an-existing-password';
const at = (minute: number) => `2026-05-01T08:${String(minute).padStart(2, '0')}:00.000Z`;

/** An install as it stood before accounts: a user with a session, and a record of every kind. */
async function fillOldInstall(db: Db) {
  const old = db as unknown as OldDb;
  const stamp = { created_at: at(0), updated_at: at(0) };
  await old
    .insertInto('users')
    .values([
      {
        id: 'u-admin',
        name: 'Yaw Admin',
        email: 'yaw@example.com',
        phone: '',
        role: 'Admin',
        timezone: 'Africa/Accra',
        password_hash: await hashPassword(PASSWORD),
        ...stamp,
      },
      {
        id: 'u-staff',
        name: 'Esi Staff',
        email: 'esi@example.com',
        phone: '+233245550101',
        role: 'Staff',
        timezone: 'Africa/Accra',
        password_hash: 'x',
        ...stamp,
      },
    ])
    .execute();
  await old
    .insertInto('sessions')
    .values({
      id: 'a'.repeat(64),
      user_id: 'u-staff',
      created_at: at(0),
      last_seen_at: at(0),
      expires_at: '2099-01-01T00:00:00.000Z',
    })
    .execute();
  await old
    .insertInto('bootstrap')
    .values({ id: 1, created_at: at(0) })
    .execute();
  await old
    .insertInto('apartments')
    .values({
      id: 'apt-1',
      title: 'Unit A1',
      location: 'Osu',
      price_pesewas: 250000,
      status: 'Occupied',
      description: '',
      tenant: 'Akosua',
      ...stamp,
    })
    .execute();
  await old
    .insertInto('rent_records')
    .values({
      id: 'rr-1',
      tenant_name: 'Akosua Mensah',
      tenant_phone: '+233241112233',
      room_description: 'A1',
      rented_date: '2026-01-01',
      expiration_date: '2026-12-31',
      months_rented: 12,
      utility_pesewas: 0,
      monthly_price_pesewas: 250000,
      total_pesewas: 3000000,
      status: 'Active',
      ...stamp,
    })
    .execute();
  await old
    .insertInto('payments')
    .values([
      {
        id: 'pay-1',
        tenant_id: 'rr-1',
        tenant_name: 'Akosua Mensah',
        amount_pesewas: 250000,
        method: 'Cash',
        date: '2026-01-02',
        status: 'Partial',
        request_key: 'key-1',
        ...stamp,
      },
      {
        id: 'pay-2',
        tenant_id: null,
        tenant_name: 'A former tenant',
        amount_pesewas: 100000,
        method: 'Mobile Money',
        date: '2025-12-02',
        status: 'Completed',
        request_key: null,
        ...stamp,
      },
    ])
    .execute();
  await old
    .insertInto('vehicles')
    .values({ ...oldTaxi('veh-1'), ...stamp })
    .execute();
  await old
    .insertInto('vehicle_history')
    .values({ id: 'vh-1', vehicle_id: 'veh-1', position: 0, hist: 'Bought', date: '2025-01-01' })
    .execute();
  await old
    .insertInto('maintenance_records')
    .values({
      ...oldJob('mr-1', 'veh-1'),
      cost_pesewas: 35075,
      status: 'pending',
      ...stamp,
    })
    .execute();
  await old
    .insertInto('maintenance_issues')
    .values({ id: 'mi-1', record_id: 'mr-1', position: 0, text: 'Brake pads' })
    .execute();
  await old
    .insertInto('data_version')
    .values({ name: '/api/get/apartment_properties', version: 7 })
    .execute();
}

let t: TestApp;
afterEach(async () => {
  await t.close();
});

describe('migration 0006 on an install that has data', () => {
  it('moves every record into one account, My business, losing nothing', async () => {
    let before: Record<string, string[]> = {};
    t = await createTestApp(
      {},
      {
        upgrade: {
          migrations: 5,
          fill: async (db) => {
            await fillOldInstall(db);
            before = await snapshot(db);
          },
        },
      },
    );
    const db = t.handle.db;
    const accounts = await db.selectFrom('accounts').selectAll().execute();
    expect(accounts.map((account) => account.name)).toEqual(['My business']);
    const owner = accounts[0]?.id;
    expect(owner).toBe(t.accountId);

    // Every row of every table that was there is there, unchanged but for its new owner.
    const after = await snapshot(db);
    for (const [table, rows] of Object.entries(before)) {
      if (table === 'data_version' || table === 'schema_migrations') continue;
      // Only the columns the old table had: later migrations add their own (0007's receipt numbers).
      const oldColumns = Object.keys(JSON.parse(rows[0] ?? '{}'));
      const withoutOwner = (after[table] ?? []).map((row) => {
        const { account_id: accountId, ...all } = JSON.parse(row);
        const rest = Object.fromEntries(oldColumns.map((column) => [column, all[column]]));
        if (
          ['users', 'apartments', 'rent_records', 'payments', 'vehicles', 'maintenance_records'].includes(
            table,
          )
        ) {
          expect(accountId, table).toBe(owner);
        }
        return JSON.stringify(rest);
      });
      expect(withoutOwner.sort(), table).toEqual(rows.map((row) => JSON.stringify(JSON.parse(row))).sort());
    }
  });

  it('keeps its users signed in and signing in, shows them their data, and makes no second first Admin', async () => {
    t = await createTestApp({}, { upgrade: { migrations: 5, fill: fillOldInstall } });
    const login = await t.app.inject({
      method: 'POST',
      url: api.login,
      payload: { email: 'yaw@example.com', password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().account).toEqual({ _id: t.accountId, name: 'My business' });
    const cookie = `pm_session=${login.cookies[0]?.value}`;
    const read = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json();
    expect((await read(api.apartments)).map((row: { _id: string }) => row._id)).toEqual(['apt-1']);
    expect((await read(api.payments)).map((row: { _id: string }) => row._id).sort()).toEqual([
      'pay-1',
      'pay-2',
    ]);
    expect((await read(api.vehicles)).map((row: { _id: string }) => row._id)).toEqual(['veh-1']);
    expect((await read(api.maintenanceRecords))[0]).toMatchObject({ _id: 'mr-1', issue: ['Brake pads'] });
    expect((await read(api.rentRecord('rr-1'))).data.tenantName).toBe('Akosua Mensah');

    expect((await t.app.inject({ method: 'GET', url: api.setup })).json().needed).toBe(false);
    const again = await accountsService.createFirstAdmin(t.handle.db, t.handle.engine, {
      name: 'Late Admin',
      email: 'late@example.com',
      phone: '',
      passwordHash: 'x',
    });
    expect(again).toBeNull();
  });
});

describe('migration 0006 on a new install', () => {
  it('makes no account until the first administrator, whose account is My business', async () => {
    t = await createTestApp({}, { upgrade: { migrations: 5, fill: async () => {} } });
    await t.handle.db.deleteFrom('accounts').execute();
    const admin = await accountsService.createFirstAdmin(t.handle.db, t.handle.engine, {
      name: 'First Admin',
      email: 'first@example.com',
      phone: '',
      passwordHash: 'x',
    });
    expect(admin?.account.name).toBe('My business');
  });
});
