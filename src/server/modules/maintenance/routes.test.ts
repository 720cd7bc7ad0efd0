import type { HTTPMethods } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { DATA_CHANGED_HEADER } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import type { MaintenanceInput } from '../../../shared/schemas/maintenance';
import type { VehicleInput } from '../../../shared/schemas/vehicles';
import { okBody, recordRouteChecks } from '../../test/api-checks';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { auditEventsOf, fieldErrors, vehicleBody } from '../vehicles/test-data';
import { MAINTENANCE_MESSAGES } from './routes';
import { maintenanceBody as recordBody } from './test-data';

const VEHICLE_MISSING = MAINTENANCE_MESSAGES.vehicleMissing;

const t = freshAppForEachTest('Staff');
let admin: string;
beforeEach(async () => {
  admin = (await t.signIn('Admin')).cookie;
});

const call = (method: HTTPMethods, url: string, payload?: object, as = t.cookie) =>
  t.request(method, url, { cookie: as, payload });
const addVehicle = async (overrides: Partial<VehicleInput> = {}) =>
  okBody(await call('POST', api.addVehicle, vehicleBody(overrides)));

const addRecord = async (vehicleId: string, overrides: Partial<MaintenanceInput> = {}) =>
  okBody(await call('POST', api.addMaintenance, recordBody(vehicleId, overrides)));

describe('add maintenance record', () => {
  it('saves it and answers it with the vehicle populated', async () => {
    const vehicle = await addVehicle({ make: 'Nissan', model: 'Urvan', vehicleRegNum: 'GR 2345-21' });
    const response = await call('POST', api.addMaintenance, {
      ...recordBody(vehicle._id),
      cost: '1,250.51',
      extra: 'ignored',
    });
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(record).toEqual({
      _id: expect.any(String),
      vehicleId: { _id: vehicle._id, make: 'Nissan', model: 'Urvan', vehicleRegNum: 'GR 2345-21' },
      maintenanceDate: '2026-03-14',
      cost: 1250.51,
      issue: ['Replace brake pads', 'Check alignment'],
      status: 'ongoing',
      odometer: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await call('GET', api.maintenanceRecord(record._id))).json()).toEqual(record);
    expect((await call('GET', api.maintenanceRecords)).json()).toEqual([record]);
  });

  it('defaults the status to pending; takes a numeric-string cost, one text as one issue, a populated vehicle', async () => {
    const vehicle = await addVehicle();
    const { status: _omitted, ...body } = recordBody(vehicle._id);
    const response = await call('POST', api.addMaintenance, {
      ...body,
      vehicleId: { _id: vehicle._id, make: 'whatever' },
      cost: '1500',
      issue: 'Engine knocking',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'pending', cost: 1500, issue: ['Engine knocking'] });
    const cased = await addRecord(vehicle._id, { status: 'Completed' });
    expect(cased.status).toBe('completed');
  });

  it('requires vehicle, date, cost, status and each issue text', async () => {
    const empty = await call('POST', api.addMaintenance, {});
    expect(empty.statusCode).toBe(400);
    expect(fieldErrors(empty)).toEqual({
      vehicleId: 'Vehicle is required',
      maintenanceDate: 'Maintenance date is required',
      cost: 'Cost is required',
      issue: 'Add at least one issue',
    });
    const vehicle = await addVehicle();
    const blanks = await call('POST', api.addMaintenance, {
      vehicleId: '',
      maintenanceDate: '',
      cost: '',
      issue: ['Oil leak', '  '],
      status: '',
    });
    expect(fieldErrors(blanks)).toEqual({
      vehicleId: 'Vehicle is required',
      maintenanceDate: 'Maintenance date is required',
      cost: 'Cost is required',
      'issue.1': 'Issue is required',
      status: 'Status is required',
    });
    const noIssues = await call('POST', api.addMaintenance, recordBody(vehicle._id, { issue: [] }));
    expect(fieldErrors(noIssues)).toEqual({ issue: 'Add at least one issue' });
    expect((await call('GET', api.maintenanceRecords)).json()).toEqual([]);
  });

  it('refuses a bad date, cost and status', async () => {
    const vehicle = await addVehicle();
    const response = await call(
      'POST',
      api.addMaintenance,
      recordBody(vehicle._id, { maintenanceDate: '14/03/2026', cost: '-5', status: 'done' }),
    );
    expect(fieldErrors(response)).toEqual({
      maintenanceDate: 'Maintenance date must be a valid date (YYYY-MM-DD)',
      cost: 'Cost cannot be negative',
      status: 'Status must be one of: pending, ongoing, completed',
    });
    const notNumber = await call('POST', api.addMaintenance, recordBody(vehicle._id, { cost: 'abc' }));
    expect(fieldErrors(notNumber)).toEqual({ cost: 'Cost must be a number' });
  });

  it('refuses a vehicle that does not exist with 400 on vehicleId', async () => {
    const response = await call('POST', api.addMaintenance, recordBody('no-such-vehicle'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: VEHICLE_MISSING,
      errors: [{ path: 'vehicleId', message: VEHICLE_MISSING }],
    });
  });
});

