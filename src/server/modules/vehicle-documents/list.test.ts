import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { api } from '../../../shared/paths';
import type { ComplianceRow } from '../../../shared/schemas/vehicle-papers';
import type { VehicleInput } from '../../../shared/schemas/vehicles';
import { businessToday } from '../../lib/business-day';
import { okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { vehicleBody } from '../vehicles/test-data';
import { documentBody } from './test-data';

/** The compliance grid on the list contract (docs/lists.md). */
const t = freshAppForEachTest('Staff');
const today = businessToday();

const get = (url: string, as = t.cookie) => t.request('GET', url, { cookie: as });
const list = (query = '', as = t.cookie) => get(`${api.compliance}${query ? `?${query}` : ''}`, as);
const added = async (overrides: Partial<VehicleInput>): Promise<string> =>
  okBody(await t.request('POST', api.addVehicle, { cookie: t.cookie, payload: vehicleBody(overrides) }))._id;
const paper = async (vehicleId: string, overrides: Parameters<typeof documentBody>[0]) =>
  okBody(
    await t.request('POST', api.vehicleDocuments(vehicleId), {
      cookie: t.cookie,
      payload: documentBody(overrides),
    }),
  );

/**
 * Four vehicles, one of each standing: GR's old roadworthy is expired but a newer one is valid (only
 * the latest counts); AS is a bus with no papers (missing) and a licence ending in 10 days (expiring);
 * GT's licence is out of date and its permit ends in 20 days; WR is a private car with nothing on
 * record but a valid licence. GT and WR share make and model, for a tie across a page boundary.
 */
async function fleet() {
  const gr = await added({ vehicleRegNum: 'GR 1000-21', licenseNumExp: addDays(today, 400) });
  await paper(gr, { kind: 'roadworthy', issuedOn: addDays(today, -400), expiresOn: addDays(today, -3) });
  for (const kind of ['roadworthy', 'insurance', 'vit'] as const)
    await paper(gr, { kind, issuedOn: addDays(today, -10), expiresOn: addDays(today, 100) });
  await added({
    vehicleRegNum: 'AS 2000-22',
    vehicleType: 'bus',
    make: 'Nissan',
    model: 'Urvan',
    driverName: 'Ama Mensah',
    contactDetails: { phone: '020 555 7788', location: 'Kumasi' },
    licenseNumExp: addDays(today, 10),
  });
  const gt = await added({
    vehicleRegNum: 'GT 3000-23',
    vehicleType: 'luxury car',
    make: 'Kia',
    model: 'Picanto',
    licenseNumExp: addDays(today, -5),
  });
  await paper(gt, { kind: 'permit', issuedOn: addDays(today, -10), expiresOn: addDays(today, 20) });
  await added({
    vehicleRegNum: 'WR 4000-24',
    vehicleType: 'luxury car',
    make: 'Kia',
    model: 'Picanto',
    licenseNumExp: addDays(today, 400),
  });
}

const plates = (rows: ComplianceRow[]) => rows.map((row) => row.vehicle.vehicleRegNum);
const page = async (query: string) => okBody(await list(`page=1&${query}`));
const platesOf = async (query: string) => plates((await page(query)).items);

/** Every page of a query, checked to add up to its total with no vehicle twice. */
async function allPages(query: string, pageSize: number) {
  const items: ComplianceRow[] = [];
  let total = -1;
  for (let number = 1; number < 50; number += 1) {
    const answer = okBody(await list(`page=${number}&pageSize=${pageSize}&${query}`));
    total = answer.total;
    if (answer.items.length === 0) break;
    items.push(...answer.items);
  }
  expect(items).toHaveLength(total);
  expect(new Set(items.map((row) => row.vehicle._id)).size).toBe(total);
  return items;
}

describe('GET /api/compliance?page=', () => {
  it('answers one page with the real total and the fleet’s counts, the items as the array has them', async () => {
    await fleet();
    const array = okBody(await list()) as ComplianceRow[];
    const first = okBody(await list('page=1&pageSize=2'));
    expect(first).toEqual({
      items: array.slice(0, 2),
      total: 4,
      page: 1,
      pageSize: 2,
      totals: { expired: 1, expiring: 2, missing: 1 },
    });
    expect(okBody(await list('page=2&pageSize=2')).items).toEqual(array.slice(2));
    expect(okBody(await list('page=3&pageSize=2'))).toMatchObject({ items: [], total: 4 });
    expect(okBody(await list('page=1')).pageSize).toBe(25);
  });

  it('filters by each status with the same rule as the array, the totals over the matches', async () => {
    await fleet();
    const expected = {
      valid: ['GR 1000-21', 'WR 4000-24'],
      expiring: ['AS 2000-22', 'GT 3000-23'],
      expired: ['GT 3000-23'],
      missing: ['AS 2000-22'],
      none: ['AS 2000-22', 'GR 1000-21', 'GT 3000-23', 'WR 4000-24'],
    };
    for (const [status, wanted] of Object.entries(expected)) {
      expect(await platesOf(`status=${status}`), status).toEqual(wanted);
      expect(plates(okBody(await list(`status=${status}`))), status).toEqual(wanted);
    }
    expect(await platesOf('status=All')).toHaveLength(4);
    expect((await page('status=expiring')).totals).toEqual({ expired: 1, expiring: 2, missing: 1 });
    expect((await page('status=valid')).totals).toEqual({ expired: 0, expiring: 0, missing: 0 });
  });

  it('searches plate, make, model, driver and (a phone number) phone, case-insensitive', async () => {
    await fleet();
    expect(await platesOf('q=gt 3000')).toEqual(['GT 3000-23']);
    expect(await platesOf('q=URVAN')).toEqual(['AS 2000-22']);
    expect(await platesOf('q=ama mens')).toEqual(['AS 2000-22']);
    expect(await platesOf('q=020 555')).toEqual(['AS 2000-22']);
    expect(await platesOf('q=kia&status=expired')).toEqual(['GT 3000-23']);
    expect(await page('q=nothing like it')).toMatchObject({ items: [], total: 0 });
  });

  it('sorts by plate or make both ways, a tie never showing a vehicle on two pages', async () => {
    await fleet();
    const byPlate = ['AS 2000-22', 'GR 1000-21', 'GT 3000-23', 'WR 4000-24'];
    expect(await platesOf('')).toEqual(byPlate);
    expect(await platesOf('sort=vehicleRegNum&order=desc')).toEqual([...byPlate].reverse());
    const byMake = await platesOf('sort=make');
    expect(byMake.slice(0, 2).sort()).toEqual(['GT 3000-23', 'WR 4000-24']);
    expect(byMake.slice(2)).toEqual(['AS 2000-22', 'GR 1000-21']);
    expect((await platesOf('sort=make&order=desc')).slice(0, 2)).toEqual(['GR 1000-21', 'AS 2000-22']);
    // The two Kia Picantos straddle the end of the first page: each shows once.
    const straddling = await allPages('sort=make', 1);
    expect(plates(straddling).slice(0, 2).sort()).toEqual(['GT 3000-23', 'WR 4000-24']);
    expect(plates(await allPages('sort=make&order=desc', 3))).toHaveLength(4);
  });

  it('refuses bad parameters with a 400 naming each, changing nothing', async () => {
    await fleet();
    const before = await t.handle.db.selectFrom('vehicle_documents').selectAll().orderBy('id').execute();
    for (const [query, name] of [
      ['page=0', 'page'],
      ['page=x', 'page'],
      ['page=1&pageSize=101', 'pageSize'],
      ['page=1&sort=driver', 'sort'],
      ['page=1&order=up', 'order'],
      ['page=1&status=late', 'status'],
      ['status=late', 'status'],
      [`page=1&q=${'x'.repeat(201)}`, 'q'],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(name);
    }
    expect(await t.handle.db.selectFrom('vehicle_documents').selectAll().orderBy('id').execute()).toEqual(
      before,
    );
  });

  it("never shows another account's vehicles", async () => {
    await fleet();
    const other = (await t.signIn('Admin', { accountId: await t.newAccount('Other fleet') })).cookie;
    expect(okBody(await list('', other))).toEqual([]);
    expect(okBody(await list('page=1&q=gr', other))).toMatchObject({ items: [], total: 0 });
    expect(okBody(await list('page=1&status=missing', other))).toMatchObject({
      items: [],
      total: 0,
      totals: { expired: 0, expiring: 0, missing: 0 },
    });
  });

  it('keeps the old array without page: every vehicle by plate, filtered and searched as before', async () => {
    await fleet();
    const array = okBody(await list()) as ComplianceRow[];
    expect(Array.isArray(array)).toBe(true);
    expect(plates(array)).toEqual(['AS 2000-22', 'GR 1000-21', 'GT 3000-23', 'WR 4000-24']);
    expect(Object.keys(array[0] ?? {}).sort()).toEqual(['commercial', 'documents', 'licence', 'vehicle']);
    expect(array[1]?.documents.roadworthy).toMatchObject({ status: 'valid', expiresOn: addDays(today, 100) });
    expect(plates(okBody(await list('q=gr1000')))).toEqual(['GR 1000-21']);
  });
});
