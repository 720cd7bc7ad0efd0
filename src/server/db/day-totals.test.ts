import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/paths';
import { PAYMENT_METHODS } from '../../shared/payments';
import { rentRecordBody } from '../modules/apartments/test-data';
import { dailySalesBody, HIRER, remittanceBody } from '../modules/contracts/test-data';
import { vehicleBody } from '../modules/vehicles/test-data';
import { okBody } from '../test/api-checks';
import { keptAndCounted as keptAndCountedGroups } from '../test/kept-totals';
import { createTestApp, freshAppForEachTest, type TestApp } from '../test/test-app';
import type { Db } from './connection';
import { migrations } from './migrations';
import { RECORD_TOTALS } from './migrations/0021-record-totals';
import { oldBusinessWithPayments } from './migrations/old-rows';

/**
 * The day totals the triggers keep (docs/decisions/094-day-totals.md) always equal the sums of the
 * rows that count, whatever writes came before, and the lists' totals read from them equal a count
 * over the rows themselves.
 */

type List = 'payments' | 'remittances';
const LISTS: List[] = ['payments', 'remittances'];

/** Each business's, list's, day's and method's count and sum, as kept and as the rows give them. */
async function keptAndCounted(db: Db) {
  const kept = await db
    .selectFrom('day_totals')
    .select(['account_id', 'list', 'day', 'method', 'count', 'amount_pesewas'])
    .where('count', '>', 0)
    .execute();
  const counted: {
    account_id: string;
    list: string;
    day: string;
    method: string;
    count: number | string;
    amount_pesewas: number | string;
  }[] = [];
  for (const list of LISTS) {
    const { rows } = await sql<{
      account_id: string;
      day: string;
      method: string;
      count: number | string;
      amount_pesewas: number | string;
    }>`select account_id, substr(date, 1, 10) as day, method, count(*) as count, sum(amount_pesewas) as amount_pesewas
       from ${sql.table(list)} where voided_at is null group by account_id, substr(date, 1, 10), method`.execute(
      db,
    );
    counted.push(...rows.map((row) => ({ ...row, list })));
  }
  const plain = (rows: typeof kept | typeof counted) =>
    rows
      .map((row) =>
        [row.account_id, row.list, row.day, row.method, Number(row.count), Number(row.amount_pesewas)].join(
          ' ',
        ),
      )
      .sort();
  return { kept: plain(kept), counted: plain(counted) };
}