describe('list and read maintenance records', () => {
  it('lists the latest maintenance date first, with issues in order', async () => {
    const vehicle = await addVehicle();
    const old = await addRecord(vehicle._id, { maintenanceDate: '2025-01-10', issue: ['a', 'b', 'c'] });
    const recent = await addRecord(vehicle._id, { maintenanceDate: '2026-05-01' });
    const middle = await addRecord(vehicle._id, { maintenanceDate: '2025-08-20' });
    const list = (await call('GET', api.maintenanceRecords)).json();
    expect(list.map((r: { _id: string }) => r._id)).toEqual([recent._id, middle._id, old._id]);
    expect(list[2].issue).toEqual(['a', 'b', 'c']);
  });
});

describe('edit maintenance record', () => {
  it('replaces the whole record, including the vehicle', async () => {
    const first = await addVehicle();
    const second = await addVehicle({ make: 'Kia', model: 'Rhino', vehicleRegNum: 'AS 1290-19' });
    const record = await addRecord(first._id);
    const response = await call('PUT', api.editMaintenance(record._id), {
      vehicleId: second._id,
      maintenanceDate: '2026-04-01',
      cost: '99.9',
      issue: ['Gearbox'],
      status: 'completed',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      _id: record._id,
      vehicleId: { _id: second._id, make: 'Kia', model: 'Rhino', vehicleRegNum: 'AS 1290-19' },
      maintenanceDate: '2026-04-01',
      cost: 99.9,
      issue: ['Gearbox'],
      status: 'completed',
      createdAt: record.createdAt,
    });
    expect((await call('GET', api.maintenanceRecord(record._id))).json()).toEqual(response.json());
  });

  it('may remove every issue; keeps the status and issues when they are absent', async () => {
    const vehicle = await addVehicle();
    const record = await addRecord(vehicle._id, { status: 'ongoing' });
    const cleared = await call(
      'PUT',
      api.editMaintenance(record._id),
      recordBody(vehicle._id, { issue: [] }),
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().issue).toEqual([]);
    const { status: _s, issue: _i, ...rest } = recordBody(vehicle._id, { cost: 10 });
    const kept = await call('PUT', api.editMaintenance(record._id), rest);
    expect(kept.json()).toMatchObject({ status: 'ongoing', issue: [], cost: 10 });
  });

  it('validates like add (date, cost, vehicle, issue texts) and changes nothing', async () => {
    const vehicle = await addVehicle();
    const record = await addRecord(vehicle._id);
    const response = await call('PUT', api.editMaintenance(record._id), {
      vehicleId: vehicle._id,
      maintenanceDate: '',
      cost: 'x',
      issue: [''],
      status: 'finished',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      maintenanceDate: 'Maintenance date is required',
      cost: 'Cost must be a number',
      'issue.0': 'Issue is required',
      status: 'Status must be one of: pending, ongoing, completed',
    });
    const unknownVehicle = await call('PUT', api.editMaintenance(record._id), recordBody('gone'));
    expect(unknownVehicle.statusCode).toBe(400);
    expect(fieldErrors(unknownVehicle)).toEqual({ vehicleId: VEHICLE_MISSING });
    expect((await call('GET', api.maintenanceRecord(record._id))).json()).toEqual(record);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const vehicle = await addVehicle();
    expect((await call('PUT', api.editMaintenance('missing'), recordBody(vehicle._id))).statusCode).toBe(404);
    expect((await call('PUT', api.editMaintenance('%7B'), recordBody(vehicle._id))).statusCode).toBe(404);
  });
});

