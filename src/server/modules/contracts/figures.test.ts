import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../shared/dates';
import { api } from '../../../shared/paths';
import type { Contract, ContractBody, Remittance } from '../../../shared/schemas/hire';
import { seededRandom } from '../../db/seed-utils';
import { businessToday } from '../../lib/business-day';
import { okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { vehicleBody } from '../vehicles/test-data';
import { rollContractFigures, startContractFiguresScheduler, transactionsOn } from './figures';
import { termsOf } from './repository';
import { contractStanding } from './schedule';
import { dailySalesBody, remittanceBody, rentalBody, workAndPayBody } from './test-data';

/**
 * The stored contract figures (docs/decisions/078-stored-contract-figures.md) against the engine:
 * random contracts, remittances, voids and edits with the clock moved day by day; after each step
 * every stored figure equals what schedule.ts computes from the contract's terms and remittances.
 */

const t = freshAppForEachTest();
afterEach(() => {
  vi.useRealTimers();
});

/** Sets the business's clock to noon (Africa/Accra is UTC) of `day`. */
const setDay = (day: string) => vi.setSystemTime(new Date(`${day}T12:00:00Z`));

/** Every contract's stored figures and what the engine says they are as of `today`. */
async function storedAndEngine(accountId: string, today: string) {
  const db = t.handle.db;
  const contracts = await db
    .selectFrom('hire_contracts')
    .selectAll()
    .where('account_id', '=', accountId)
    .execute();
  const paidRows = await db
    .selectFrom('remittances')
    .select(['contract_id', 'amount_pesewas'])
    .where('account_id', '=', accountId)
    .where('voided_at', 'is', null)
    .execute();
  return contracts.map((row) => {
    const paid = paidRows
      .filter((each) => each.contract_id === row.id)
      .reduce((sum, each) => sum + Number(each.amount_pesewas), 0);
    const standing = contractStanding(termsOf(row), paid, today);
    return {
      stored: {
        id: row.id,
        day: row.figures_day,
        paid: Number(row.paid_pesewas),
        expected: Number(row.expected_pesewas),
        arrears: Number(row.arrears_pesewas),
        progress: row.progress === null ? null : Number(row.progress),
      },
      engine: {
        id: row.id,
        day: today,
        paid,
        expected: standing.expected,
        arrears: standing.arrears,
        progress: standing.progress,
      },
    };
  });
}

describe('stored contract figures', () => {
  it('equal the engine to the pesewa after every write, void, edit and day, on reads and on the rollover', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let day = '2026-01-05';
    setDay(day);
    const { cookie } = await t.signIn('Admin');
    const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      okBody(await t.request(method, url, { cookie, ...(payload === undefined ? {} : { payload }) }));
    const rng = seededRandom(78);
    const contracts: { id: string; body: ContractBody }[] = [];
    const remittances: Remittance[] = [];
    let checks = 0;

    const expectAllOfToday = async () => {
      const today = businessToday();
      for (const { stored, engine } of await storedAndEngine(t.accountId, today))
        expect(stored).toEqual(engine);
      checks += 1;
    };
    /** Rows written by this step are of today and equal the engine; the others wait for their rollover. */
    const expectWrittenOfToday = async () => {
      const today = businessToday();
      for (const { stored, engine } of await storedAndEngine(t.accountId, today)) {
        if (stored.day === today) expect(stored).toEqual(engine);
        else expect(stored.day < today).toBe(true);
      }
    };

    for (let step = 0; step < 60; step += 1) {
      const action = contracts.length < 3 ? 0 : rng.int(0, 9);
      if (action === 0 && contracts.length < 7) {
        const vehicleId = okBody(
          await t.request('POST', api.addVehicle, { cookie, payload: vehicleBody() }),
        )._id;
        const kind = rng.int(0, 2);
        const start = addDays(day, -rng.int(0, 20));
        const body =
          kind === 0
            ? rentalBody(vehicleId, { startDate: start, endDate: addDays(start, rng.int(1, 15)) })
            : kind === 1
              ? dailySalesBody(vehicleId, {
                  startDate: start,
                  amount: rng.int(50, 200) + rng.int(0, 99) / 100,
                })
              : workAndPayBody(vehicleId, {
                  startDate: start,
                  amount: rng.int(300, 800),
                  frequency: rng.pick(['daily', 'weekly', 'monthly'] as const),
                  totalPrice: rng.int(1000, 3000),
                });
        const contract: Contract = await call('POST', api.contracts, body);
        contracts.push({ id: contract._id, body });
      } else if (action <= 4) {
        const contract = rng.pick(contracts);
        const remittance: Remittance = await call(
          'POST',
          api.remittances,
          remittanceBody(contract.id, {
            amount: rng.int(20, 900) + rng.int(0, 99) / 100,
            date: addDays(day, -rng.int(0, 10)),
          }),
        );
        remittances.push(remittance);
      } else if (action === 5 && remittances.length > 0) {
        const remittance = remittances.splice(rng.int(0, remittances.length - 1), 1)[0] as Remittance;
        await call('DELETE', api.remittance(remittance._id), { reason: 'test' });
      } else if (action === 6 && remittances.length > 0) {
        const remittance = rng.pick(remittances);
        const moved = rng.pick(contracts);
        const edited: Remittance = await call(
          'PUT',
          api.remittance(remittance._id),
          remittanceBody(moved.id, { amount: rng.int(20, 900), date: remittance.date }),
        );
        remittances[remittances.indexOf(remittance)] = edited;
      } else if (action === 7) {
        const contract = rng.pick(contracts);
        const body: ContractBody = {
          ...contract.body,
          amount: Number(contract.body.amount) + rng.int(1, 50),
        };
        const answer = await t.request('PUT', api.contract(contract.id), {
          cookie,
          payload: body,
        });
        // A completed or otherwise settled contract may refuse an edit; the figures must hold either way.
        if (answer.statusCode === 200) contract.body = body;
      } else if (action === 8) {
        const contract = rng.pick(contracts);
        const body: ContractBody = { ...contract.body, status: 'terminated', terminatedOn: day };
        const answer = await t.request('PUT', api.contract(contract.id), {
          cookie,
          payload: body,
        });
        if (answer.statusCode === 200) contract.body = body;
      } else {
        // The day turns: no write moves the figures, yet what has fallen due changes.
        day = addDays(day, rng.int(1, 3));
        setDay(day);
        await expectWrittenOfToday();
        if (rng.int(0, 1) === 0) {
          // The in-app rollover.
          await rollContractFigures(transactionsOn(t.handle.db), t.accountId, day, { batch: 2 });
        } else {
          // A read that sorts by the figures brings them up to date first.
          const page = okBody(await t.request('GET', `${api.contracts}?page=1&sort=arrears`, { cookie }));
          const all = okBody(await t.request('GET', api.contracts, { cookie })) as Contract[];
          expect(page.totals.arrears).toBeCloseTo(
            all.reduce((sum, each) => sum + each.arrears, 0),
            2,
          );
        }
        await expectAllOfToday();
        continue;
      }
      await expectWrittenOfToday();
      // The page read makes every row of today, and equal to the engine.
      await t.request('GET', `${api.contracts}?page=1`, { cookie });
      await expectAllOfToday();
    }
    expect(checks).toBeGreaterThan(40);
    expect(contracts.length).toBeGreaterThanOrEqual(3);
  });

  it('rolls over idempotently: a second pass, or one after a crash half-way, changes nothing more', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setDay('2026-02-02');
    const { cookie } = await t.signIn('Admin');
    for (let n = 0; n < 5; n += 1) {
      const vehicleId = okBody(
        await t.request('POST', api.addVehicle, { cookie, payload: vehicleBody() }),
      )._id;
      okBody(await t.request('POST', api.contracts, { cookie, payload: dailySalesBody(vehicleId) }));
    }
    setDay('2026-02-10');
    const inTransaction = transactionsOn(t.handle.db);
    // A pass that stops after its first batch, as a process killed half-way.
    let batches = 0;
    const first = await rollContractFigures(
      async (work) => {
        batches += 1;
        if (batches > 1) throw new Error('killed');
        return inTransaction(work);
      },
      t.accountId,
      '2026-02-10',
      { batch: 2 },
    ).catch(() => 'killed');
    expect(first).toBe('killed');
    const half = await storedAndEngine(t.accountId, '2026-02-10');
    expect(half.filter((row) => row.stored.day === '2026-02-10')).toHaveLength(2);
    // The scheduler's pace (plugins/background-pace.ts) is awaited before each batch: two here.
    let paced = 0;
    const pace = async () => {
      paced += 1;
    };
    expect(await rollContractFigures(inTransaction, t.accountId, '2026-02-10', { batch: 2, pace })).toBe(3);
    expect(paced).toBe(2);
    expect(await rollContractFigures(inTransaction, t.accountId, '2026-02-10', { batch: 2 })).toBe(0);
    for (const { stored, engine } of await storedAndEngine(t.accountId, '2026-02-10'))
      expect(stored).toEqual(engine);
  });

  it('are brought to the new day by the in-app scheduler for every business that has contracts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setDay('2026-03-02');
    const other = await t.newAccount('Other fleet');
    for (const accountId of [t.accountId, other]) {
      const { cookie } = await t.signIn('Admin', { accountId });
      const vehicleId = okBody(
        await t.request('POST', api.addVehicle, { cookie, payload: vehicleBody() }),
      )._id;
      okBody(await t.request('POST', api.contracts, { cookie, payload: dailySalesBody(vehicleId) }));
    }
    setDay('2026-03-09');
    const scheduler = startContractFiguresScheduler(t.handle.db, transactionsOn(t.handle.db), t.app.log, {
      intervalMs: 3_600_000,
    });
    await scheduler.tick();
    await scheduler.stop();
    for (const accountId of [t.accountId, other]) {
      const rows = await storedAndEngine(accountId, '2026-03-09');
      expect(rows).toHaveLength(1);
      for (const { stored, engine } of rows) expect(stored).toEqual(engine);
    }
  });
});
