import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/paths';
import type { ApartmentDashboard } from '../../../shared/schemas/dashboards';
import { okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { apartmentBody, rentRecordBody } from '../apartments/test-data';

/**
 * The apartment dashboard's charts (docs/insight.md §3, decision 129) against a hand-computed fixture:
 * the business day is 2026-03-15, so the months are 2025-04 to 2026-03.
 */
const t = freshAppForEachTest('Manager');

const post = async (url: string, payload: unknown, cookie = t.cookie) =>
  okBody(await t.request('POST', url, { cookie, payload }));
const dashboard = async (cookie = t.cookie): Promise<ApartmentDashboard> =>
  okBody(await t.request('GET', api.dashboardApartments, { cookie }));
const pay = async (tenant: string, amountPaid: number, day: string, cookie = t.cookie) =>
  (await post(api.addPayment, { tenant, amountPaid, method: 'Cash', Date: day }, cookie))._id as string;
const tenancy = async (
  name: string,
  terms: {
    rentedDate: string;
    months: number;
    monthly: number;
    utility: number;
    billing: 'advance' | 'monthly';
  },
  cookie = t.cookie,
) =>
  (
    await post(
      api.addRentRecord,
      rentRecordBody({
        tenantName: name,
        tenantPhone: `024 ${String(100 + name.length)} ${String(1000 + name.charCodeAt(0))}`,
        rentedDate: terms.rentedDate,
        expirationDate: '2027-12-31',
        noOfMonthsRented: terms.months,
        monthlyPrice: terms.monthly,
        amountPaidOnUtility: terms.utility,
        totalAmount: Math.round((terms.months * terms.monthly + terms.utility) * 100) / 100,
        billing: terms.billing,
      }),
      cookie,
    )
  ).data._id as string;

const MONTHS = [
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
];

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/dashboard/apartments: the charts', () => {
  it('answers twelve empty months and no unit under maintenance for a new business', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T10:00:00Z'));
    const figures = await dashboard();
    expect(figures.maintenance).toBe(0);
    expect(figures.collections).toEqual(MONTHS.map((month) => ({ month, collected: 0, due: 0 })));
  });

  it('collects the payments that count by month and adds up what fell due by the rent engine, to the pesewa', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T10:00:00Z'));
    // Advance, a day before the months shown: its 1,200 fell due in 2025-03, not shown.
    const before = await tenancy('Before Window', {
      rentedDate: '2025-03-31',
      months: 12,
      monthly: 100,
      utility: 0,
      billing: 'advance',
    });
    // Advance from the first day shown: the whole 6 × 300 + 50.50 = 1,850.50 in 2025-04.
    const advance = await tenancy('Advance Tenant', {
      rentedDate: '2025-04-01',
      months: 6,
      monthly: 300,
      utility: 50.5,
      billing: 'advance',
    });
    // Monthly from a month's last day: utility 30 and the first 200.25 on 2025-12-31, then 2026-01-31,
    // 2026-02-28 (clamped), and 2026-03-31, which has not come yet on 2026-03-15.
    await tenancy('Monthly Tenant', {
      rentedDate: '2025-12-31',
      months: 4,
      monthly: 200.25,
      utility: 30,
      billing: 'monthly',
    });
    // Monthly from today: its first 99.99 fell due today.
    await tenancy('Starts Today', {
      rentedDate: '2026-03-15',
      months: 3,
      monthly: 99.99,
      utility: 0,
      billing: 'monthly',
    });
    // Advance from tomorrow: nothing has fallen due.
    const tomorrow = await tenancy('Starts Tomorrow', {
      rentedDate: '2026-03-16',
      months: 10,
      monthly: 100,
      utility: 0,
      billing: 'advance',
    });

    await pay(before, 500, '2025-03-31'); // the month before the chart
    await pay(advance, 0.1, '2025-04-01');
    await pay(advance, 1000, '2025-04-30');
    await pay(advance, 0.2, '2025-05-01');
    await pay(advance, 300, '2026-02-28');
    await pay(advance, 45.45, '2026-03-01');
    const voided = await pay(tomorrow, 777, '2026-03-10');
    const removed = await t.request('DELETE', api.deletePayment(voided), {
      cookie: t.cookie,
      payload: { reason: 'Typed twice' },
    });
    expect(removed.statusCode).toBe(200);

    // Another business's tenancy and payment in the same months count for nothing here.
    const theirs = (await t.signIn('Manager', { accountId: await t.newAccount('Other business') })).cookie;
    const their = await tenancy(
      'Their Tenant',
      { rentedDate: '2026-01-10', months: 12, monthly: 400, utility: 0, billing: 'advance' },
      theirs,
    );
    await pay(their, 10, '2026-03-01', theirs);

    const expected: Record<string, { collected: number; due: number }> = {
      '2025-04': { collected: 1000.1, due: 1850.5 },
      '2025-05': { collected: 0.2, due: 0 },
      '2025-12': { collected: 0, due: 230.25 },
      '2026-01': { collected: 0, due: 200.25 },
      '2026-02': { collected: 300, due: 200.25 },
      '2026-03': { collected: 45.45, due: 99.99 },
    };
    const figures = await dashboard();
    expect(figures.collections).toEqual(
      MONTHS.map((month) => ({ month, ...(expected[month] ?? { collected: 0, due: 0 }) })),
    );
    // The stat card and the chart's last month are one figure.
    expect(figures.collectedThisMonth).toBe(45.45);
    expect(figures.month).toBe('2026-03');

    const other = await dashboard(theirs);
    expect(other.collections.find((month) => month.month === '2026-01')).toEqual({
      month: '2026-01',
      collected: 0,
      due: 4800,
    });
    expect(other.collections.find((month) => month.month === '2026-03')?.collected).toBe(10);
  });

  it('starts the months at the business day’s month: a day later, a new month', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-31T23:59:00Z'));
    expect((await dashboard()).collections.map((month) => month.month)).toEqual(MONTHS);
    vi.setSystemTime(new Date('2026-04-01T00:00:05Z'));
    expect((await dashboard()).collections.map((month) => month.month)).toEqual([
      ...MONTHS.slice(1),
      '2026-04',
    ]);
  });

  it('counts the units by status for the occupancy chart', async () => {
    for (const status of [
      'Occupied',
      'Occupied',
      'Available',
      'Maintenance',
      'Maintenance',
      'Maintenance',
    ] as const)
      await post(api.addApartment, apartmentBody({ title: `U ${status} ${Math.random()}`, status }));
    expect(await dashboard()).toMatchObject({ total: 6, occupied: 2, vacant: 1, maintenance: 3 });
  });
});
