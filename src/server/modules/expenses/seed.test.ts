import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import type { Expense, ExpensePage } from '../../../shared/schemas/expenses';
import { seedAccount } from '../../db/seed';
import { okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { expensesSeeder } from './seed';

const t = freshAppForEachTest();

describe('expenses demo seed', () => {
  it('gives units, vehicles and the business a year of expenses whose categories fit, once', async () => {
    const { cookie } = await t.signIn('Staff');
    const get = async (url: string) =>
      okBody(await t.app.inject({ method: 'GET', url, headers: { cookie } }));
    const counts = await seedAccount(t.handle.db, 'small', t.accountId);
    expect(counts.expenses).toBeGreaterThan(100);
    expect(await expensesSeeder.run(t.handle.db, 'small', t.accountId)).toEqual({});

    const all: Expense[] = await get(api.expenses);
    expect(all).toHaveLength(counts.expenses ?? 0);
    expect(all.some((each) => each.apartment)).toBe(true);
    expect(all.some((each) => each.vehicle)).toBe(true);
    expect(all.some((each) => !each.apartment && !each.vehicle)).toBe(true);
    for (const each of all) {
      if (each.vehicle) expect(['Fuel', 'Tyres', 'Fines', 'Repairs']).toContain(each.category);
      if (each.apartment) expect(['Fuel', 'Tyres', 'Fines']).not.toContain(each.category);
    }
    const page: ExpensePage = await get(`${api.expenses}?page=1&pageSize=10`);
    const sum = all.reduce((total, each) => total + Math.round(each.amount * 100), 0);
    expect(Math.round(page.totals.amount * 100)).toBe(sum);
  });
});