/** A tiny deterministic random source, so a failing case can be read again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('day totals', () => {
  const t = freshAppForEachTest('Admin');
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, cookie = t.cookie) =>
    t.request(method, url, { cookie, payload });
  const get = (url: string) => t.request('GET', url, { cookie: t.cookie });

  it('equal the rows that count after every record, edit, void and delete of payments and remittances', async () => {
    const draw = random(19);
    const pick = <T>(from: readonly T[]): T => from[Math.floor(draw() * from.length)] as T;
    const day = () =>
      `2026-0${1 + Math.floor(draw() * 3)}-${String(1 + Math.floor(draw() * 28)).padStart(2, '0')}`;
    const amount = () => Math.round(1 + draw() * 50_000) / 100;
    const method = () => pick(PAYMENT_METHODS);
    const momo = (chosen: string) => (chosen === 'Mobile Money' ? { network: 'MTN MoMo' as const } : {});

    const tenants: string[] = [];
    for (const tenantName of ['Ama Mensah', 'Kofi Boateng']) {
      const payload = rentRecordBody({
        tenantName,
        totalAmount: 9000,
        noOfMonthsRented: 1,
        monthlyPrice: 9000,
      });
      tenants.push(okBody(await send('POST', api.addRentRecord, payload)).data._id as string);
    }
    const contracts: string[] = [];
    for (const regNum of ['GR 1111-26', 'GT 2222-26']) {
      const vehicleId = okBody(
        await send('POST', api.addVehicle, vehicleBody({ vehicleRegNum: regNum })),
      )._id;
      contracts.push(
        okBody(await send('POST', api.contracts, dailySalesBody(vehicleId, { hirer: HIRER })))._id,
      );
    }
    // Another business's money stays in its own totals.
    const other = await t.newAccount('Other business');
    const { cookie: otherCookie } = await t.signIn('Admin', { accountId: other });
    const otherTenant = okBody(
      await send('POST', api.addRentRecord, rentRecordBody({ tenantName: 'Yaw Other' }), otherCookie),
    ).data._id;
    okBody(
      await send(
        'POST',
        api.addPayment,
        { tenant: otherTenant, amountPaid: 77, date: '2026-02-02', method: 'Cash' },
        otherCookie,
      ),
    );

    const live: Record<List, string[]> = { payments: [], remittances: [] };
    const paymentBody = () => {
      const chosen = method();
      return {
        tenant: pick(tenants),
        amountPaid: amount(),
        date: day(),
        method: chosen,
        status: 'Partial',
        ...momo(chosen),
      };
    };
    const remittance = () => {
      const chosen = method();
      return remittanceBody(pick(contracts), {
        amount: amount(),
        date: day(),
        method: chosen,
        ...momo(chosen),
      });
    };

    for (let step = 0; step < 60; step += 1) {
      const list = pick(LISTS);
      const roll = draw();
      const ids = live[list];
      if (roll < 0.5 || ids.length === 0) {
        const url = list === 'payments' ? api.addPayment : api.remittances;
        ids.push(okBody(await send('POST', url, list === 'payments' ? paymentBody() : remittance()))._id);
      } else if (roll < 0.75) {
        const id = pick(ids);
        const url = list === 'payments' ? api.editPayment(id) : api.remittance(id);
        okBody(await send('PUT', url, list === 'payments' ? paymentBody() : remittance()));
      } else if (roll < 0.92) {
        const id = ids.splice(Math.floor(draw() * ids.length), 1)[0] as string;
        const url = list === 'payments' ? api.deletePayment(id) : api.remittance(id);
        okBody(await send('DELETE', url, { reason: 'Recorded twice' }));
      } else {
        // A row removed outright (no screen does; a restore or a tool may).
        const id = ids.splice(Math.floor(draw() * ids.length), 1)[0] as string;
        await t.handle.db.deleteFrom(list).where('id', '=', id).execute();
      }
      const { kept, counted } = await keptAndCounted(t.handle.db);
      expect(kept, `after step ${step}`).toEqual(counted);
      // And the totals by method over all time (migration 0021).
      for (const totals of RECORD_TOTALS.filter((each) => LISTS.includes(each.rows as List))) {
        const byMethod = await keptAndCountedGroups(t.handle.db, totals);
        expect(byMethod.kept, `${totals.table} after step ${step}`).toEqual(byMethod.counted);
        expect(byMethod.leftOver, `${totals.table} after step ${step}`).toEqual([]);
      }
    }

    // The lists' totals read from them equal a count over the rows, for each method and span of days.
    for (const [from, to] of [
      [undefined, undefined],
      ['2026-02-01', '2026-02-28'],
      ['2026-01-15', undefined],
    ]) {
      for (const chosen of [undefined, ...PAYMENT_METHODS]) {
        const query = new URLSearchParams({ page: '1', pageSize: '1' });
        if (chosen) query.set('method', chosen);
        if (from) query.set('from', from);
        if (to) query.set('to', to);
        for (const list of LISTS) {
          let rows = t.handle.db
            .selectFrom(list)
            .where('account_id', '=', t.accountId)
            .where('voided_at', 'is', null);
          if (chosen) rows = rows.where('method', '=', chosen);
          if (from) rows = rows.where(sql`substr(date, 1, 10)`, '>=', from);
          if (to) rows = rows.where(sql`substr(date, 1, 10)`, '<=', to);
          const expected = await rows
            .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('amount_pesewas').as('amount')])
            .executeTakeFirstOrThrow();
          const answer = okBody(
            await get(`${list === 'payments' ? api.payments : api.remittances}?${query}`),
          );
          const sum = list === 'payments' ? answer.totals.amountPaid : answer.totals.amount;
          expect([answer.total, Math.round(sum * 100)], `${list} ${query}`).toEqual([
            Number(expected.count),
            Number(expected.amount ?? 0),
          ]);
        }
      }
    }
  });
});

describe('migration 0017 on an install that has payments', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('adds up the money already recorded by day and method, voided payments left out', async () => {
    const through0016 = migrations.findIndex((migration) => migration.name === '0017_day_totals');
    t = await createTestApp({}, { upgrade: { migrations: through0016, fill: oldBusinessWithPayments } });
    const { kept, counted } = await keptAndCounted(t.handle.db);
    expect(kept).toEqual([
      'acc-a payments 2026-01-05 Cash 2 15025',
      'acc-a payments 2026-01-06 Mobile Money 1 1000',
    ]);
    expect(kept).toEqual(counted);
    // And the triggers keep them from there on.
    const { cookie } = await t.signIn('Admin', { accountId: 'acc-a' });
    okBody(await t.request('DELETE', api.deletePayment('p-1'), { cookie, payload: { reason: 'typo' } }));
    expect((await keptAndCounted(t.handle.db)).kept).toEqual([
      'acc-a payments 2026-01-05 Cash 1 5025',
      'acc-a payments 2026-01-06 Mobile Money 1 1000',
    ]);
  });
});
