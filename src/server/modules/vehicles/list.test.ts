import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import type { VehicleInput, VehicleRecord } from '../../../shared/schemas/vehicles';
import type { VehiclesTable } from '../../db/schema';
import { okBody } from '../../test/api-checks';
import {
  createdAtOf,
  idsLatestFirst,
  latestFirstAsSingleGets,
  pagesWithoutTotals,
} from '../../test/list-pages';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { vehicleBody } from './test-data';

/** The Vehicles list on the list contract (docs/lists.md). */
const t = freshAppForEachTest('Staff');

const get = (url: string, as = t.cookie) => t.request('GET', url, { cookie: as });
const list = (query = '', as = t.cookie) => get(`${api.vehicles}${query ? `?${query}` : ''}`, as);
const added = async (overrides: Partial<VehicleInput> = {}): Promise<VehicleRecord> =>
  okBody(await t.request('POST', api.addVehicle, { cookie: t.cookie, payload: vehicleBody(overrides) }));

/** A small fleet: plates, makes, drivers, phones and types to search, filter and sort by. */
async function fleet() {
  return [
    await added({ vehicleRegNum: 'GR 1000-21', make: 'Toyota', model: 'Corolla', vehicleType: 'taxi' }),
    await added({
      vehicleRegNum: 'AS 2000-22',
      make: 'Nissan',
      model: 'Urvan',
      vehicleType: 'bus',
      driverName: 'Ama Mensah',
      contactDetails: { phone: '020 555 7788', location: 'Kumasi' },
    }),
    await added({ vehicleRegNum: 'GT 3000-23', make: 'Hyundai', model: 'Elantra', vehicleType: 'taxi' }),
    await added({
      vehicleRegNum: 'WR 4000-24',
      make: 'MAN',
      model: 'TGS',
      vehicleType: 'truck',
      maintenanceHist: [],
    }),
    await added({ vehicleRegNum: 'ER 5000-25', make: 'Kia', model: 'Picanto 1000', vehicleType: 'taxi' }),
  ];
}

/** The list as before: newest first, each as its single GET shows it. */
const expectedArray = () => latestFirstAsSingleGets<VehicleRecord>(t, get, 'vehicles', api.vehicle);

/** Every page of a query (pages of 2 by default); the Vehicles list has no totals. */
const allPages = (query: string, pageSize = 2) =>
  pagesWithoutTotals<VehicleRecord>(get, api.vehicles, query, pageSize);

/** A vehicle stored straight in the table, added at `createdAt`. */
const vehicleRow = (id: string, plate: string, createdAt: string): VehiclesTable => ({
  id,
  account_id: t.accountId,
  vehicle_type: 'taxi',
  make: 'Toyota',
  model: 'Vitz',
  reg_num: plate,
  reg_key: plate.replace(/[^A-Z0-9]/g, ''),
  chassis_num: 'C',
  driver_name: 'D',
  phone: '+233241112233',
  location: 'Accra',
  license_num: 'L',
  license_type: 'commercial',
  license_exp: '2027-01-01',
  created_at: createdAt,
  updated_at: createdAt,
});

const plates = async (query: string) => (await allPages(query)).items.map((item) => item.vehicleRegNum);

describe('the old whole array (no page)', () => {
  it('is every vehicle newest first, history included, as before', async () => {
    await fleet();
    const expected = await expectedArray();
    expect(expected).toHaveLength(5);
    expect(expected[0]?.vehicleRegNum).toBe('ER 5000-25');
    expect(expected[4]?.maintenanceHist).toEqual([{ hist: 'Oil change', date: '2026-01-15' }]);
    const response = await list();
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(expected);
  });

  it('streams more vehicles than one batch, in order, ties of the same time by id', async () => {
    const rows = Array.from({ length: 520 }, (_, i) =>
      vehicleRow(`v-${String(i).padStart(4, '0')}`, `GR ${i}-26`, createdAtOf(i)),
    );
    await t.handle.db.insertInto('vehicles').values(rows).execute();
    const body = okBody(await list()) as VehicleRecord[];
    expect(body).toHaveLength(520);
    expect(body.map((vehicle) => vehicle._id)).toEqual(idsLatestFirst(rows, (row) => row.created_at));
  });
});

