import { afterEach, describe, expect, it } from 'vitest';
import { MAINTENANCE_STATUSES } from '../../shared/fleet';
import { BILLINGS, STANDINGS } from '../../shared/ledger';
import { api } from '../../shared/paths';
import { TENANT_STATUSES } from '../../shared/rent-records';
import { rentRecordBody } from '../modules/apartments/test-data';
import { maintenanceBody } from '../modules/maintenance/test-data';
import { vehicleBody } from '../modules/vehicles/test-data';
import { okBody } from '../test/api-checks';
import { keptAndCounted } from '../test/kept-totals';
import { createTestApp, freshAppForEachTest, type TestApp } from '../test/test-app';
import { migrations } from './migrations';
import { RECORD_TOTALS } from './migrations/0021-record-totals';
import { oldBusinessWithPayments, oldFleetWithJobs } from './migrations/old-rows';

/**
 * The rent records' and maintenance jobs' totals the triggers keep (docs/decisions/099-record-totals.md)
 * always equal the sums of the rows, whatever writes came before, and the lists' totals read from
 * them equal a count over the rows themselves.
 */

/** A tiny deterministic random source, so a failing case can be read again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('record totals', () => {
  const t = freshAppForEachTest('Admin');
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, cookie = t.cookie) =>
    t.request(method, url, { cookie, payload });
  const get = (url: string, cookie = t.cookie) => t.request('GET', url, { cookie });

  it('equal the rows after every tenancy, payment, job, edit, delete and rollover, and give the lists their totals', async () => {
    const draw = random(23);
    const pick = <T>(from: readonly T[]): T => from[Math.floor(draw() * from.length)] as T;
    const month = () => String(1 + Math.floor(draw() * 10)).padStart(2, '0');
    const tenancy = () => {
      const monthlyPrice = 100 + Math.floor(draw() * 900);
      const months = 1 + Math.floor(draw() * 12);
      return rentRecordBody({
        tenantName: pick(['Ama Mensah', 'Kofi Boateng', 'Esi Owusu']),
        rentedDate: `2026-${month()}-01`,
        noOfMonthsRented: months,
        monthlyPrice,
        totalAmount: monthlyPrice * months,
        amountPaidOnUtility: Math.floor(draw() * 200),
        status: pick(TENANT_STATUSES),
        billing: pick(BILLINGS),
      });
    };
    const job = (vehicleId: string) =>
      maintenanceBody(vehicleId, {
        cost: Math.round(draw() * 500_000) / 100,
        status: pick(MAINTENANCE_STATUSES),
        maintenanceDate: `2026-${month()}-15`,
      });
    const vehicles: string[] = [];
    for (const regNum of ['GR 1111-26', 'GT 2222-26']) {
      vehicles.push(okBody(await send('POST', api.addVehicle, vehicleBody({ vehicleRegNum: regNum })))._id);
    }
    // Another business's records stay in its own totals.
    const other = await t.newAccount('Other business');
    const { cookie: otherCookie } = await t.signIn('Admin', { accountId: other });
    okBody(await send('POST', api.addRentRecord, rentRecordBody({ tenantName: 'Yaw Other' }), otherCookie));
    const otherVehicle = okBody(await send('POST', api.addVehicle, vehicleBody(), otherCookie))._id;
    okBody(await send('POST', api.addMaintenance, maintenanceBody(otherVehicle), otherCookie));

    const tenants: string[] = [];
    const payments: string[] = [];
    const jobs: string[] = [];
    const check = async (step: number) => {
      for (const totals of RECORD_TOTALS) {
        const { kept, counted, leftOver } = await keptAndCounted(t.handle.db, totals);
        expect(kept, `${totals.table} after step ${step}`).toEqual(counted);
        expect(leftOver, `${totals.table} after step ${step}`).toEqual([]);
      }
    };
    for (let step = 0; step < 70; step += 1) {
      const roll = draw();
      if (roll < 0.2 || tenants.length === 0) {
        tenants.push(okBody(await send('POST', api.addRentRecord, tenancy())).data._id as string);
      } else if (roll < 0.3) {
        okBody(await send('PUT', api.editRentRecord(pick(tenants)), tenancy()));
      } else if (roll < 0.45) {
        const body = {
          tenant: pick(tenants),
          amountPaid: 50 + Math.floor(draw() * 2000),
          date: '2026-05-05',
        };
        payments.push(okBody(await send('POST', api.addPayment, { ...body, method: 'Cash' }))._id);
      } else if (roll < 0.5 && payments.length > 0) {
        const id = payments.splice(Math.floor(draw() * payments.length), 1)[0] as string;
        okBody(await send('DELETE', api.deletePayment(id), { reason: 'Recorded twice' }));
      } else if (roll < 0.55) {
        const id = tenants.splice(Math.floor(draw() * tenants.length), 1)[0] as string;
        okBody(await send('DELETE', api.deleteRentRecord(id), {}));
      } else if (roll < 0.62) {
        // The day's rollover: every figure made stale, then brought to today by the list's read.
        await t.handle.db.updateTable('rent_records').set({ figures_day: '2000-01-01' }).execute();
        okBody(await get(`${api.rentRecords}?page=1&pageSize=1`));
      } else if (roll < 0.8 || jobs.length === 0) {
        jobs.push(okBody(await send('POST', api.addMaintenance, job(pick(vehicles))))._id);
      } else if (roll < 0.9) {
        okBody(await send('PUT', api.editMaintenance(pick(jobs)), job(pick(vehicles))));
      } else if (roll < 0.96) {
        const id = jobs.splice(Math.floor(draw() * jobs.length), 1)[0] as string;
        okBody(await send('DELETE', api.deleteMaintenance(id), {}));
      } else {
        // A row removed outright (no screen does; a restore or a tool may).
        const id = jobs.splice(Math.floor(draw() * jobs.length), 1)[0] as string;
        await t.handle.db.deleteFrom('maintenance_issues').where('record_id', '=', id).execute();
        await t.handle.db.deleteFrom('maintenance_records').where('id', '=', id).execute();
      }
      await check(step);
    }
    expect(tenants.length).toBeGreaterThan(3);
    expect(jobs.length).toBeGreaterThan(3);

    // The lists' totals read from them equal a count over the rows, for each group asked for.
    const own = () => t.handle.db.selectFrom('rent_records').where('account_id', '=', t.accountId);
    for (const status of [undefined, 'All', ...TENANT_STATUSES] as const) {
      for (const standing of [undefined, ...STANDINGS]) {
        for (const billing of [undefined, ...BILLINGS]) {
          const query = new URLSearchParams({ page: '1', pageSize: '1' });
          let rows = own();
          if (status) query.set('status', status);
          if (status && status !== 'All') rows = rows.where('status', '=', status);
          if (standing) query.set('standing', standing);
          if (standing) rows = rows.where('standing', '=', standing);
          if (billing) query.set('billing', billing);
          if (billing) rows = rows.where('billing', '=', billing);
          const answer = okBody(await get(`${api.rentRecords}?${query}`));
          const expected = await rows
            .select((eb) => [
              eb.fn.countAll().as('count'),
              eb.fn.sum('due_pesewas').as('due'),
              eb.fn.sum('balance_pesewas').as('balance'),
              eb.fn.sum('utility_pesewas').as('utility'),
            ])
            .executeTakeFirstOrThrow();
          const cents = (value: number) => Math.round(value * 100);
          expect(
            [answer.total, cents(answer.totals.due), cents(answer.totals.balance)],
            `rent records ${query}`,
          ).toEqual([Number(expected.count), Number(expected.due ?? 0), Number(expected.balance ?? 0)]);
          expect(cents(answer.totals.amountPaidOnUtility)).toBe(Number(expected.utility ?? 0));
        }
      }
    }
    const owing = await own()
      .where('arrears_pesewas', '>', 0)
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('arrears_pesewas').as('arrears')])
      .executeTakeFirstOrThrow();
    expect(Number(owing.count)).toBeGreaterThan(0);
    const arrears = okBody(await get(`${api.arrears}?page=1&pageSize=1`));
    expect([arrears.total, Math.round(arrears.totals.arrears * 100)]).toEqual([
      Number(owing.count),
      Number(owing.arrears),
    ]);
    for (const status of [undefined, ...MAINTENANCE_STATUSES]) {
      let rows = t.handle.db.selectFrom('maintenance_records').where('account_id', '=', t.accountId);
      if (status) rows = rows.where('status', '=', status);
      const expected = await rows
        .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('cost_pesewas').as('cost')])
        .executeTakeFirstOrThrow();
      const answer = okBody(
        await get(`${api.maintenanceRecords}?page=1&pageSize=1${status ? `&status=${status}` : ''}`),
      );
      expect([answer.total, Math.round(answer.totals.cost * 100)], `maintenance ${status}`).toEqual([
        Number(expected.count),
        Number(expected.cost ?? 0),
      ]);
    }
  });
});

describe('migration 0021 on an install that has records', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('adds up the tenancies, jobs, payments and remittances already kept, voids left out', async () => {
    const through0020 = migrations.findIndex((migration) => migration.name === '0021_record_totals');
    const app = await createTestApp(
      {},
      {
        upgrade: {
          migrations: through0020,
          async fill(db) {
            await oldBusinessWithPayments(db);
            await oldFleetWithJobs(db);
          },
        },
      },
    );
    t = app;
    // Each table's groups as kept, after checking they are what the rows give.
    const keptNow = async () => {
      const kept: Record<string, string[]> = {};
      for (const totals of RECORD_TOTALS) {
        const found = await keptAndCounted(app.handle.db, totals);
        expect(found.kept, totals.table).toEqual(found.counted);
        kept[totals.table] = found.kept;
      }
      return kept;
    };
    expect(await keptNow()).toEqual({
      // The tenancy's figures are as stored: never computed yet (0013's defaults).
      rent_record_totals: ['acc-a Active Owing advance 1 0 0 0 0 0 120000 0'],
      maintenance_totals: ['acc-a completed 1 12050', 'acc-a pending 1 8000'],
      payment_totals: ['acc-a Cash 2 15025', 'acc-a Mobile Money 1 1000'],
      remittance_totals: [],
    });
    // And the triggers keep them from there on.
    const { cookie } = await app.signIn('Admin', { accountId: 'acc-a' });
    okBody(await app.request('DELETE', api.deleteMaintenance('job-1'), { cookie }));
    okBody(await app.request('DELETE', api.deletePayment('p-1'), { cookie, payload: { reason: 'typo' } }));
    expect(await keptNow()).toMatchObject({
      maintenance_totals: ['acc-a pending 1 8000'],
      payment_totals: ['acc-a Cash 1 5025', 'acc-a Mobile Money 1 1000'],
    });
  });
});
