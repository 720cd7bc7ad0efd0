import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { api } from '../../../shared/paths';
import type { ArrearsRow } from '../../../shared/schemas/ledger';
import type { RentRecord } from '../../../shared/schemas/rent-records';
import { businessToday } from '../../lib/business-day';
import { okBody } from '../../test/api-checks';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { apartmentBody, rentRecordBody } from '../apartments/test-data';

const t = freshAppForEachTest('Admin');
const get = (url: string, as = t.cookie) => t.request('GET', url, { cookie: as });
const list = async (query = '') => okBody(await get(`${api.rentRecords}${query}`)) as RentRecord[];
const page = async (query: string) => okBody(await get(`${api.rentRecords}?${query}`));
const arrearsPage = async (query: string) => okBody(await get(`${api.arrears}?${query}`));

/**
 * Six tenancies as of today: two "Ama Boateng" alike in every figure (ties for name, arrears and days
 * overdue), one in credit, one monthly in arrears, one settled and Inactive on a unit, one not begun.
 */
async function sixTenancies() {
  const today = businessToday();
  const unit = okBody(
    await t.request('POST', api.addApartment, {
      cookie: t.cookie,
      payload: apartmentBody({ title: 'Flat Nine', location: 'Osu' }),
    }),
  );
  const unitId: string = unit._id ?? unit.data?._id;
  const add = async (overrides: Parameters<typeof rentRecordBody>[0], paid = 0) => {
    const record = okBody(
      await t.request('POST', api.addRentRecord, { cookie: t.cookie, payload: rentRecordBody(overrides) }),
    ).data;
    if (paid > 0) {
      const payload = {
        tenant: record._id,
        amountPaid: paid,
        method: 'Cash',
        Date: today,
        status: 'Partial',
      };
      okBody(await t.request('POST', api.addPayment, { cookie: t.cookie, payload }));
    }
    return record._id as string;
  };
  const advance = (start: string, total: number) => ({
    rentedDate: start,
    expirationDate: addDays(start, 200),
    noOfMonthsRented: 6,
    monthlyPrice: 100,
    amountPaidOnUtility: 0,
    totalAmount: total,
    billing: 'advance' as const,
  });
  const ids = {
    ama1: await add({
      tenantName: 'Ama Boateng',
      roomDescription: 'Room 1',
      ...advance(addDays(today, -100), 1000),
    }),
    kofi: await add(
      {
        tenantName: 'Kofi Asare',
        tenantPhone: '020 555 6677',
        roomDescription: 'Room 2',
        ...advance(addDays(today, -30), 500),
      },
      600,
    ),
    yaw: await add(
      {
        tenantName: 'Yaw Mensah',
        tenantPhone: '055 999 8888',
        roomDescription: 'Room 3',
        rentedDate: addDays(today, -65),
        expirationDate: addDays(today, 120),
        noOfMonthsRented: 6,
        monthlyPrice: 300,
        amountPaidOnUtility: 0,
        totalAmount: 1800,
        billing: 'monthly',
      },
      300,
    ),
    esi: await add(
      {
        tenantName: 'Esi Owusu',
        roomDescription: 'Back room',
        status: 'Inactive',
        apartmentId: unitId,
        ...advance(addDays(today, -10), 800),
      },
      800,
    ),
    ama2: await add({
      tenantName: 'Ama Boateng',
      roomDescription: 'Room 5',
      ...advance(addDays(today, -100), 1000),
    }),
    kwame: await add({
      tenantName: 'Kwame Later',
      roomDescription: 'Room 6',
      ...advance(addDays(today, 5), 700),
    }),
  };
  return { ids, unitId };
}

const idsOf = (items: { _id: string }[]) => items.map((item) => item._id);

/** Every page of a list, one row a page: each row once, in the list's order. */
async function walk(url: string, query: string, count: number) {
  const seen: string[] = [];
  for (let number = 1; number <= count; number += 1) {
    const body = okBody(await get(`${url}?${query}&page=${number}&pageSize=1`));
    expect(body.total).toBe(count);
    seen.push(...idsOf(body.items));
  }
  return seen;
}

