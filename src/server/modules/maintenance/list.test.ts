import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import type { MaintenanceInput, MaintenanceRecord } from '../../../shared/schemas/maintenance';
import type { VehicleRecord } from '../../../shared/schemas/vehicles';
import type { MaintenanceRecordsTable } from '../../db/schema';
import { okBody } from '../../test/api-checks';
import { asSingleGets, everyPage } from '../../test/list-pages';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { vehicleBody } from '../vehicles/test-data';
import { maintenanceBody } from './test-data';

/** The Maintenance list on the list contract (docs/lists.md). */
const t = freshAppForEachTest('Staff');

const get = (url: string, as = t.cookie) => t.request('GET', url, { cookie: as });
const list = (query = '', as = t.cookie) => get(`${api.maintenanceRecords}${query ? `?${query}` : ''}`, as);
const addVehicle = async (plate: string): Promise<VehicleRecord> =>
  okBody(
    await t.request('POST', api.addVehicle, {
      cookie: t.cookie,
      payload: vehicleBody({ vehicleRegNum: plate }),
    }),
  );
const addRecord = async (
  vehicleId: string,
  overrides: Partial<MaintenanceInput>,
): Promise<MaintenanceRecord> =>
  okBody(
    await t.request('POST', api.addMaintenance, {
      cookie: t.cookie,
      payload: maintenanceBody(vehicleId, overrides),
    }),
  );

/** Two vehicles' jobs: dates, costs (two the same), statuses and issues to search, filter and sort by. */
async function jobs() {
  const taxi = await addVehicle('GR 2345-21');
  const bus = await addVehicle('AS 1290-19');
  const records = [
    await addRecord(taxi._id, {
      maintenanceDate: '2026-01-05',
      cost: '1234.5',
      status: 'pending',
      issue: ['Brake pads'],
    }),
    await addRecord(taxi._id, {
      maintenanceDate: '2026-02-10T09:30:00.000Z',
      cost: 300,
      status: 'ongoing',
      issue: ['Oil change', 'Air filter'],
    }),
    await addRecord(bus._id, {
      maintenanceDate: '2026-02-10',
      cost: 300,
      status: 'completed',
      issue: ['Clutch plate'],
    }),
    await addRecord(bus._id, {
      maintenanceDate: '2026-03-01',
      cost: 0.05,
      status: 'ongoing',
      issue: ['Wiper blades 1290'],
    }),
    await addRecord(taxi._id, {
      maintenanceDate: '2026-03-31',
      cost: 7000,
      status: 'completed',
      issue: ['Gearbox'],
    }),
  ];
  return { taxi, bus, records };
}

