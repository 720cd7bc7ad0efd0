import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import type { Board, Contract } from '../../../shared/schemas/hire';
import { seedAccount } from '../../db/seed';
import { okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { HIRE_SEED_COUNTS, hireSeeder, hireSeedRows } from './seed';

const t = freshAppForEachTest();

describe('hire demo seed', () => {
  it('hires out the demo fleet: every kind, drivers up to date and behind, work and pay near and at completion', async () => {
    const { cookie } = await t.signIn('Staff');
    const get = async (url: string) =>
      okBody(await t.app.inject({ method: 'GET', url, headers: { cookie } }));
    // Read once before seeding: the server now holds the empty list in its cache.
    expect(await get(api.contracts)).toEqual([]);
    const counts = await seedAccount(t.handle.db, 'small', t.accountId);
    expect(counts.hire_contracts).toBeGreaterThanOrEqual(10);
    expect(await hireSeeder.run(t.handle.db, 'small', t.accountId)).toEqual({});

    const contracts: Contract[] = await get(api.contracts);
    expect(contracts).toHaveLength(counts.hire_contracts ?? 0);
    expect(new Set(contracts.map((contract) => contract.type))).toEqual(
      new Set(['daily_sales', 'work_and_pay', 'rental']),
    );
    expect(new Set(contracts.map((contract) => contract.status))).toEqual(
      new Set(['active', 'completed', 'terminated']),
    );
    const daily = contracts.filter(
      (contract) => contract.type === 'daily_sales' && contract.status === 'active',
    );
    expect(daily.some((contract) => contract.arrears === 0)).toBe(true);
    expect(daily.some((contract) => contract.arrears > 0)).toBe(true);
    const nearlyDone = contracts.find(
      (contract) =>
        contract.type === 'work_and_pay' && contract.status === 'active' && (contract.progress ?? 0) > 0.95,
    );
    expect(nearlyDone?.balance).toBeGreaterThan(0);
    expect(
      contracts.some((contract) => contract.type === 'work_and_pay' && contract.status === 'completed'),
    ).toBe(true);

    // A driver's vehicle shows its hirer as its driver.
    const vehicle = await get(api.vehicle(daily[0]?.vehicleId ?? ''));
    expect(vehicle.driverName).toBe(daily[0]?.hirer.name);

    // Receipts continue the series after the rent payments: one series, no number twice.
    const payments = await t.handle.db
      .selectFrom('payments')
      .select('receipt_number')
      .where('account_id', '=', t.accountId)
      .execute();
    const remittances = await t.handle.db
      .selectFrom('remittances')
      .select(['receipt_number', 'reference'])
      .where('account_id', '=', t.accountId)
      .execute();
    const numbers = [...payments, ...remittances].map((row) => Number(row.receipt_number));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(Math.min(...remittances.map((row) => Number(row.receipt_number)))).toBe(payments.length + 1);
    const counter = await t.handle.db
      .selectFrom('receipt_counters')
      .select('last_number')
      .where('account_id', '=', t.accountId)
      .executeTakeFirst();
    expect(Number(counter?.last_number)).toBe(Math.max(...numbers));
    expect(remittances.some((row) => row.reference !== null)).toBe(true);

    // Each contract's stored paid sum is what its remittances add up to.
    const sums = await t.handle.db
      .selectFrom('remittances')
      .select('contract_id')
      .select((eb) => eb.fn.sum<number>('amount_pesewas').as('paid'))
      .where('voided_at', 'is', null)
      .groupBy('contract_id')
      .execute();
    for (const contract of contracts) {
      const sum = sums.find((row) => row.contract_id === contract._id);
      expect(Math.round(contract.paid * 100), contract.hirer.name).toBe(Number(sum?.paid ?? 0));
    }

    const board: Board = await get(api.hireToday);
    expect(board.rows.length).toBeGreaterThanOrEqual(6);
    expect(board.totals.outstanding).toBeGreaterThan(0);
  });

  it('makes 400 running contracts and about 250,000 remittances at the large scale', () => {
    const vehicle = (index: number) => ({
      id: `v${index}`,
      reg_num: `GR ${1000 + index}-24`,
      vehicle_type: 'taxi',
      driver_name: `Driver ${index}`,
      phone: '+233241112233',
      license_num: `DL-${index}`,
      license_exp: '2028-01-31',
    });
    const generated = Array.from({ length: 500 }, (_, index) => vehicle(index));
    const rows = hireSeedRows('large', t.accountId, { demo: [], generated }, 20_000);
    expect(HIRE_SEED_COUNTS.large).toEqual({ contracts: 400, historyDays: 730 });
    expect(rows.contracts.filter((contract) => contract.status === 'active')).toHaveLength(400);
    expect(rows.remittances.length).toBeGreaterThan(200_000);
    expect(rows.remittances.length).toBeLessThan(300_000);
    expect(rows.remittances[0]?.receipt_number).toBe(20_001);
    expect(rows.lastReceipt).toBe(20_000 + rows.remittances.length);
    expect(new Set(rows.references.map((row) => row.reference_key)).size).toBe(rows.references.length);
  });
});