describe('delete maintenance record', () => {
  it('takes its issues with it and leaves the vehicle', async () => {
    const vehicle = await addVehicle();
    const record = await addRecord(vehicle._id);
    expect(await t.handle.db.selectFrom('maintenance_issues').selectAll().execute()).toHaveLength(2);
    const { cookie: manager } = await t.signIn('Manager');
    okBody(await call('DELETE', api.deleteMaintenance(record._id), undefined, manager));
    // A record another role deleted is gone for the Admin too.
    expect((await call('DELETE', api.deleteMaintenance(record._id), undefined, admin)).statusCode).toBe(404);
    expect(await t.handle.db.selectFrom('maintenance_issues').selectAll().execute()).toEqual([]);
    expect(okBody(await call('GET', api.vehicle(vehicle._id)))).toEqual(vehicle);
  });
});

describe('the vehicle behind a record', () => {
  it('edits of the vehicle show in its records', async () => {
    const vehicle = await addVehicle({ make: 'Toyota', model: 'Hiace' });
    const record = await addRecord(vehicle._id);
    const other = await addRecord((await addVehicle({ make: 'Isuzu' }))._id);
    const edit = await call(
      'PUT',
      api.editVehicle(vehicle._id),
      vehicleBody({ make: 'Toyota', model: 'Hiace Commuter', vehicleRegNum: 'gt 4410-20' }),
    );
    expect(edit.statusCode).toBe(200);
    const read = (await call('GET', api.maintenanceRecord(record._id))).json();
    expect(read.vehicleId).toEqual({
      _id: vehicle._id,
      make: 'Toyota',
      model: 'Hiace Commuter',
      vehicleRegNum: 'GT 4410-20',
    });
    expect((await call('GET', api.maintenanceRecord(other._id))).json().vehicleId.make).toBe('Isuzu');
  });

  it("stays readable with the deleted vehicle's make, model and registration, and can still be edited", async () => {
    const vehicle = await addVehicle({ make: 'DAF', model: 'XF', vehicleRegNum: 'AS 1290-19' });
    const record = await addRecord(vehicle._id, { status: 'completed' });
    expect((await call('DELETE', api.deleteVehicle(vehicle._id), undefined, admin)).statusCode).toBe(200);

    const snapshot = { _id: vehicle._id, make: 'DAF', model: 'XF', vehicleRegNum: 'AS 1290-19' };
    const read = await call('GET', api.maintenanceRecord(record._id));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(record);
    expect((await call('GET', api.maintenanceRecords)).json()[0].vehicleId).toEqual(snapshot);

    // The edit form sends back the same vehicle: the snapshot stays.
    const kept = await call('PUT', api.editMaintenance(record._id), recordBody(vehicle._id, { cost: 75 }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ vehicleId: snapshot, cost: 75 });
    // A new record cannot be made for the deleted vehicle.
    expect((await call('POST', api.addMaintenance, recordBody(vehicle._id))).statusCode).toBe(400);
    // Moving the record to a live vehicle works.
    const live = await addVehicle({ make: 'MAN' });
    const moved = await call('PUT', api.editMaintenance(record._id), recordBody(live._id));
    expect(moved.json().vehicleId._id).toBe(live._id);
    expect((await call('PUT', api.editMaintenance(record._id), recordBody(vehicle._id))).statusCode).toBe(
      400,
    );

    const exported = await call('GET', `${api.exportMaintenance}?q=as 1290`);
    expect((await readXlsx(exported)).rows).toEqual([]);
  });
});

