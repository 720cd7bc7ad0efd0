import { beforeEach, describe, expect, it } from 'vitest';
import { addMonthsClamped } from '../../../shared/dates';
import { api } from '../../../shared/paths';
import { percentOf } from '../../../shared/reports';
import type { FleetProfit, ProfitReport, VehicleProfit } from '../../../shared/schemas/reports';
import { businessToday } from '../../lib/business-day';
import { newId, nowIso } from '../../lib/ids';
import { expectFieldError, okBody } from '../../test/api-checks';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { apartmentBody, rentRecordBody } from '../apartments/test-data';
import { dailySalesBody, remittanceBody } from '../contracts/test-data';
import { maintenanceBody } from '../maintenance/test-data';
import { documentBody } from '../vehicle-documents/test-data';
import { vehicleBody } from '../vehicles/test-data';

const t = freshAppForEachTest('Manager');

const post = async (url: string, payload: unknown, cookie = t.cookie) =>
  okBody(await t.request('POST', url, { cookie, payload }));
const voidIt = async (url: string) =>
  okBody(await t.request('DELETE', url, { cookie: t.cookie, payload: { reason: 'Typed twice' } }));
const report = (query: string, cookie = t.cookie) =>
  t.request('GET', `${api.profitReport}?${query}`, { cookie });
const profit = async (groupBy: string, from = '2026-01-01', to = '2026-02-28', cookie = t.cookie) =>
  okBody(await report(`from=${from}&to=${to}&groupBy=${groupBy}`, cookie)) as ProfitReport;

