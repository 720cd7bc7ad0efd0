import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/paths';
import type { Contract } from '../../../shared/schemas/hire';
import { okBody } from '../../test/api-checks';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { vehicleBody } from '../vehicles/test-data';
import { dailySalesBody, HIRER, remittanceBody, rentalBody, workAndPayBody } from './test-data';

/** The contract list on the list contract (docs/lists.md), and its export. */

// The figures depend on the day: the tests hold the clock at one.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});
const t = freshAppForEachTest('Admin');
const get = (url: string) => t.request('GET', url, { cookie: t.cookie });
const post = (url: string, payload: unknown) => t.request('POST', url, { cookie: t.cookie, payload });
const page = async (query: string) => okBody(await get(`${api.contracts}?${query}`));
const ids = (items: { _id: string }[]) => items.map((each) => each._id);

async function vehicle(regNum?: string): Promise<string> {
  return okBody(await post(api.addVehicle, vehicleBody(regNum ? { vehicleRegNum: regNum } : {})))._id;
}
const contract = async (body: unknown): Promise<Contract> => okBody(await post(api.contracts, body));
const remit = async (contractId: string, amount: number) =>
  okBody(await post(api.remittances, remittanceBody(contractId, { amount, date: '2026-01-06' })));

/**
 * Four contracts: daily sales of Kofi (₵150 a day, paid ₵300), daily sales of Ama (₵150 a day, paid
 * ₵300: the same arrears as Kofi), a rental of Esi paid in full (no arrears), and work and pay of Yaw
 * (₵1,000 a week towards ₵52,000 from June, paid ₵2,000: behind, less than the others).
 */
async function fleet() {
  const kofi = await contract(
    dailySalesBody(await vehicle('GR 1111-26'), {
      hirer: { ...HIRER, name: 'Kofi Mensah', phone: '024 582 1234' },
      startDate: '2026-01-05',
    }),
  );
  const ama = await contract(
    dailySalesBody(await vehicle('GT 2222-26'), {
      hirer: { ...HIRER, name: 'Ama Owusu', phone: '020 333 4444' },
      startDate: '2026-01-05',
    }),
  );
  const esi = await contract(
    rentalBody(await vehicle('AS 3333-26'), { startDate: '2026-01-10', endDate: '2026-01-12' }),
  );
  const yaw = await contract(workAndPayBody(await vehicle('GE 4444-26'), { startDate: '2026-06-01' }));
  await remit(kofi._id, 300);
  await remit(ama._id, 300);
  await remit(esi._id, 600);
  await remit(yaw._id, 2000);
  const all = okBody(await get(api.contracts)) as Contract[];
  const now = (id: string) => all.find((each) => each._id === id) as Contract;
  return { kofi: now(kofi._id), ama: now(ama._id), esi: now(esi._id), yaw: now(yaw._id), all };
}

describe('GET /api/hire/contracts without page (old clients)', () => {
  it('answers the whole array as before: newest first, each contract as its own GET answers it', async () => {
    const { kofi, ama, esi, yaw, all } = await fleet();
    expect(ids(all)).toEqual([yaw._id, esi._id, ama._id, kofi._id]);
    for (const each of all) expect(each).toEqual(okBody(await get(api.contract(each._id))));
    // The filters it took keep working, and '' or All mean none.
    expect(ids(okBody(await get(`${api.contracts}?type=daily_sales`)))).toEqual([ama._id, kofi._id]);
    expect(ids(okBody(await get(`${api.contracts}?type=All&status=`)))).toEqual(ids(all));
  });
});