describe('one page', () => {
  it('pages the same vehicles, newest first by default; a page past the end is empty with the real total', async () => {
    await fleet();
    const expected = await expectedArray();
    expect((await allPages('')).items).toEqual(expected);
    expect(okBody(await list('page=1'))).toEqual({
      items: expected,
      total: 5,
      page: 1,
      pageSize: 25,
      totals: {},
    });
    expect(okBody(await list('page=4&pageSize=2'))).toEqual({
      items: [],
      total: 5,
      page: 4,
      pageSize: 2,
      totals: {},
    });
  });

  it('sorts by registration (A to Z by default) and by when added, either way', async () => {
    await fleet();
    const byPlate = ['AS 2000-22', 'ER 5000-25', 'GR 1000-21', 'GT 3000-23', 'WR 4000-24'];
    expect(await plates('sort=vehicleRegNum')).toEqual(byPlate);
    expect(await plates('sort=vehicleRegNum&order=desc')).toEqual([...byPlate].reverse());
    const added = ['GR 1000-21', 'AS 2000-22', 'GT 3000-23', 'WR 4000-24', 'ER 5000-25'];
    expect(await plates('sort=createdAt')).toEqual([...added].reverse());
    expect(await plates('sort=createdAt&order=asc')).toEqual(added);
  });

  it('keeps vehicles added at the same moment apart by id across a page boundary', async () => {
    const at = '2026-02-01T10:00:00.000Z';
    await t.handle.db
      .insertInto('vehicles')
      .values([
        vehicleRow('tie-b', 'GR 2-26', at),
        vehicleRow('tie-a', 'GR 1-26', at),
        vehicleRow('tie-c', 'GR 3-26', at),
      ])
      .execute();
    const ids = async (query: string) => (await allPages(query)).items.map((item) => item._id);
    expect(await ids('sort=createdAt')).toEqual(['tie-c', 'tie-b', 'tie-a']);
    expect(await ids('sort=createdAt&order=asc')).toEqual(['tie-a', 'tie-b', 'tie-c']);
  });

  it('searches registration, make, model and driver, case-insensitive; the phone only for a phone number', async () => {
    await fleet();
    expect(await plates('q=gr%201000')).toEqual(['GR 1000-21']);
    expect(await plates('q=NISSAN')).toEqual(['AS 2000-22']);
    expect(await plates('q=elantra')).toEqual(['GT 3000-23']);
    expect(await plates('q=ama%20mens')).toEqual(['AS 2000-22']);
    // A phone number finds its driver, written as it is dialled locally.
    expect(await plates('q=020%20555')).toEqual(['AS 2000-22']);
    // A plate or a model with digits never matches phones that happen to hold them.
    expect(await plates('q=1000')).toEqual(['ER 5000-25', 'GR 1000-21']);
    expect(await plates('q=5557788x')).toEqual([]);
    // LIKE's wildcards are taken literally.
    expect(await plates('q=%25')).toEqual([]);
    expect(await plates('q=_')).toEqual([]);
  });

  it('filters by type, with All or blank for every type, and combines with search', async () => {
    await fleet();
    expect(await plates('vehicleType=taxi&sort=vehicleRegNum')).toEqual([
      'ER 5000-25',
      'GR 1000-21',
      'GT 3000-23',
    ]);
    expect(await plates('vehicleType=truck')).toEqual(['WR 4000-24']);
    expect(await plates('vehicleType=luxury%20car')).toEqual([]);
    expect((await allPages('vehicleType=All')).total).toBe(5);
    expect((await allPages('vehicleType=')).total).toBe(5);
    expect(await plates('vehicleType=taxi&q=kia')).toEqual(['ER 5000-25']);
    // The old array takes the same parameters.
    expect((okBody(await list('vehicleType=bus')) as VehicleRecord[]).map((v) => v.vehicleRegNum)).toEqual([
      'AS 2000-22',
    ]);
  });

  it('refuses bad parameters with a 400 naming each, changing nothing', async () => {
    await fleet();
    const before = await t.handle.db.selectFrom('vehicles').selectAll().orderBy('id').execute();
    for (const [query, name] of [
      ['page=0', 'page'],
      ['page=x', 'page'],
      ['page=1&pageSize=101', 'pageSize'],
      ['page=1&sort=make', 'sort'],
      ['page=1&order=up', 'order'],
      ['vehicleType=boat', 'vehicleType'],
      ['sort=price', 'sort'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(name);
      const exported = await get(`${api.exportVehicles}?${query}`);
      expect(exported.statusCode, query).toBe(400);
    }
    expect(await t.handle.db.selectFrom('vehicles').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it("never shows another account's vehicles", async () => {
    await fleet();
    const other = (await t.signIn('Admin', { accountId: await t.newAccount('Other fleet') })).cookie;
    expect(okBody(await list('', other))).toEqual([]);
    expect(okBody(await list('page=1&q=gr', other))).toMatchObject({ items: [], total: 0 });
  });
});

describe('the export', () => {
  it('takes the list parameters and writes the matching vehicles in the list order', async () => {
    await fleet();
    const all = await readXlsx(await get(api.exportVehicles));
    expect(all.rows).toHaveLength(5);
    const taxis = await readXlsx(await get(`${api.exportVehicles}?vehicleType=taxi&sort=vehicleRegNum`));
    expect(taxis.rows.map((row) => row[3])).toEqual(['ER 5000-25', 'GR 1000-21', 'GT 3000-23']);
    const searched = await readXlsx(await get(`${api.exportVehicles}?q=nissan`));
    expect(searched.rows.map((row) => row[3])).toEqual(['AS 2000-22']);
  });
});
