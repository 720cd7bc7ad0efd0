import { describe, expect, it } from 'vitest';
import { DATA_CHANGED_HEADER } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import type { OdometerReading } from '../../../shared/schemas/vehicle-papers';
import { expectFieldError, okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { remittanceBody, rentalBody } from '../contracts/test-data';
import { maintenanceBody } from '../maintenance/test-data';
import { auditEventsOf, vehicleBody } from '../vehicles/test-data';
import { odometerBody } from './test-data';

const t = freshAppForEachTest('Staff');

const get = (url: string, as = t.cookie) => t.request('GET', url, { cookie: as });
const post = (url: string, payload: unknown, as = t.cookie) =>
  t.request('POST', url, { cookie: as, payload });
const put = (url: string, payload: unknown, as = t.cookie) => t.request('PUT', url, { cookie: as, payload });

async function vehicle(): Promise<string> {
  return okBody(await post(api.addVehicle, vehicleBody()))._id;
}
const read = (vehicleId: string, date: string, km: unknown, note?: string) =>
  post(api.vehicleOdometer(vehicleId), odometerBody({ date, km: km as number, note }));
const readingsOf = async (vehicleId: string) =>
  okBody(await get(api.vehicleOdometer(vehicleId))) as OdometerReading[];
/** A rental on the vehicle, to carry remittances. */
const contractOn = async (vehicleId: string) => okBody(await post(api.contracts, rentalBody(vehicleId)))._id;

describe('readings taken by hand', () => {
  it('records a reading and lists it, its audit event naming the vehicle', async () => {
    const car = vehicleBody({ vehicleRegNum: 'GR-1234-20' });
    const vehicleId = okBody(await post(api.addVehicle, car))._id;
    const response = await read(vehicleId, '2026-03-01', '45,200', 'At the rank');
    const reading = okBody(response);
    expect(reading).toEqual({
      _id: expect.any(String),
      date: '2026-03-01',
      km: 45_200,
      source: 'manual',
      note: 'At the rank',
    });
    expect(response.headers[DATA_CHANGED_HEADER]).toBe('odometer, schedules');
    expect(await readingsOf(vehicleId)).toEqual([reading]);
    const events = await auditEventsOf(t);
    expect(events.at(-1)).toMatchObject({
      action: 'create',
      entity: 'odometer_reading',
      entityId: reading._id,
    });
    expect(events.at(-1)?.after).toEqual({
      ...reading,
      vehicle: { _id: vehicleId, make: 'Toyota', model: 'Corolla', vehicleRegNum: 'GR-1234-20' },
    });
  });

  it('refuses a reading lower than an earlier one on a later date, naming it, and writes nothing', async () => {
    const vehicleId = await vehicle();
    okBody(await read(vehicleId, '2026-03-01', 45_200));
    okBody(await read(vehicleId, '2026-05-01', 50_000));
    expectFieldError(await read(vehicleId, '2026-04-01', 45_000), 'km', 'Lower than 45,200 km on 2026-03-01');
    expectFieldError(
      await read(vehicleId, '2026-02-01', 46_000),
      'km',
      'Higher than 45,200 km on 2026-03-01',
    );
    expectFieldError(await read(vehicleId, '2026-06-01', 49_999), 'km', 'Lower than 50,000 km on 2026-05-01');
    expect(await readingsOf(vehicleId)).toHaveLength(2);
    // Between them, equal to one, or on the same day as one: taken.
    okBody(await read(vehicleId, '2026-04-01', 47_000));
    okBody(await read(vehicleId, '2026-05-01', 50_000));
    expect((await readingsOf(vehicleId)).map((each) => [each.date, each.km])).toEqual([
      ['2026-05-01', 50_000],
      ['2026-05-01', 50_000],
      ['2026-04-01', 47_000],
      ['2026-03-01', 45_200],
    ]);
  });

  it.each([
    [-1, 'Odometer reading cannot be negative'],
    ['-5', 'Odometer reading cannot be negative'],
    [1.5, 'Odometer reading must be a whole number'],
    ['1e5', 'Odometer reading must be a number'],
    ['', 'Odometer reading is required'],
    [null, 'Odometer reading is required'],
    [10_000_000, 'Odometer reading must be at most 9999999'],
  ])('refuses km %j with 400 and writes nothing', async (km, message) => {
    const vehicleId = await vehicle();
    expectFieldError(await read(vehicleId, '2026-03-01', km), 'km', message);
    expect(await readingsOf(vehicleId)).toEqual([]);
  });

  it('answers 404 for an unknown vehicle and another business’s', async () => {
    expect((await read('no-such-vehicle', '2026-03-01', 10)).statusCode).toBe(404);
    expect((await get(api.vehicleOdometer('no-such-vehicle'))).statusCode).toBe(404);
    const otherAccount = await t.newAccount('Other fleet');
    const { cookie } = await t.signIn('Admin', { accountId: otherAccount });
    const theirs = okBody(await post(api.addVehicle, vehicleBody(), cookie))._id;
    const refused = await read(theirs, '2026-03-01', 10);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Vehicle record not found' });
    expect((await get(api.vehicleOdometer(theirs))).statusCode).toBe(404);
    expect(await t.handle.db.selectFrom('odometer_readings').select('id').execute()).toEqual([]);
  });

  it('checks readings saved at once for one vehicle one after the other', async () => {
    const vehicleId = await vehicle();
    // The two of 1 March contradict the two of 5 March: whichever day is checked first wins both.
    const answers = await Promise.all([
      read(vehicleId, '2026-03-01', 50_000),
      read(vehicleId, '2026-03-05', 45_000),
      read(vehicleId, '2026-03-01', 52_000),
      read(vehicleId, '2026-03-05', 44_000),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 400, 400]);
    const kept = await readingsOf(vehicleId);
    expect(kept).toHaveLength(2);
    expect(new Set(kept.map((each) => each.date)).size).toBe(1);
  });
});

describe('readings carried by maintenance records and remittances', () => {
  it('lists the union of every source, newest first, each with its own id and note', async () => {
    const vehicleId = await vehicle();
    const manual = okBody(await read(vehicleId, '2026-03-01', 45_200, 'By hand'));
    const job = okBody(
      await post(
        api.addMaintenance,
        maintenanceBody(vehicleId, {
          maintenanceDate: '2026-03-10',
          odometer: 45_900,
          issue: ['Oil change', 'Wipers'],
        }),
      ),
    );
    expect(job.odometer).toBe(45_900);
    const contractId = await contractOn(vehicleId);
    const remittance = okBody(
      await post(api.remittances, remittanceBody(contractId, { date: '2026-03-20', odometer: '46,500' })),
    );
    expect(remittance.odometer).toBe(46_500);
    // Without a reading, a record adds none.
    okBody(await post(api.addMaintenance, maintenanceBody(vehicleId, { maintenanceDate: '2026-03-15' })));
    expect(await readingsOf(vehicleId)).toEqual([
      {
        _id: remittance._id,
        date: '2026-03-20',
        km: 46_500,
        source: 'remittance',
        note: `Remittance ${remittance.receiptNumber}`,
      },
      { _id: job._id, date: '2026-03-10', km: 45_900, source: 'maintenance', note: 'Oil change, Wipers' },
      manual,
    ]);
  });

  it('holds maintenance records to the same rule, on add and edit, on the odometer field', async () => {
    const vehicleId = await vehicle();
    okBody(await read(vehicleId, '2026-03-01', 45_200));
    const add = (odometer: unknown, maintenanceDate = '2026-04-01') =>
      post(api.addMaintenance, maintenanceBody(vehicleId, { maintenanceDate, odometer: odometer as number }));
    expectFieldError(await add(45_000), 'odometer', 'Lower than 45,200 km on 2026-03-01');
    expectFieldError(await add(-3), 'odometer', 'Odometer cannot be negative');
    expect(okBody(await get(api.maintenanceRecords))).toEqual([]);
    const job = okBody(await add(46_000));
    expectFieldError(
      await put(api.editMaintenance(job._id), { ...job, maintenanceDate: '2026-02-01' }),
      'odometer',
      'Higher than 45,200 km on 2026-03-01',
    );
    // Its own earlier value is no conflict: lowered, it only has to stay above 45,200.
    expect(okBody(await put(api.editMaintenance(job._id), { ...job, odometer: 45_500 })).odometer).toBe(
      45_500,
    );
  });

  it('keeps a maintenance record’s reading when an old client edits without the field, and clears it on null', async () => {
    const vehicleId = await vehicle();
    const job = okBody(await post(api.addMaintenance, maintenanceBody(vehicleId, { odometer: 30_000 })));
    const events = (await auditEventsOf(t)).length;
    expect(okBody(await put(api.editMaintenance(job._id), job))).toEqual(job);
    expect(await auditEventsOf(t)).toHaveLength(events);
    const { odometer: _left, ...oldClient } = job;
    const edited = okBody(await put(api.editMaintenance(job._id), { ...oldClient, cost: 10, odometer: '' }));
    expect(edited).toMatchObject({ cost: 10, odometer: 30_000 });
    const withoutField = okBody(await put(api.editMaintenance(job._id), { ...oldClient, cost: 11 }));
    expect(withoutField.odometer).toBe(30_000);
    const cleared = await put(api.editMaintenance(job._id), { ...withoutField, odometer: null });
    expect(okBody(cleared).odometer).toBeNull();
    expect(String(cleared.headers[DATA_CHANGED_HEADER])).toContain('odometer');
    expect(await readingsOf(vehicleId)).toEqual([]);
  });

  it('holds remittances to the same rule on record and edit; a voided one’s reading leaves', async () => {
    const vehicleId = await vehicle();
    okBody(await read(vehicleId, '2026-03-01', 45_200));
    const contractId = await contractOn(vehicleId);
    const remit = (odometer: unknown) =>
      post(api.remittances, remittanceBody(contractId, { date: '2026-03-05', odometer: odometer as number }));
    expectFieldError(await remit(44_000), 'odometer', 'Lower than 45,200 km on 2026-03-01');
    expect(okBody(await get(api.remittances))).toEqual([]);
    const recorded = okBody(await remit(45_600));
    expectFieldError(
      await put(api.remittance(recorded._id), { ...recorded, date: '2026-02-20' }),
      'odometer',
      'Higher than 45,200 km on 2026-03-01',
    );
    // As read, it changes nothing; an old client without the field keeps the reading.
    expect(okBody(await put(api.remittance(recorded._id), recorded))).toEqual(recorded);
    const { odometer: _left, ...oldClient } = recorded;
    expect(okBody(await put(api.remittance(recorded._id), { ...oldClient, note: 'Late' })).odometer).toBe(
      45_600,
    );
    expect((await readingsOf(vehicleId)).map((each) => each.source)).toEqual(['remittance', 'manual']);
    const { cookie: admin } = await t.signIn('Admin');
    const voided = await t.request('DELETE', api.remittance(recorded._id), {
      cookie: admin,
      payload: { reason: 'Twice' },
    });
    expect(String(voided.headers[DATA_CHANGED_HEADER])).toContain('odometer');
    expect((await readingsOf(vehicleId)).map((each) => each.source)).toEqual(['manual']);
  });

  it('takes a remittance’s reading along when its contract moves to another vehicle, if it fits there', async () => {
    const first = await vehicle();
    const second = await vehicle();
    const contract = okBody(await post(api.contracts, rentalBody(first)));
    okBody(
      await post(api.remittances, remittanceBody(contract._id, { date: '2026-03-02', odometer: 10_000 })),
    );
    okBody(await read(second, '2026-03-01', 80_000));
    const refused = await put(api.contract(contract._id), { ...contract, vehicleId: second });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({
      path: 'vehicleId',
      message: expect.stringContaining('Lower than 80,000 km on 2026-03-01'),
    });
    const third = await vehicle();
    const moved = await put(api.contract(contract._id), { ...contract, vehicleId: third });
    expect(okBody(moved).vehicleId).toBe(third);
    expect(String(moved.headers[DATA_CHANGED_HEADER])).toContain('odometer');
    expect((await readingsOf(third)).map((each) => each.km)).toEqual([10_000]);
    expect(await readingsOf(first)).toEqual([]);
  });
});