describe('export maintenance records', () => {
  it('downloads Maintenance_List.xlsx with the table columns and every row matching search and status', async () => {
    const taxi = await addVehicle({ vehicleRegNum: 'GR 2345-21' });
    const bus = await addVehicle({ vehicleRegNum: 'AS 1290-19' });
    await addRecord(taxi._id, { status: 'pending', maintenanceDate: '2026-01-05', cost: '1234.5' });
    for (let i = 0; i < 7; i += 1) await addRecord(taxi._id, { status: 'ongoing' });
    await addRecord(bus._id, { status: 'ongoing' });

    const all = await call('GET', api.exportMaintenance);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toBe('attachment; filename="Maintenance_List.xlsx"');
    const sheet = await readXlsx(all);
    expect(sheet.sheetNames).toEqual(['Sheet1']);
    expect(sheet.header).toEqual(['Vehicle Reg. No', 'Date', 'Cost (GHC)', 'Issues', 'Status']);
    expect(sheet.rows).toHaveLength(9);
    // The oldest record comes last.
    expect(sheet.rows[8]).toEqual([
      'GR 2345-21',
      new Date('2026-01-05T00:00:00.000Z'),
      1234.5,
      'Replace brake pads, Check alignment',
      'pending',
    ]);

    const count = async (query: string) => {
      const response = await call('GET', `${api.exportMaintenance}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (await readXlsx(response)).rows.length;
    };
    expect(await count('q=gr%202345')).toBe(8);
    expect(await count('q=2345-21&status=ongoing')).toBe(7);
    expect(await count('status=ongoing')).toBe(8);
    expect(await count('status=All&q=')).toBe(9);
    expect(await count('q=nothing-like-this')).toBe(0);
  });

  it('refuses an unknown status filter with 400', async () => {
    const response = await call('GET', `${api.exportMaintenance}?status=broken`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Status must be All or one of: pending, ongoing, completed');
  });
});

recordRouteChecks(t, 'maintenance', {
  notFound: MAINTENANCE_MESSAGES.notFound,
  deleted: MAINTENANCE_MESSAGES.deleted,
  add: async () => addRecord((await addVehicle())._id),
  body: (record: { vehicleId: { _id: string } }) => recordBody(record.vehicleId._id),
});

describe('audit trail', () => {
  it('writes exactly one event for each add, edit and delete, with the records as GET shows them', async () => {
    const vehicle = await addVehicle();
    const start = (await auditEventsOf(t)).length;
    const added = await call('POST', api.addMaintenance, recordBody(vehicle._id));
    // Its vehicle's costs and schedules are read with it too.
    expect(added.headers[DATA_CHANGED_HEADER]).toBe('maintenance, vehicles, schedules');
    const created = (await call('GET', api.maintenanceRecord(added.json()._id))).json();
    let events = (await auditEventsOf(t)).slice(start);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'create',
      entity: 'maintenance',
      entityId: created._id,
      before: null,
      after: created,
    });

    const edited = await call('PUT', api.editMaintenance(created._id), recordBody(vehicle._id, { cost: 99 }));
    expect(edited.headers[DATA_CHANGED_HEADER]).toBe('maintenance, vehicles, schedules');
    const updated = (await call('GET', api.maintenanceRecord(created._id))).json();
    events = (await auditEventsOf(t)).slice(start);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({
      action: 'update',
      entity: 'maintenance',
      before: created,
      after: updated,
    });

    await call('DELETE', api.deleteMaintenance(created._id), undefined, admin);
    events = (await auditEventsOf(t)).slice(start);
    expect(events).toHaveLength(3);
    expect(events[2]).toMatchObject({
      action: 'delete',
      entity: 'maintenance',
      before: updated,
      after: null,
    });
  });

  it("records a vehicle's rename on the vehicle only, and its records show it", async () => {
    const vehicle = await addVehicle({ make: 'Toyota' });
    const record = await addRecord(vehicle._id);
    const start = (await auditEventsOf(t)).length;
    await call(
      'PUT',
      api.editVehicle(vehicle._id),
      vehicleBody({ make: 'Tata', vehicleRegNum: 'GT 1000-20' }),
    );
    const events = (await auditEventsOf(t)).slice(start);
    expect(events.map((event) => [event.action, event.entity])).toEqual([['update', 'vehicle']]);
    expect((await call('GET', api.maintenanceRecord(record._id))).json().vehicleId).toMatchObject({
      make: 'Tata',
      vehicleRegNum: 'GT 1000-20',
    });
  });
});

describe('round trip', () => {
  it('takes a record exactly as its GET answers it (vehicle populated) and changes nothing', async () => {
    const vehicle = await addVehicle();
    const record = await addRecord(vehicle._id, { cost: '1,250.51', issue: ['One', 'Two'] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const read = (await call('GET', api.maintenanceRecord(record._id))).json();
    expect(read.vehicleId).toMatchObject({ _id: vehicle._id, vehicleRegNum: vehicle.vehicleRegNum });
    const events = await auditEventsOf(t);

    const response = await call('PUT', api.editMaintenance(record._id), read);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(read);
    expect(response.headers[DATA_CHANGED_HEADER]).toBeUndefined();
    expect((await call('GET', api.maintenanceRecord(record._id))).json()).toEqual(read);
    expect(await auditEventsOf(t)).toEqual(events);
  });

  it('takes back a record whose vehicle was deleted, and a blank status keeps the stored one', async () => {
    const vehicle = await addVehicle();
    const record = await addRecord(vehicle._id, { status: 'completed' });
    await call('DELETE', api.deleteVehicle(vehicle._id), undefined, admin);
    const read = (await call('GET', api.maintenanceRecord(record._id))).json();
    const events = await auditEventsOf(t);
    const response = await call('PUT', api.editMaintenance(record._id), { ...read, status: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(read);
    expect(await auditEventsOf(t)).toEqual(events);
  });
});

describe('accounts', () => {
  async function otherAccount() {
    const accountId = await t.newAccount('Other fleet');
    const other = (await t.signIn('Admin', { accountId })).cookie;
    const vehicle = (
      await call('POST', api.addVehicle, vehicleBody({ vehicleRegNum: 'GR 2345-21' }), other)
    ).json();
    const record = await call('POST', api.addMaintenance, recordBody(vehicle._id), other);
    expect(record.statusCode, record.body).toBe(200);
    return { accountId, cookie: other, vehicle, record: record.json() };
  }

  it("answers 404 for another account's record on read, edit and delete, and changes nothing", async () => {
    const theirs = await otherAccount();
    const mine = await addVehicle();
    const read = await call('GET', api.maintenanceRecord(theirs.record._id));
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: MAINTENANCE_MESSAGES.notFound });
    const edit = await call('PUT', api.editMaintenance(theirs.record._id), recordBody(mine._id));
    expect(edit.statusCode).toBe(404);
    const remove = await call('DELETE', api.deleteMaintenance(theirs.record._id), undefined, admin);
    expect(remove.statusCode).toBe(404);
    expect(
      (await call('GET', api.maintenanceRecord(theirs.record._id), undefined, theirs.cookie)).json(),
    ).toEqual(theirs.record);
    expect((await auditEventsOf(t)).map((event) => event.entity)).toEqual(['vehicle']);
  });

  it("refuses another account's vehicle on add and edit with the missing-vehicle answer, writing nothing", async () => {
    const theirs = await otherAccount();
    const added = await call('POST', api.addMaintenance, recordBody(theirs.vehicle._id));
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual({
      message: VEHICLE_MISSING,
      errors: [{ path: 'vehicleId', message: VEHICLE_MISSING }],
    });
    // Populated, as a record of theirs would show it.
    const populated = await call('POST', api.addMaintenance, {
      ...recordBody(''),
      vehicleId: theirs.record.vehicleId,
    });
    expect(populated.statusCode).toBe(400);
    expect((await call('GET', api.maintenanceRecords)).json()).toEqual([]);

    const mine = await addRecord((await addVehicle())._id);
    const events = await auditEventsOf(t);
    const moved = await call('PUT', api.editMaintenance(mine._id), recordBody(theirs.vehicle._id));
    expect(moved.statusCode).toBe(400);
    expect(fieldErrors(moved)).toEqual({ vehicleId: VEHICLE_MISSING });
    expect((await call('GET', api.maintenanceRecord(mine._id))).json()).toEqual(mine);
    expect(await auditEventsOf(t)).toEqual(events);
    expect((await call('GET', api.maintenanceRecords, undefined, theirs.cookie)).json()).toEqual([
      theirs.record,
    ]);
  });

  it("never lists or exports another account's records", async () => {
    const theirs = await otherAccount();
    const mine = await addRecord((await addVehicle({ vehicleRegNum: 'GR 2345-21' }))._id);
    expect((await call('GET', api.maintenanceRecords)).json()).toEqual([mine]);
    for (const query of ['', '?q=gr 2345', '?status=ongoing']) {
      const sheet = await readXlsx(await call('GET', `${api.exportMaintenance}${query}`));
      expect(sheet.rows, query).toHaveLength(1);
    }
    expect((await call('GET', api.maintenanceRecords, undefined, theirs.cookie)).json()).toEqual([
      theirs.record,
    ]);
  });
});