/** An expense written straight into its table (the expenses API is another module's). */
async function expense(
  accountId: string,
  date: string,
  amountPesewas: number,
  subject: { apartmentId?: string; vehicleId?: string } = {},
) {
  const now = nowIso();
  await t.handle.db
    .insertInto('expenses')
    .values({
      id: newId(),
      account_id: accountId,
      date,
      category: subject.vehicleId ? 'Fuel' : 'Repairs',
      amount_pesewas: amountPesewas,
      apartment_id: subject.apartmentId ?? null,
      vehicle_id: subject.vehicleId ?? null,
      payee: 'Kofi Repairs',
      method: 'Cash',
      reference: '',
      note: '',
      recorded_by_id: null,
      recorded_by_name: '',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const setRate = (bp: number, accountId = t.accountId) =>
  t.handle.db.updateTable('accounts').set({ rent_tax_rate_bp: bp }).where('id', '=', accountId).execute();

/**
 * The hand-computed fixture, period 2026-01-01 to 2026-02-28 (both days included). Amounts in cedis:
 *
 * Rent: on unit U1 (record R1) 1,000.10 on 01-01 and 500.05 on 02-28 (in), 999 on 2025-12-31 and
 * 777 on 03-01 (out), 300 on 01-15 voided; without a unit (record R2) 200.02 on 01-31. Rent in the
 * period: 1,700.17.
 * Hire: V1's contract 300.30 on 01-02, 150.15 on 02-01, 1,000 on 01-10 voided, 50 on 03-01 (out);
 * V2's contract 80.08 on 02-28. Hire in the period: 530.53 (V1 450.45, V2 80.08).
 * Expenses: U1 120.12 on 01-31 (and 99 on 03-01, out); general 10.01 on 02-01; V1 fuel 40.04 on 02-15;
 * V1 maintenance 250.25 on 01-20; V3's maintenance 60.06 on 02-10, V3 then deleted; V2 maintenance
 * 70 on 2025-12-31 (out); V2 insurance 850.50 issued 01-10; V1 document 30 issued 2025-12-01 (out).
 * In the period: 1,330.98.
 * Another business: a payment of 5,000 and an expense of 300 on 01-05, none of which may show.
 */
async function fixture() {
  const u1 = (await post(api.addApartment, apartmentBody({ title: 'A Flat 1' })))._id as string;
  const u2 = (await post(api.addApartment, apartmentBody({ title: 'B Flat 2' })))._id as string;
  const r1 = (await post(api.addRentRecord, rentRecordBody({ apartmentId: u1, rentedDate: '2025-06-01' })))
    .data._id as string;
  const r2 = (
    await post(
      api.addRentRecord,
      rentRecordBody({ tenantName: 'Kwame Boateng', tenantPhone: '024 999 1111', rentedDate: '2025-06-01' }),
    )
  ).data._id as string;
  const pay = (tenant: string, amountPaid: number, day: string) =>
    post(api.addPayment, { tenant, amountPaid, method: 'Cash', Date: day });
  await pay(r1, 1000.1, '2026-01-01');
  await pay(r1, 500.05, '2026-02-28');
  await pay(r1, 999, '2025-12-31');
  await pay(r1, 777, '2026-03-01');
  await voidIt(api.deletePayment((await pay(r1, 300, '2026-01-15'))._id));
  await pay(r2, 200.02, '2026-01-31');

  const v1 = (await post(api.addVehicle, vehicleBody({ vehicleRegNum: 'GR 100-26' })))._id as string;
  const v2 = (await post(api.addVehicle, vehicleBody({ vehicleRegNum: 'GR 200-26' })))._id as string;
  const v3 = (await post(api.addVehicle, vehicleBody({ vehicleRegNum: 'GR 300-26' })))._id as string;
  const c1 = (await post(api.contracts, dailySalesBody(v1, { startDate: '2025-12-01' })))._id as string;
  const c2 = (
    await post(
      api.contracts,
      dailySalesBody(v2, {
        startDate: '2025-12-01',
        hirer: { ...dailySalesBody(v2).hirer, phone: '020 777 8888' },
      }),
    )
  )._id as string;
  const remit = (contract: string, amount: number, date: string) =>
    post(api.remittances, remittanceBody(contract, { amount, date }));
  await remit(c1, 300.3, '2026-01-02');
  await remit(c1, 150.15, '2026-02-01');
  await voidIt(api.remittance((await remit(c1, 1000, '2026-01-10'))._id));
  await remit(c1, 50, '2026-03-01');
  await remit(c2, 80.08, '2026-02-28');

  await expense(t.accountId, '2026-01-31', 12012, { apartmentId: u1 });
  await expense(t.accountId, '2026-03-01', 9900, { apartmentId: u1 });
  await expense(t.accountId, '2026-02-01', 1001);
  await expense(t.accountId, '2026-02-15', 4004, { vehicleId: v1 });
  await post(api.addMaintenance, maintenanceBody(v1, { maintenanceDate: '2026-01-20', cost: 250.25 }));
  await post(api.addMaintenance, maintenanceBody(v3, { maintenanceDate: '2026-02-10', cost: 60.06 }));
  await post(api.addMaintenance, maintenanceBody(v2, { maintenanceDate: '2025-12-31', cost: 70 }));
  await post(api.vehicleDocuments(v2), documentBody({ issuedOn: '2026-01-10', cost: 850.5 }));
  await post(
    api.vehicleDocuments(v1),
    documentBody({ issuedOn: '2025-12-01', expiresOn: '2026-11-30', cost: 30, number: 'POL-OLD' }),
  );
  const admin = (await t.signIn('Admin')).cookie;
  expect((await t.request('DELETE', api.deleteVehicle(v3), { cookie: admin })).statusCode).toBe(200);

  const other = await t.newAccount('Other business');
  const theirs = (await t.signIn('Manager', { accountId: other })).cookie;
  const theirUnit = (await post(api.addApartment, apartmentBody({ title: 'Theirs' }), theirs))._id as string;
  const theirRecord = (
    await post(
      api.addRentRecord,
      rentRecordBody({ apartmentId: theirUnit, rentedDate: '2025-06-01' }),
      theirs,
    )
  ).data._id as string;
  await post(
    api.addPayment,
    { tenant: theirRecord, amountPaid: 5000, method: 'Cash', Date: '2026-01-05' },
    theirs,
  );
  await expense(other, '2026-01-05', 30000, { apartmentId: theirUnit });
  return { u1, u2, v1, v2, theirs };
}

const TOTALS = { income: 2230.7, expenses: 1330.98, profit: 899.72, rentTax: 136.01 };

describe('GET /api/reports/profit', () => {
  let ids: Awaited<ReturnType<typeof fixture>>;
  beforeEach(async () => {
    ids = await fixture();
  });

  it('adds up each month of the period, both end days included, the voided and the other business’s left out', async () => {
    expect(await profit('month')).toEqual({
      rows: [
        { key: '2026-01', label: 'Jan 2026', income: 1500.42, expenses: 1220.87, profit: 279.55 },
        { key: '2026-02', label: 'Feb 2026', income: 730.28, expenses: 110.11, profit: 620.17 },
      ],
      totals: TOTALS,
    });
  });

  it('by property: each unit, then the rent of records without a unit and the general expenses', async () => {
    expect(await profit('property')).toEqual({
      rows: [
        { key: ids.u1, label: 'A Flat 1', income: 1500.15, expenses: 120.12, profit: 1380.03 },
        { key: ids.u2, label: 'B Flat 2', income: 0, expenses: 0, profit: 0 },
        // 10.01 general, and the deleted vehicle's 60.06 job (docs/decisions/126-profit-report.md).
        { key: 'none', label: 'No unit', income: 200.02, expenses: 70.07, profit: 129.95 },
      ],
      totals: TOTALS,
    });
  });

  it('by vehicle: remittances against expenses, maintenance and documents; a deleted vehicle is not a row', async () => {
    expect(await profit('vehicle')).toEqual({
      rows: [
        { key: ids.v1, label: 'GR 100-26', income: 450.45, expenses: 290.29, profit: 160.16 },
        { key: ids.v2, label: 'GR 200-26', income: 80.08, expenses: 850.5, profit: -770.42 },
      ],
      totals: TOTALS,
    });
  });

  it('answers every month of the period, empty ones too, and totals equal to their sums', async () => {
    const { rows, totals } = await profit('month', '2025-11-15', '2026-03-01');
    expect(rows.map((row) => [row.key, row.income, row.expenses])).toEqual([
      ['2025-11', 0, 0],
      ['2025-12', 999, 70 + 30],
      ['2026-01', 1500.42, 1220.87],
      ['2026-02', 730.28, 110.11],
      ['2026-03', 777 + 50, 99],
    ]);
    // 1,700.17 + 999 + 777 rent, 530.53 + 50 hire; 1,330.98 + 100 + 99 spent.
    expect(totals).toEqual({ income: 4056.7, expenses: 1529.98, profit: 2526.72, rentTax: 278.09 });
    const sum = (key: 'income' | 'expenses') =>
      rows.reduce((total, row) => total + Math.round(row[key] * 100), 0);
    expect(sum('income')).toBe(405670);
    expect(sum('expenses')).toBe(152998);
    for (const groupBy of ['property', 'vehicle'])
      expect((await profit(groupBy, '2025-11-15', '2026-03-01')).totals).toEqual(totals);
  });

  it('a single day: only that day counts', async () => {
    const { rows, totals } = await profit('month', '2026-02-28', '2026-02-28');
    expect(rows).toEqual([
      { key: '2026-02', label: 'Feb 2026', income: 580.13, expenses: 0, profit: 580.13 },
    ]);
    expect(totals.rentTax).toBe(40); // 8 % of 500.05 = 40.004
  });

  it('rent tax: the business’s rate of every rent payment, rounded half up to the pesewa', async () => {
    await setRate(5000); // 50 % of 1,700.17 = 850.085 → 850.09
    expect((await profit('month')).totals.rentTax).toBe(850.09);
    await setRate(750); // 7.5 % = 127.51275 → 127.51
    expect((await profit('property')).totals.rentTax).toBe(127.51);
    await setRate(0);
    expect((await profit('vehicle')).totals.rentTax).toBe(0);
    // The other business's rate is its own.
    expect((await profit('month', '2026-01-01', '2026-01-31', ids.theirs)).totals).toEqual({
      income: 5000,
      expenses: 300,
      profit: 4700,
      rentTax: 400,
    });
  });

  it('Profit_Report.xlsx: a sheet per table, then the totals and the rent tax estimate', async () => {
    await setRate(750);
    const response = await t.request('GET', `${api.exportProfitReport}?from=2026-01-01&to=2026-02-28`, {
      cookie: (await t.signIn('Staff')).cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Profit_Report.xlsx"');
    const book = await readXlsx(response);
    const day = (text: string) => new Date(`${text}T00:00:00.000Z`);
    expect(book.sheets).toEqual([
      {
        name: 'By property',
        header: ['Property', 'Income', 'Expenses', 'Profit'],
        rows: [
          ['A Flat 1', 1500.15, 120.12, 1380.03],
          ['B Flat 2', 0, 0, 0],
          ['No unit', 200.02, 70.07, 129.95],
        ],
      },
      {
        name: 'By vehicle',
        header: ['Vehicle', 'Income', 'Expenses', 'Profit'],
        rows: [
          ['GR 100-26', 450.45, 290.29, 160.16],
          ['GR 200-26', 80.08, 850.5, -770.42],
        ],
      },
      {
        name: 'By month',
        header: ['Month', 'Income', 'Expenses', 'Profit'],
        rows: [
          ['Jan 2026', 1500.42, 1220.87, 279.55],
          ['Feb 2026', 730.28, 110.11, 620.17],
        ],
      },
      {
        name: 'Totals',
        header: [
          'From',
          'To',
          'Income',
          'Expenses',
          'Profit',
          'Rent tax rate (%)',
          'Rent tax to set aside (estimate)',
        ],
        rows: [[day('2026-01-01'), day('2026-02-28'), 2230.7, 1330.98, 899.72, 7.5, 127.51]],
      },
    ]);
    // Its period is checked as the report's.
    const refused = await t.request('GET', `${api.exportProfitReport}?from=2026-03-01&to=2026-02-01`, {
      cookie: t.cookie,
    });
    expectFieldError(refused, 'to', 'To must be on or after From');
  });

  it('is read by every role', async () => {
    for (const role of ['Admin', 'Staff'] as const) {
      const { cookie } = await t.signIn(role);
      expect((await profit('month', '2026-01-01', '2026-02-28', cookie)).totals).toEqual(TOTALS);
    }
  });
});

describe('GET /api/reports/profit: its query', () => {
  it.each([
    ['to=2026-01-31&groupBy=month', 'from', 'From must be a date (YYYY-MM-DD)'],
    ['from=2026-01-01&groupBy=month', 'to', 'To must be a date (YYYY-MM-DD)'],
    ['from=&to=2026-01-31&groupBy=month', 'from', 'From is required'],
    ['from=2026-02-30&to=2026-03-31&groupBy=month', 'from', 'From must be a date (YYYY-MM-DD)'],
    ['from=2026-01-01T00:00:00Z&to=2026-03-31&groupBy=month', 'from', 'From must be a date (YYYY-MM-DD)'],
    ['from=2026-03-01&to=2026-02-28&groupBy=month', 'to', 'To must be on or after From'],
    ['from=2016-01-01&to=2026-01-01&groupBy=month', 'to', 'The period can cover at most 10 years'],
    ['from=2026-01-01&to=2026-01-31', 'groupBy', 'Group by must be one of: property, vehicle, month'],
    [
      'from=2026-01-01&to=2026-01-31&groupBy=year',
      'groupBy',
      'Group by must be one of: property, vehicle, month',
    ],
  ])('%s answers 400 on %s', async (query, path, message) => {
    expectFieldError(await report(query), path, message);
  });

  it('takes ten years to the day before', async () => {
    const { rows } = await profit('month', '2016-01-01', '2025-12-31');
    expect(rows).toHaveLength(120);
  });

  it('answers 401 without a session', async () => {
    expect(
      (await t.request('GET', `${api.profitReport}?from=2026-01-01&to=2026-01-31&groupBy=month`)).statusCode,
    ).toBe(401);
  });
});

describe('percentOf', () => {
  it('rounds half up to the pesewa, exact for large sums', () => {
    expect(percentOf(170017, 800)).toBe(13601);
    expect(percentOf(170017, 5000)).toBe(85009);
    expect(percentOf(1, 5000)).toBe(1);
    expect(percentOf(1, 4999)).toBe(0);
    expect(percentOf(1_000_000_000_000_01, 9999)).toBe(99_990_000_000_001);
  });
});

describe('the fleet’s figures', () => {
  const today = businessToday();
  const year = today.slice(0, 4);
  const thisMonth = today.slice(0, 7);

  it('GET /api/dashboard/fleet/profit: 12 months of remittances against vehicle costs, and the vehicles ranked', async () => {
    const made: string[] = [];
    for (let i = 1; i <= 7; i += 1) {
      made.push((await post(api.addVehicle, vehicleBody({ vehicleRegNum: `GT ${i}00-26` })))._id as string);
    }
    // Vehicle i earns i × 100 today and costs 250 (fuel): profits -150, -50, 50, … 450.
    for (const [index, vehicle] of made.entries()) {
      const contract = (
        await post(
          api.contracts,
          dailySalesBody(vehicle, {
            startDate: `${year}-01-01`,
            hirer: { ...dailySalesBody(vehicle).hirer, phone: `020 777 80${index}0` },
          }),
        )
      )._id as string;
      await post(api.remittances, remittanceBody(contract, { amount: (index + 1) * 100, date: today }));
      await expense(t.accountId, today, 25000, { vehicleId: vehicle });
    }
    // Property money and general expenses are not the fleet's.
    await expense(t.accountId, today, 99999);
    const units = await post(api.addApartment, apartmentBody());
    await expense(t.accountId, today, 88888, { apartmentId: units._id });
    // Twelve months back is out of the chart.
    await expense(t.accountId, `${addMonthsClamped(`${thisMonth}-01`, -12).slice(0, 7)}-28`, 7777, {
      vehicleId: made[0],
    });

    const figures = okBody(
      await t.request('GET', api.dashboardFleetProfit, { cookie: t.cookie }),
    ) as FleetProfit;
    expect(figures.months).toHaveLength(12);
    expect(figures.months.at(-1)).toEqual({ month: thisMonth, income: 2800, expenses: 1750 });
    expect(figures.months.slice(0, 11).every((month) => month.income === 0 && month.expenses === 0)).toBe(
      true,
    );
    expect(figures.year).toBe(year);
    expect(figures.top.map((row) => [row.label, row.profit])).toEqual([
      ['GT 700-26', 450],
      ['GT 600-26', 350],
      ['GT 500-26', 250],
      ['GT 400-26', 150],
      ['GT 300-26', 50],
    ]);
    expect(figures.bottom.map((row) => [row.label, row.profit])).toEqual([
      ['GT 100-26', -150],
      ['GT 200-26', -50],
      ['GT 300-26', 50],
      ['GT 400-26', 150],
      ['GT 500-26', 250],
    ]);
    expect(figures.top[0]).toEqual({
      key: made[6],
      label: 'GT 700-26',
      income: 700,
      expenses: 250,
      profit: 450,
    });
  });

  it('GET /api/vehicles/{id}/profit: this year and all time; another business’s vehicle is 404', async () => {
    const vehicle = (await post(api.addVehicle, vehicleBody()))._id as string;
    const contract = (await post(api.contracts, dailySalesBody(vehicle, { startDate: '2020-01-06' })))
      ._id as string;
    await post(api.remittances, remittanceBody(contract, { amount: 100.1, date: '2020-01-06' }));
    await post(api.remittances, remittanceBody(contract, { amount: 200.2, date: today }));
    await post(api.addMaintenance, maintenanceBody(vehicle, { maintenanceDate: '2020-02-01', cost: 10.01 }));
    await post(
      api.vehicleDocuments(vehicle),
      documentBody({ issuedOn: today, expiresOn: `${Number(year) + 1}-12-31`, cost: 20.02 }),
    );
    await expense(t.accountId, today, 3003, { vehicleId: vehicle });
    expect(
      okBody(await t.request('GET', api.vehicleProfit(vehicle), { cookie: t.cookie })) as VehicleProfit,
    ).toEqual({
      year,
      thisYear: { income: 200.2, expenses: 50.05, profit: 150.15 },
      allTime: { income: 300.3, expenses: 60.06, profit: 240.24 },
    });
    const theirs = (await t.signIn('Manager', { accountId: await t.newAccount('Theirs') })).cookie;
    expect((await t.request('GET', api.vehicleProfit(vehicle), { cookie: theirs })).statusCode).toBe(404);
  });
});