describe('GET /api/hire/contracts?page', () => {
  it('pages in the envelope with the total and the sums over every match; a page past the end is empty', async () => {
    const { all } = await fleet();
    const first = await page('page=1&pageSize=3');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.items).toHaveLength(3);
    const second = await page('page=2&pageSize=3');
    expect(second.items).toHaveLength(1);
    expect(new Set([...ids(first.items), ...ids(second.items)])).toEqual(new Set(ids(all)));
    const sum = (pick: (each: Contract) => number) =>
      Math.round(all.reduce((total, each) => total + pick(each), 0) * 100) / 100;
    expect(first.totals).toEqual({
      expected: sum((each) => each.expected),
      paid: 3200,
      arrears: sum((each) => each.arrears),
    });
    const past = await page('page=9&pageSize=3');
    expect(past).toMatchObject({ items: [], total: 4, page: 9 });
    // Items are the array's objects.
    for (const item of first.items) expect(item).toEqual(all.find((each) => each._id === item._id));
  });

  it('opens by start date, newest first; sorts by arrears, hirer name and progress either way', async () => {
    const { kofi, ama, esi, yaw } = await fleet();
    const sameDay = [kofi._id, ama._id].sort().reverse();
    expect(ids((await page('page=1')).items)).toEqual([yaw._id, esi._id, ...sameDay]);
    expect(kofi.arrears).toBe(ama.arrears);
    expect(kofi.arrears).toBeGreaterThan(yaw.arrears);
    expect(yaw.arrears).toBeGreaterThan(0);
    expect(esi.arrears).toBe(0);
    expect(ids((await page('page=1&sort=arrears')).items)).toEqual([...sameDay, yaw._id, esi._id]);
    expect(ids((await page('page=1&sort=arrears&order=asc')).items)).toEqual([
      esi._id,
      yaw._id,
      ...[...sameDay].reverse(),
    ]);
    expect(ids((await page('page=1&sort=hirerName')).items)).toEqual([ama._id, esi._id, kofi._id, yaw._id]);
    expect(ids((await page('page=1&sort=hirerName&order=desc')).items)).toEqual([
      yaw._id,
      kofi._id,
      esi._id,
      ama._id,
    ]);
    // Only work and pay has a progress: the others follow it, either way.
    const byProgress = ids((await page('page=1&sort=progress')).items);
    expect(byProgress[0]).toBe(yaw._id);
    expect(ids((await page('page=1&sort=progress&order=asc')).items)[0]).toBe(yaw._id);
  });

  it('puts two contracts of the same arrears on two pages once each, by id', async () => {
    const { kofi, ama } = await fleet();
    const [firstId, secondId] = [kofi._id, ama._id].sort().reverse();
    const one = await page('page=1&pageSize=1&sort=arrears');
    const two = await page('page=2&pageSize=1&sort=arrears');
    expect(ids(one.items)).toEqual([firstId]);
    expect(ids(two.items)).toEqual([secondId]);
    const up = [
      await page('page=3&pageSize=1&sort=arrears&order=asc'),
      await page('page=4&pageSize=1&sort=arrears&order=asc'),
    ];
    expect(up.flatMap((each) => ids(each.items))).toEqual([secondId, firstId]);
  });

  it('filters by type, status, vehicle and arrears, combined with AND', async () => {
    const { kofi, ama, esi, yaw } = await fleet();
    const found = async (query: string) => ids((await page(`page=1&sort=hirerName&${query}`)).items);
    expect(await found('type=daily_sales')).toEqual([ama._id, kofi._id]);
    expect(await found('type=rental')).toEqual([esi._id]);
    expect(await found('status=completed')).toEqual(esi.status === 'completed' ? [esi._id] : []);
    expect(await found('status=active')).toEqual(
      [ama, esi, kofi, yaw].filter((each) => each.status === 'active').map((each) => each._id),
    );
    expect(await found(`vehicleId=${yaw.vehicleId}`)).toEqual([yaw._id]);
    expect(await found('inArrears=true')).toEqual([ama._id, kofi._id, yaw._id]);
    expect(await found('inArrears=false')).toEqual([esi._id]);
    expect(await found('inArrears=true&type=work_and_pay')).toEqual([yaw._id]);
    const totals = (await page('page=1&inArrears=false')).totals;
    expect(totals).toEqual({ expected: esi.expected, paid: esi.paid, arrears: 0 });
  });

  it('searches hirer name, registration (with or without its space) and phone; a phone only for a phone number', async () => {
    const { kofi, ama } = await fleet();
    const found = async (q: string) => ids((await page(`page=1&q=${encodeURIComponent(q)}`)).items);
    expect(await found('kofi')).toEqual([kofi._id]);
    expect(await found('gt 2222')).toEqual([ama._id]);
    expect(await found('GT2222')).toEqual([ama._id]);
    expect(await found('024 582')).toEqual([kofi._id]);
    expect(await found('0203334444')).toEqual([ama._id]);
    // Kofi's phone (+233245821234) holds "82", but a code is never compared with phones.
    expect(await found('r0mwn8aow2')).toEqual([]);
    expect(okBody(await get(`${api.contracts}?q=r0mwn8aow2`))).toEqual([]);
    const sheet = await readXlsx(await get(`${api.exportContracts}?q=r0mwn8aow2`));
    expect(sheet.rows).toEqual([]);
  });

  it('answers 400 naming the parameter for a bad one, and changes nothing', async () => {
    const { all } = await fleet();
    const bad: [string, string][] = [
      ['page=0', 'page'],
      ['page=x', 'page'],
      ['page=1&pageSize=101', 'pageSize'],
      ['page=1&sort=balance', 'sort'],
      ['page=1&order=up', 'order'],
      ['type=lease', 'type'],
      ['status=paused', 'status'],
      ['inArrears=yes', 'inArrears'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ];
    for (const [query, name] of bad) {
      for (const path of [api.contracts, api.exportContracts]) {
        const answer = await get(`${path}?${query}`);
        expect(answer.statusCode, `${path}?${query}`).toBe(400);
        expect(answer.body).toContain(name);
      }
    }
    expect(okBody(await get(api.contracts))).toEqual(all);
  });
});

describe('GET /api/export/contracts', () => {
  it('takes the list parameters: the rows that match, in the asked order', async () => {
    const { kofi, ama, yaw } = await fleet();
    const sheet = await readXlsx(await get(`${api.exportContracts}?inArrears=true&sort=hirerName`));
    expect(sheet.rows.map((row) => row[0])).toEqual([ama, kofi, yaw].map((each) => each.hirer.name));
    const all = await readXlsx(await get(api.exportContracts));
    expect(all.rows).toHaveLength(4);
  });
});