/** The expected order of a sort: by the value, then by id, both in the sort's direction. */
function ordered<T extends { _id: string }>(
  items: T[],
  value: (item: T) => string | number,
  order: 'asc' | 'desc',
) {
  const sign = order === 'asc' ? 1 : -1;
  return idsOf(
    [...items].sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      if (x !== y) return (x < y ? -1 : 1) * sign;
      return (a._id < b._id ? -1 : 1) * sign;
    }),
  );
}

const sum = (
  items: RentRecord[],
  field: 'due' | 'paid' | 'balance' | 'arrears' | 'amountPaidOnUtility' | 'totalAmount',
) => Math.round(items.reduce((total, item) => total + item[field] * 100, 0)) / 100;

describe('GET /api/view/rent_records on the list contract (docs/lists.md)', () => {
  it('answers the same array as before without page: every record, newest first, as the single GET', async () => {
    const { ids } = await sixTenancies();
    const all = await list();
    expect(idsOf(all)).toEqual([ids.kwame, ids.ama2, ids.esi, ids.yaw, ids.kofi, ids.ama1]);
    for (const record of all) expect(okBody(await get(api.rentRecord(record._id))).data).toEqual(record);
    expect(all.find((record) => record._id === ids.kofi)).toMatchObject({
      balance: -100,
      standing: 'In credit',
    });
    expect(all.find((record) => record._id === ids.yaw)).toMatchObject({
      due: 900,
      arrears: 600,
      standing: 'In arrears',
    });
  });

  it('pages with total and totals over every match; a page past the end is empty with the real total', async () => {
    await sixTenancies();
    const all = await list();
    const first = await page('page=1&pageSize=4');
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(first.items).toEqual(all.slice(0, 4));
    expect((await page('page=2&pageSize=4')).items).toEqual(all.slice(4));
    expect(await page('page=3&pageSize=4')).toEqual({
      items: [],
      total: 6,
      page: 3,
      pageSize: 4,
      totals: first.totals,
    });
    expect(first.totals).toEqual({
      due: sum(all, 'due'),
      paid: sum(all, 'paid'),
      balance: sum(all, 'balance'),
      arrears: sum(all, 'arrears'),
      amountPaidOnUtility: sum(all, 'amountPaidOnUtility'),
      totalAmount: sum(all, 'totalAmount'),
    });
    // 1000 + 1000 + 900 + 800 + 500 (the later tenancy owes nothing yet).
    expect(first.totals).toMatchObject({
      due: 4200,
      paid: 1700,
      balance: 1000 + 1000 - 100 + 1500 + 0 + 700,
      arrears: 2600,
    });
    expect((await page('page=1')).pageSize).toBe(25);
  });

  it('filters by status, standing, unit and billing, totals following the filter', async () => {
    const { ids, unitId } = await sixTenancies();
    expect(idsOf((await page('page=1&status=Inactive')).items)).toEqual([ids.esi]);
    expect((await page('page=1&status=Active')).total).toBe(5);
    expect((await page('page=1&status=All')).total).toBe(6);
    const owing = await page('page=1&standing=In%20arrears');
    expect(idsOf(owing.items).sort()).toEqual([ids.ama1, ids.ama2, ids.yaw].sort());
    expect(owing.totals.arrears).toBe(2600);
    expect(idsOf((await page('page=1&standing=In%20credit')).items)).toEqual([ids.kofi]);
    expect(idsOf((await page('page=1&standing=Settled')).items)).toEqual([ids.esi]);
    expect(idsOf((await page('page=1&standing=Owing')).items)).toEqual([ids.kwame]);
    expect(idsOf((await page(`page=1&apartmentId=${unitId}`)).items)).toEqual([ids.esi]);
    expect(idsOf((await page('page=1&billing=monthly')).items)).toEqual([ids.yaw]);
    expect((await page('page=1&billing=advance&status=Active')).total).toBe(4);
    // The unpaged array takes the same filters.
    expect(idsOf(await list('?billing=monthly'))).toEqual([ids.yaw]);
  });

  it('searches name, room and unit title, and phones only for a phone number', async () => {
    const { ids } = await sixTenancies();
    expect(idsOf((await page('page=1&q=ama%20boa')).items).sort()).toEqual([ids.ama1, ids.ama2].sort());
    expect(idsOf((await page('page=1&q=BACK%20ROOM')).items)).toEqual([ids.esi]);
    expect(idsOf((await page('page=1&q=flat%20nine')).items)).toEqual([ids.esi]);
    expect(idsOf((await page('page=1&q=020%20555')).items)).toEqual([ids.kofi]);
    expect(idsOf((await page('page=1&q=%2B233559998888')).items)).toEqual([ids.yaw]);
    // Digits inside a word are not a phone number.
    expect((await page('page=1&q=x5556677')).total).toBe(0);
    expect((await page('page=1&q=100%25')).total).toBe(0);
  });

  it('finds a tenancy by its new name and unit title once edited, and no more once deleted', async () => {
    const { ids, unitId } = await sixTenancies();
    const renamed = rentRecordBody({
      tenantName: 'Efua Quarshie',
      roomDescription: 'Back room',
      status: 'Inactive',
      apartmentId: unitId,
    });
    okBody(await t.request('PUT', api.editRentRecord(ids.esi), { cookie: t.cookie, payload: renamed }));
    okBody(
      await t.request('PUT', api.editApartment(unitId), {
        cookie: t.cookie,
        payload: apartmentBody({ title: 'Palm Court' }),
      }),
    );
    expect((await page('page=1&q=esi')).total).toBe(0);
    expect(idsOf((await page('page=1&q=quarshie')).items)).toEqual([ids.esi]);
    expect(idsOf((await page('page=1&q=palm%20court')).items)).toEqual([ids.esi]);
    expect((await page('page=1&q=flat%20nine')).total).toBe(0);
    expect(idsOf((await page('page=1&q=room%205')).items)).toEqual([ids.ama2]);
    okBody(await t.request('DELETE', api.deleteRentRecord(ids.ama2), { cookie: t.cookie }));
    expect((await page('page=1&q=room%205')).total).toBe(0);
  });

  it('sorts by each field, the id breaking ties, with two equal values straddling a page boundary', async () => {
    await sixTenancies();
    const all = await list();
    const sorts: [string, (record: RentRecord) => string | number, 'asc' | 'desc'][] = [
      ['createdAt', (record) => record.createdAt, 'desc'],
      ['tenantName', (record) => record.tenantName, 'asc'],
      ['expirationDate', (record) => record.expirationDate, 'desc'],
      ['arrears', (record) => record.arrears, 'desc'],
      ['daysOverdue', (record) => record.daysOverdue, 'desc'],
      ['balance', (record) => record.balance, 'desc'],
    ];
    for (const [sort, value, defaultOrder] of sorts) {
      expect(await walk(api.rentRecords, `sort=${sort}`, 6), sort).toEqual(ordered(all, value, defaultOrder));
      const other = defaultOrder === 'asc' ? 'desc' : 'asc';
      expect(await walk(api.rentRecords, `sort=${sort}&order=${other}`, 6), `${sort} ${other}`).toEqual(
        ordered(all, value, other),
      );
      // The unpaged array in the same order.
      expect(idsOf(await list(`?sort=${sort}`))).toEqual(ordered(all, value, defaultOrder));
    }
    // The two Ama Boatengs tie on name, arrears and days overdue: each shows once, on its own page.
    const names = await walk(api.rentRecords, 'sort=tenantName', 6);
    expect(new Set(names.slice(0, 2)).size).toBe(2);
  });

  it('answers 400 naming a bad parameter, changing nothing', async () => {
    await sixTenancies();
    const before = await list();
    for (const [query, name] of [
      ['page=0', 'page'],
      ['page=x', 'page'],
      ['page=1&pageSize=101', 'pageSize'],
      ['page=1&sort=price', 'sort'],
      ['page=1&order=up', 'order'],
      ['page=1&status=Gone', 'status'],
      ['page=1&standing=Rich', 'standing'],
      ['page=1&billing=weekly', 'billing'],
      ['sort=nope', 'sort'],
    ] as const) {
      const response = await get(`${api.rentRecords}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(name);
    }
    expect(await list()).toEqual(before);
  });

  it('exports with the same parameters, rows from the database in the list order', async () => {
    const { ids } = await sixTenancies();
    const all = await list();
    const everything = await readXlsx(await get(api.exportTenants));
    expect(everything.rows.map((row) => row[0])).toEqual(all.map((record) => record.tenantName));
    const filtered = await readXlsx(await get(`${api.exportTenants}?standing=In%20arrears&sort=tenantName`));
    expect(filtered.rows.map((row) => row[0])).toEqual(['Ama Boateng', 'Ama Boateng', 'Yaw Mensah']);
    const search = await readXlsx(await get(`${api.exportTenants}?q=020555`));
    expect(search.rows.map((row) => row[0])).toEqual(['Kofi Asare']);
    expect(ids.kofi).toBeTruthy();
    expect((await get(`${api.exportTenants}?sort=bad`)).statusCode).toBe(400);
  });

  it('never shows another business its records, nor counts them', async () => {
    await sixTenancies();
    const other = await t.newAccount('Other');
    const { cookie: outsider } = await t.signIn('Admin', { accountId: other, email: 'out@example.com' });
    expect(okBody(await get(`${api.rentRecords}?page=1`, outsider))).toMatchObject({ items: [], total: 0 });
    expect(okBody(await get(`${api.arrears}?page=1`, outsider))).toMatchObject({
      items: [],
      total: 0,
      totals: { arrears: 0 },
    });
  });
});

describe('GET /api/arrears on the list contract (docs/lists.md)', () => {
  it('keeps the array as before: the records in arrears, most days overdue first', async () => {
    const { ids } = await sixTenancies();
    const rows = okBody(await get(api.arrears)) as ArrearsRow[];
    expect(new Set(idsOf(rows.slice(0, 2)))).toEqual(new Set([ids.ama1, ids.ama2]));
    expect(idsOf(rows.slice(2))).toEqual([ids.yaw]);
    expect(rows[2]).toMatchObject({ tenantName: 'Yaw Mensah', arrears: 600, balance: 1500 });
    expect(Object.keys(rows[0] as object).sort()).toEqual(
      [
        '_id',
        'tenantName',
        'tenantPhone',
        'apartment',
        'roomDescription',
        'arrears',
        'balance',
        'daysOverdue',
        'paidThrough',
      ].sort(),
    );
  });

  it('pages, searches, filters, sorts and totals the arrears, ties straddling a page boundary', async () => {
    const { ids, unitId } = await sixTenancies();
    const rows = okBody(await get(api.arrears)) as ArrearsRow[];
    const first = await arrearsPage('page=1&pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2, totals: { arrears: 2600 } });
    expect(first.items).toEqual(rows.slice(0, 2));
    expect(await arrearsPage('page=9&pageSize=2')).toEqual({
      items: [],
      total: 3,
      page: 9,
      pageSize: 2,
      totals: { arrears: 2600 },
    });
    expect(await walk(api.arrears, 'sort=daysOverdue', 3)).toEqual(idsOf(rows));
    expect(await walk(api.arrears, 'sort=arrears', 3)).toEqual(ordered(rows, (row) => row.arrears, 'desc'));
    expect(await walk(api.arrears, 'sort=arrears&order=asc', 3)).toEqual(
      ordered(rows, (row) => row.arrears, 'asc'),
    );
    const search = await arrearsPage('page=1&q=yaw');
    expect(idsOf(search.items)).toEqual([ids.yaw]);
    expect(search.totals).toEqual({ arrears: 600 });
    expect((await arrearsPage('page=1&q=0559998888')).total).toBe(1);
    expect((await arrearsPage(`page=1&apartmentId=${unitId}`)).total).toBe(0);
    for (const [query, name] of [
      ['page=1&sort=balance', 'sort'],
      ['page=1&order=sideways', 'order'],
      ['page=1&pageSize=500', 'pageSize'],
    ] as const) {
      const response = await get(`${api.arrears}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(name);
    }
    const exported = await readXlsx(await get(`${api.exportArrears}?q=yaw`));
    expect(exported.rows.map((row) => row[0])).toEqual(['Yaw Mensah']);
  });
});