/** The list as before: latest maintenance date first, each as its single GET shows it. */
async function expectedArray(): Promise<MaintenanceRecord[]> {
  const rows = await t.handle.db
    .selectFrom('maintenance_records')
    .select('id')
    .where('account_id', '=', t.accountId)
    .orderBy('maintenance_date', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return asSingleGets(
    get,
    rows.map((row) => row.id),
    api.maintenanceRecord,
  );
}

/** Every page of a query (pages of 2 by default), with the totals of every match. */
const allPages = (query: string, pageSize = 2) =>
  everyPage<MaintenanceRecord>(get, api.maintenanceRecords, query, pageSize);

const dates = async (query: string) =>
  (await allPages(query)).items.map((item) => item.maintenanceDate.slice(0, 10));

describe('the old whole array (no page)', () => {
  it('is every record latest first, issues included, as before', async () => {
    await jobs();
    const expected = await expectedArray();
    expect(expected.map((record) => record.maintenanceDate)).toEqual([
      '2026-03-31',
      '2026-03-01',
      '2026-02-10T09:30:00.000Z',
      '2026-02-10',
      '2026-01-05',
    ]);
    expect(okBody(await list())).toEqual(expected);
  });

  it('streams more records than one batch, in order', async () => {
    const vehicle = await addVehicle('GR 1-26');
    const rows = Array.from(
      { length: 510 },
      (_, i): MaintenanceRecordsTable => ({
        id: `m-${String(i).padStart(4, '0')}`,
        account_id: t.accountId,
        vehicle_id: vehicle._id,
        vehicle_ref: vehicle._id,
        vehicle_make: vehicle.make,
        vehicle_model: vehicle.model,
        vehicle_reg_num: vehicle.vehicleRegNum,
        maintenance_date: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
        cost_pesewas: i,
        status: 'pending',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
        odometer_km: null,
        request_key: null,
      }),
    );
    await t.handle.db.insertInto('maintenance_records').values(rows).execute();
    const body = okBody(await list()) as MaintenanceRecord[];
    const order = [...rows]
      .sort((a, b) =>
        a.maintenance_date === b.maintenance_date
          ? a.id < b.id
            ? 1
            : -1
          : a.maintenance_date < b.maintenance_date
            ? 1
            : -1,
      )
      .map((row) => row.id);
    expect(body.map((record) => record._id)).toEqual(order);
  });
});

describe('one page', () => {
  it('pages the same records with the summed cost of all that match; a page past the end is empty', async () => {
    await jobs();
    const expected = await expectedArray();
    const { items, total, totals } = await allPages('');
    expect(items).toEqual(expected);
    expect(total).toBe(5);
    // 1234.50 + 300 + 300 + 0.05 + 7000, to the pesewa.
    expect(totals).toEqual({ cost: 8834.55 });
    expect(okBody(await list('page=7&pageSize=1'))).toEqual({
      items: [],
      total: 5,
      page: 7,
      pageSize: 1,
      totals: { cost: 8834.55 },
    });
    expect(okBody(await list('page=1&q=nothing-like-this'))).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 25,
      totals: { cost: 0 },
    });
  });

  it('sorts by date and by cost, either way; equal costs stay apart by id across a page boundary', async () => {
    const { records } = await jobs();
    expect(await dates('sort=maintenanceDate&order=asc')).toEqual([
      '2026-01-05',
      '2026-02-10',
      '2026-02-10',
      '2026-03-01',
      '2026-03-31',
    ]);
    const costs = async (query: string) => (await allPages(query)).items.map((item) => item.cost);
    expect(await costs('sort=cost')).toEqual([7000, 1234.5, 300, 300, 0.05]);
    expect(await costs('sort=cost&order=asc')).toEqual([0.05, 300, 300, 1234.5, 7000]);
    // The two jobs of 300 fall on pages 1 and 2 (page size 2) in id order, each exactly once.
    const tied = [records[1]?._id, records[2]?._id].sort() as string[];
    const ascending = (await allPages('sort=cost&order=asc')).items.map((item) => item._id);
    expect(ascending.slice(1, 3)).toEqual(tied);
    const descending = (await allPages('sort=cost')).items.map((item) => item._id);
    expect(descending.slice(2, 4)).toEqual([...tied].reverse());
  });

  it('searches the registration and the issues; digits never match by chance', async () => {
    await jobs();
    expect(await dates('q=gr%202345')).toEqual(['2026-03-31', '2026-02-10', '2026-01-05']);
    expect(await dates('q=AIR%20FILTER')).toEqual(['2026-02-10']);
    // "1290" is in the bus's plate and in one issue: the bus's two jobs, nothing else.
    expect((await allPages('q=1290')).total).toBe(2);
    expect(await dates('q=as%201290')).toEqual(['2026-03-01', '2026-02-10']);
    expect(await dates('q=%25')).toEqual([]);
  });

  it('finds what reading every record finds after issues and plates change and records go', async () => {
    const { taxi, records } = await jobs();
    const admin = (await t.signIn('Admin')).cookie;
    const send = (method: 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      t.request(method, url, { cookie: admin, payload });
    const [brakes, oilChange, , wipers] = records as [MaintenanceRecord, ...MaintenanceRecord[]];
    // Issues edited, a plate changed on its vehicle, a record deleted with its issues (cascade).
    okBody(
      await send(
        'PUT',
        api.editMaintenance(brakes._id),
        maintenanceBody(taxi._id, { maintenanceDate: '2026-01-05', issue: ['Radiator hose'] }),
      ),
    );
    okBody(await send('PUT', api.editVehicle(taxi._id), vehicleBody({ vehicleRegNum: 'GW 8800-24' })));
    okBody(await send('DELETE', api.deleteMaintenance((wipers as MaintenanceRecord)._id)));
    // What reading every record and issue finds, for each search.
    const byReading = async (q: string) => {
      const stored = await t.handle.db
        .selectFrom('maintenance_records')
        .leftJoin('maintenance_issues', 'maintenance_issues.record_id', 'maintenance_records.id')
        .select(['maintenance_records.id', 'maintenance_records.vehicle_reg_num', 'maintenance_issues.text'])
        .where('maintenance_records.account_id', '=', t.accountId)
        .execute();
      const needle = q.toLowerCase();
      const ids = stored
        .filter((row) => [row.vehicle_reg_num, row.text].some((text) => text?.toLowerCase().includes(needle)))
        .map((row) => row.id);
      return new Set(ids).size;
    };
    const found: Record<string, number> = {};
    for (const q of ['brake', 'radiator', 'gr 2345', 'gw 8800', '1290', 'wiper', 'oil', 'AIR FILTER']) {
      found[q] = (await allPages(`q=${encodeURIComponent(q)}`)).total;
      expect(found[q], q).toBe(await byReading(q));
    }
    // The changes are seen: the test is not vacuous.
    expect(found).toMatchObject({ brake: 0, radiator: 1, 'gr 2345': 0, 'gw 8800': 3, '1290': 1, wiper: 0 });
    expect((await allPages('q=oil')).items.map((item) => item._id)).toEqual([
      (oilChange as MaintenanceRecord)._id,
    ]);
  });

  it('filters by status (All or blank for every one), vehicle and days, both days included', async () => {
    const { taxi, bus } = await jobs();
    expect(await dates('status=ongoing')).toEqual(['2026-03-01', '2026-02-10']);
    expect((await allPages('status=All')).total).toBe(5);
    expect((await allPages('status=')).total).toBe(5);
    expect(await dates(`vehicleId=${bus._id}`)).toEqual(['2026-03-01', '2026-02-10']);
    expect(await dates(`vehicleId=${taxi._id}&status=completed`)).toEqual(['2026-03-31']);
    expect(await dates('vehicleId=unknown')).toEqual([]);
    // A date-time falls on its day.
    expect(await dates('from=2026-02-10&to=2026-02-10')).toEqual(['2026-02-10', '2026-02-10']);
    expect(await dates('from=2026-03-01')).toEqual(['2026-03-31', '2026-03-01']);
    expect(await dates('to=2026-02-09')).toEqual(['2026-01-05']);
    const { totals } = await allPages(`vehicleId=${taxi._id}&from=2026-02-01`);
    expect(totals).toEqual({ cost: 7300 });
  });

  it('refuses bad parameters with a 400 naming each, changing nothing', async () => {
    await jobs();
    const before = await t.handle.db.selectFrom('maintenance_records').selectAll().orderBy('id').execute();
    for (const [query, name] of [
      ['page=0', 'page'],
      ['page=1&pageSize=500', 'pageSize'],
      ['page=1&sort=status', 'sort'],
      ['page=1&order=sideways', 'order'],
      ['status=broken', 'Status'],
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(name);
      expect((await get(`${api.exportMaintenance}?${query}`)).statusCode, query).toBe(400);
    }
    expect(await t.handle.db.selectFrom('maintenance_records').selectAll().orderBy('id').execute()).toEqual(
      before,
    );
  });

  it("never shows another account's records", async () => {
    await jobs();
    const other = (await t.signIn('Admin', { accountId: await t.newAccount('Other fleet') })).cookie;
    expect(okBody(await list('', other))).toEqual([]);
    expect(okBody(await list('page=1', other))).toMatchObject({ items: [], total: 0, totals: { cost: 0 } });
  });
});

describe('the export', () => {
  it('takes the list parameters and writes the matching records in the list order', async () => {
    await jobs();
    const sheet = await readXlsx(
      await get(`${api.exportMaintenance}?sort=cost&order=asc&from=2026-02-01&status=completed`),
    );
    expect(sheet.rows.map((row) => row[2])).toEqual([300, 7000]);
    const searched = await readXlsx(await get(`${api.exportMaintenance}?q=gearbox`));
    expect(searched.rows.map((row) => row[0])).toEqual(['GR 2345-21']);
  });
});
