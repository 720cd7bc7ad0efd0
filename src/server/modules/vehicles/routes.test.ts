import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATA_CHANGED_HEADER, MESSAGES } from '../../../shared/constants';
import { api } from '../../../shared/paths';
import { VEHICLE_TYPES, type VehicleInput } from '../../../shared/schemas/vehicles';
import { okBody, recordRouteChecks } from '../../test/api-checks';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { VEHICLE_MESSAGES } from './routes';
import { auditEventsOf, fieldErrors, VEHICLES_EXPORT_HEADER, vehicleBody } from './test-data';

const t = freshAppForEachTest('Staff');

const call = (method: HTTPMethods, url: string, payload?: object, as = t.cookie) =>
  t.request(method, url, { cookie: as, payload });
const addVehicle = async (overrides: Partial<VehicleInput> = {}) =>
  okBody(await call('POST', api.addVehicle, vehicleBody(overrides)));

describe('add vehicle', () => {
  it('saves every field and answers the record under both type spellings', async () => {
    const body = vehicleBody({
      vehicleRegNum: '  gr  2345-21 ',
      maintenanceHist: [
        { hist: 'Brake pads replaced', date: '2025-11-02' },
        { hist: 'Timing belt', date: '2026-02-10T09:30:00+00:00' },
      ],
    });
    const response = await call('POST', api.addVehicle, { ...body, unknownField: 'dropped' });
    expect(response.statusCode).toBe(200);
    const vehicle = response.json();
    expect(vehicle).toEqual({
      _id: expect.any(String),
      vehicleType: 'taxi',
      vehiceType: 'taxi',
      make: 'Toyota',
      model: 'Corolla',
      vehicleRegNum: 'GR 2345-21',
      chassisNum: 'JTDBR32E720123456',
      maintenanceHist: [
        { hist: 'Brake pads replaced', date: '2025-11-02' },
        { hist: 'Timing belt', date: '2026-02-10T09:30:00.000Z' },
      ],
      driverName: 'Kofi Boateng',
      contactDetails: { phone: '+233241112233', location: 'Kaneshie, Accra' },
      licenseNum: 'DL-0012345',
      licenseType: 'commercial',
      licenseNumExp: '2027-06-30',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = await call('GET', api.vehicle(vehicle._id));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(vehicle);
    const list = await call('GET', api.vehicles);
    expect(list.json()).toEqual([vehicle]);
  });

  it('accepts the legacy spelling vehiceType and any letter case of the type and license type', async () => {
    const { vehicleType: _omitted, ...body } = vehicleBody();
    const response = await call('POST', api.addVehicle, {
      ...body,
      vehiceType: 'Luxury Car',
      licenseType: 'NON-COMMERCIAL',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      vehicleType: 'luxury car',
      vehiceType: 'luxury car',
      licenseType: 'non-commercial',
    });
  });

  it('accepts each of the five types', async () => {
    for (const type of VEHICLE_TYPES) {
      expect((await addVehicle({ vehicleType: type })).vehiceType).toBe(type);
    }
    expect((await call('GET', api.vehicles)).json()).toHaveLength(5);
  });

  it('treats maintenance history rows as optional', async () => {
    const { maintenanceHist: _omitted, ...body } = vehicleBody();
    const absent = await call('POST', api.addVehicle, body);
    expect(absent.statusCode).toBe(200);
    expect(absent.json().maintenanceHist).toEqual([]);
    const empty = await call('POST', api.addVehicle, vehicleBody({ maintenanceHist: [] }));
    expect(empty.json().maintenanceHist).toEqual([]);
  });

  it('requires every field of the add form, each with its own message, and saves nothing', async () => {
    const response = await call('POST', api.addVehicle, {});
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      vehicleType: 'Vehicle type is required',
      make: 'Make is required',
      model: 'Model is required',
      vehicleRegNum: 'Registration number is required',
      chassisNum: 'Chassis number is required',
      driverName: 'Driver name is required',
      contactDetails: 'Phone and location are required',
      licenseNum: 'License number is required',
      licenseType: 'License type is required',
      licenseNumExp: 'License expiry date is required',
    });
    const blanks = await call('POST', api.addVehicle, {
      ...vehicleBody(),
      make: '  ',
      vehicleType: '',
      contactDetails: { phone: '', location: ' ' },
    });
    expect(fieldErrors(blanks)).toEqual({
      vehicleType: 'Vehicle type is required',
      make: 'Make is required',
      'contactDetails.phone': 'Phone is required',
      'contactDetails.location': 'Location is required',
    });
    expect((await call('GET', api.vehicles)).json()).toEqual([]);
  });

  it('refuses values outside the lists, a bad phone, a bad date and half-filled history rows', async () => {
    const response = await call('POST', api.addVehicle, {
      ...vehicleBody(),
      vehicleType: 'minibus',
      licenseType: 'learner',
      contactDetails: { phone: '12', location: 'Accra' },
      licenseNumExp: '2027-02-30',
      maintenanceHist: [{ hist: 'Tyres', date: '' }, { date: '2026-01-01' }],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      vehicleType: 'Vehicle type must be one of: commercial car, luxury car, taxi, truck, bus',
      licenseType: 'License type must be one of: commercial, non-commercial',
      'contactDetails.phone': 'Phone must be a valid phone number, e.g. 024 123 4567',
      licenseNumExp: 'License expiry date must be a valid date (YYYY-MM-DD)',
      'maintenanceHist.0.date': 'History date is required',
      'maintenanceHist.1.hist': 'Maintenance history is required',
    });
  });

  it('refuses over-long texts and a plate without letters or digits', async () => {
    const response = await call('POST', api.addVehicle, {
      ...vehicleBody(),
      make: 'x'.repeat(101),
      vehicleRegNum: '-- --',
    });
    expect(fieldErrors(response)).toEqual({
      make: 'Make must be at most 100 characters',
      vehicleRegNum: 'Registration number must contain letters or digits',
    });
  });

  it('refuses a second vehicle with the same plate however it is typed (409)', async () => {
    await addVehicle({ vehicleRegNum: 'AS 1290-19' });
    const response = await call('POST', api.addVehicle, vehicleBody({ vehicleRegNum: 'as1290 19' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'A vehicle with registration number AS1290 19 already exists',
      errors: [{ path: 'vehicleRegNum', message: VEHICLE_MESSAGES.duplicatePlate('AS1290 19') }],
    });
    expect((await call('GET', api.vehicles)).json()).toHaveLength(1);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api.addVehicle,
      headers: { cookie: t.cookie, 'content-type': 'application/json' },
      payload: '{"make": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.malformedJson);
  });
});

describe('list and read vehicles', () => {
  it('lists newest first, each with its own history in order', async () => {
    const first = await addVehicle({
      maintenanceHist: [
        { hist: 'A', date: '2025-01-01' },
        { hist: 'B', date: '2025-02-01' },
        { hist: 'C', date: '2025-03-01' },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await addVehicle({ vehicleType: 'bus', maintenanceHist: [] });
    const list = (await call('GET', api.vehicles)).json();
    expect(list.map((v: { _id: string }) => v._id)).toEqual([second._id, first._id]);
    expect(list[1].maintenanceHist.map((row: { hist: string }) => row.hist)).toEqual(['A', 'B', 'C']);
    expect(list[0].maintenanceHist).toEqual([]);
  });
});

describe('edit vehicle', () => {
  it('replaces the fields and the history list', async () => {
    const vehicle = await addVehicle();
    const response = await call('PUT', api.editVehicle(vehicle._id), {
      ...vehicleBody({
        vehicleType: 'truck',
        make: 'Tata',
        model: 'LPT 1618',
        vehicleRegNum: vehicle.vehicleRegNum,
        licenseType: 'non-commercial',
        contactDetails: { phone: '+233 20 555 1234', location: 'Tema' },
        maintenanceHist: [
          { hist: 'Gearbox', date: '2026-03-01' },
          { hist: 'Clutch', date: '2026-04-01' },
        ],
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      _id: vehicle._id,
      vehicleType: 'truck',
      vehiceType: 'truck',
      make: 'Tata',
      model: 'LPT 1618',
      licenseType: 'non-commercial',
      contactDetails: { phone: '+233205551234', location: 'Tema' },
      maintenanceHist: [
        { hist: 'Gearbox', date: '2026-03-01' },
        { hist: 'Clutch', date: '2026-04-01' },
      ],
      createdAt: vehicle.createdAt,
    };
    expect(response.json()).toMatchObject(expected);
    expect((await call('GET', api.vehicle(vehicle._id))).json()).toEqual(response.json());
  });

  it('does not require the type or license type, keeping the stored ones, and keeps history when absent', async () => {
    const vehicle = await addVehicle({ vehicleType: 'bus', licenseType: 'non-commercial' });
    const {
      vehicleType: _type,
      licenseType: _license,
      maintenanceHist: _history,
      ...body
    } = vehicleBody({ vehicleRegNum: vehicle.vehicleRegNum, make: 'Yutong' });
    const response = await call('PUT', api.editVehicle(vehicle._id), body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      vehicleType: 'bus',
      vehiceType: 'bus',
      licenseType: 'non-commercial',
      make: 'Yutong',
      maintenanceHist: vehicle.maintenanceHist,
    });
  });

  it('removes every history row when sent an empty list; accepts vehiceType', async () => {
    const vehicle = await addVehicle();
    const { vehicleType: _type, ...body } = vehicleBody({ vehicleRegNum: vehicle.vehicleRegNum });
    const response = await call('PUT', api.editVehicle(vehicle._id), {
      ...body,
      vehiceType: 'commercial car',
      maintenanceHist: [],
    });
    expect(response.json()).toMatchObject({ maintenanceHist: [], vehicleType: 'commercial car' });
  });

  it('requires make, model, registration, chassis, driver, phone, location, license number and expiry', async () => {
    const vehicle = await addVehicle();
    const response = await call('PUT', api.editVehicle(vehicle._id), { vehicleType: 'taxi' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(response)).sort()).toEqual(
      [
        'chassisNum',
        'contactDetails',
        'driverName',
        'licenseNum',
        'licenseNumExp',
        'make',
        'model',
        'vehicleRegNum',
      ].sort(),
    );
    const partial = await call('PUT', api.editVehicle(vehicle._id), {
      ...vehicleBody({ vehicleRegNum: vehicle.vehicleRegNum }),
      vehicleType: 'van',
      contactDetails: { phone: '024 111 2233' },
    });
    expect(fieldErrors(partial)).toEqual({
      vehicleType: 'Vehicle type must be one of: commercial car, luxury car, taxi, truck, bus',
      'contactDetails.location': 'Location is required',
    });
    expect((await call('GET', api.vehicle(vehicle._id))).json()).toEqual(vehicle);
  });

  it("refuses another vehicle's plate with 409 and accepts its own", async () => {
    const taken = await addVehicle({ vehicleRegNum: 'GR 2345-21' });
    const vehicle = await addVehicle();
    const clash = await call(
      'PUT',
      api.editVehicle(vehicle._id),
      vehicleBody({ vehicleRegNum: 'GR2345-21' }),
    );
    expect(clash.statusCode).toBe(409);
    expect(fieldErrors(clash)).toHaveProperty('vehicleRegNum');
    const own = await call('PUT', api.editVehicle(taken._id), vehicleBody({ vehicleRegNum: 'gr 2345 21' }));
    expect(own.statusCode).toBe(200);
    expect(own.json().vehicleRegNum).toBe('GR 2345 21');
  });

  it('answers 404 for an unknown or malformed id, after validating the body', async () => {
    expect((await call('PUT', api.editVehicle('missing'), vehicleBody())).statusCode).toBe(404);
    expect((await call('PUT', api.editVehicle('%%'), vehicleBody())).statusCode).toBe(404);
    expect((await call('PUT', api.editVehicle('missing'), {})).statusCode).toBe(400);
  });
});

describe('delete vehicle', () => {
  it('takes its history rows with it', async () => {
    const vehicle = await addVehicle();
    expect(await t.handle.db.selectFrom('vehicle_history').selectAll().execute()).toHaveLength(1);
    const admin = (await t.signIn('Admin')).cookie;
    okBody(await call('DELETE', api.deleteVehicle(vehicle._id), undefined, admin));
    expect((await call('GET', api.vehicles)).json()).toEqual([]);
    expect(await t.handle.db.selectFrom('vehicle_history').selectAll().execute()).toEqual([]);
  });

  it('frees the plate for a new vehicle', async () => {
    const vehicle = await addVehicle({ vehicleRegNum: 'WR 777-22' });
    const admin = (await t.signIn('Admin')).cookie;
    await call('DELETE', api.deleteVehicle(vehicle._id), undefined, admin);
    expect((await call('POST', api.addVehicle, vehicleBody({ vehicleRegNum: 'WR 777-22' }))).statusCode).toBe(
      200,
    );
  });
});

describe('export vehicles', () => {
  it('downloads Vehicles_List.xlsx: Sheet1, the 11 columns, every vehicle', async () => {
    await addVehicle({
      vehicleType: 'commercial car',
      licenseType: 'non-commercial',
      licenseNumExp: '2024-03-31',
    });
    for (let i = 0; i < 7; i += 1) await addVehicle({ vehicleType: 'bus' });
    const response = await call('GET', `${api.exportVehicles}?type=bus`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Vehicles_List.xlsx"');
    const sheet = await readXlsx(response);
    expect(sheet.sheetNames).toEqual(['Sheet1']);
    expect(sheet.header).toEqual(VEHICLES_EXPORT_HEADER);
    expect(sheet.rows).toHaveLength(8);
    // The first vehicle added comes last: its type, phone, license type and expiry as the sheet shows them.
    const last = sheet.rows[7] ?? [];
    expect(last[0]).toBe('Commercial Car');
    expect(last[6]).toBe('+233 24 111 2233');
    expect(last[9]).toBe('Non-commercial');
    expect(last[10]).toEqual(new Date('2024-03-31T00:00:00.000Z'));
  });

  it('answers a header-only file when there are no vehicles', async () => {
    const sheet = await readXlsx(await call('GET', api.exportVehicles));
    expect(sheet.header).toEqual(VEHICLES_EXPORT_HEADER);
    expect(sheet.rows).toEqual([]);
  });
});

recordRouteChecks(t, 'vehicles', {
  notFound: VEHICLE_MESSAGES.notFound,
  deleted: VEHICLE_MESSAGES.deleted,
  add: () => addVehicle(),
  body: () => vehicleBody(),
});

describe('audit trail', () => {
  it('writes exactly one event for each add, edit and delete, with the records as GET shows them', async () => {
    const { user, cookie: staff } = await t.signIn('Staff', { name: 'Ama Staff' });
    const added = await call('POST', api.addVehicle, vehicleBody({ make: 'Toyota' }), staff);
    expect(added.headers[DATA_CHANGED_HEADER]).toBe('vehicles');
    const created = (await call('GET', api.vehicle(added.json()._id))).json();
    let events = await auditEventsOf(t);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actor: { _id: user._id, name: 'Ama Staff' },
      action: 'create',
      entity: 'vehicle',
      entityId: created._id,
      before: null,
      after: created,
    });

    const edited = await call(
      'PUT',
      api.editVehicle(created._id),
      vehicleBody({ make: 'Nissan', vehicleRegNum: created.vehicleRegNum }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.headers[DATA_CHANGED_HEADER]).toBe('vehicles, maintenance, contracts, remittances');
    const updated = (await call('GET', api.vehicle(created._id))).json();
    events = await auditEventsOf(t);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({
      action: 'update',
      entityId: created._id,
      before: created,
      after: updated,
    });

    const admin = (await t.signIn('Admin')).cookie;
    const removed = await call('DELETE', api.deleteVehicle(created._id), undefined, admin);
    expect(removed.headers[DATA_CHANGED_HEADER]).toBe('vehicles, maintenance');
    events = await auditEventsOf(t);
    expect(events).toHaveLength(3);
    expect(events[2]).toMatchObject({
      action: 'delete',
      entityId: created._id,
      before: updated,
      after: null,
    });
  });

  it('writes nothing for a refused add or edit (taken plate, invalid body, unknown id)', async () => {
    const vehicle = await addVehicle({ vehicleRegNum: 'GR 1111-20' });
    const other = await addVehicle();
    expect(
      (await call('POST', api.addVehicle, vehicleBody({ vehicleRegNum: 'gr 1111 20' }))).statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', api.editVehicle(other._id), vehicleBody({ vehicleRegNum: 'GR1111-20' }))).statusCode,
    ).toBe(409);
    expect((await call('PUT', api.editVehicle(vehicle._id), { make: 'x' })).statusCode).toBe(400);
    expect((await call('PUT', api.editVehicle('nope'), vehicleBody())).statusCode).toBe(404);
    expect((await auditEventsOf(t)).map((event) => event.action)).toEqual(['create', 'create']);
    expect((await call('GET', api.vehicle(other._id))).json()).toEqual(other);
  });
});

describe('round trip', () => {
  it('takes a vehicle exactly as its GET answers it and changes nothing', async () => {
    const vehicle = await addVehicle({
      maintenanceHist: [
        { hist: 'Timing belt', date: '2026-02-10T09:30:00+00:00' },
        { hist: 'Tyres', date: '2026-03-01' },
      ],
    });
    const record = (
      await call('POST', api.addMaintenance, {
        vehicleId: vehicle._id,
        maintenanceDate: '2026-03-14',
        cost: 100,
        issue: ['Brakes'],
      })
    ).json();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const read = (await call('GET', api.vehicle(vehicle._id))).json();
    expect(read).toHaveProperty('vehiceType');
    const eventsBefore = await auditEventsOf(t);

    const response = await call('PUT', api.editVehicle(vehicle._id), read);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(read);
    expect(response.headers[DATA_CHANGED_HEADER]).toBeUndefined();
    expect((await call('GET', api.vehicle(vehicle._id))).json()).toEqual(read);
    expect(await auditEventsOf(t)).toEqual(eventsBefore);
    expect((await call('GET', api.maintenanceRecord(record._id))).json()).toEqual(record);

    // A list item is the same shape: sent back as it is, it changes nothing either.
    const [listed] = (await call('GET', api.vehicles)).json();
    expect((await call('PUT', api.editVehicle(vehicle._id), listed)).json()).toEqual(read);
    expect(await auditEventsOf(t)).toEqual(eventsBefore);
  });

  it('takes back a vehicle whose hirer left it without a licence (decision 063): blank licence is none', async () => {
    const vehicle = await addVehicle();
    const contract = await call('POST', api.contracts, {
      vehicleId: vehicle._id,
      type: 'daily_sales',
      hirer: { name: 'Esi Owusu', phone: '0209876543' },
      amount: 100,
      frequency: 'daily',
      startDate: '2026-03-01',
    });
    expect(contract.statusCode, contract.body).toBe(200);
    const read = (await call('GET', api.vehicle(vehicle._id))).json();
    expect([read.licenseNum, read.licenseNumExp]).toEqual(['', '']);
    const response = await call('PUT', api.editVehicle(vehicle._id), read);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(read);
    // Still sent, still checked: a bad date is refused.
    const bad = await call('PUT', api.editVehicle(vehicle._id), { ...read, licenseNumExp: '2027-02-30' });
    expect(fieldErrors(bad)).toEqual({
      licenseNumExp: 'License expiry date must be a valid date (YYYY-MM-DD)',
    });
  });

  it('keeps the stored type and license type when the edit sends them blank', async () => {
    const vehicle = await addVehicle({ vehicleType: 'truck', licenseType: 'non-commercial' });
    const response = await call('PUT', api.editVehicle(vehicle._id), {
      ...vehicle,
      vehicleType: '',
      vehiceType: '',
      licenseType: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(vehicle);
  });
});

describe('accounts', () => {
  async function otherAccount() {
    const accountId = await t.newAccount('Other fleet');
    const other = (await t.signIn('Admin', { accountId })).cookie;
    const response = await call('POST', api.addVehicle, vehicleBody({ vehicleRegNum: 'GR 2345-21' }), other);
    expect(response.statusCode, response.body).toBe(200);
    return { accountId, cookie: other, vehicle: response.json() };
  }

  it("answers 404 for another account's vehicle on read, edit and delete, and changes nothing", async () => {
    const theirs = await otherAccount();
    const admin = (await t.signIn('Admin')).cookie;
    const read = await call('GET', api.vehicle(theirs.vehicle._id));
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: VEHICLE_MESSAGES.notFound });
    const edit = await call('PUT', api.editVehicle(theirs.vehicle._id), vehicleBody({ make: 'Stolen' }));
    expect(edit.statusCode).toBe(404);
    const remove = await call('DELETE', api.deleteVehicle(theirs.vehicle._id), undefined, admin);
    expect(remove.statusCode).toBe(404);

    expect((await call('GET', api.vehicle(theirs.vehicle._id), undefined, theirs.cookie)).json()).toEqual(
      theirs.vehicle,
    );
    expect(await auditEventsOf(t)).toEqual([]);
    expect((await auditEventsOf(t, theirs.accountId)).map((event) => event.action)).toEqual(['create']);
  });

  it("never lists or exports another account's vehicles", async () => {
    const theirs = await otherAccount();
    const mine = await addVehicle({ make: 'Mine' });
    expect((await call('GET', api.vehicles)).json()).toEqual([mine]);
    expect((await call('GET', api.vehicles, undefined, theirs.cookie)).json()).toEqual([theirs.vehicle]);
    const sheet = await readXlsx(await call('GET', api.exportVehicles));
    expect(sheet.rows.map((row) => row[3])).toEqual([mine.vehicleRegNum]);
  });

  it('lets two accounts have the same plate, still unique within each', async () => {
    const theirs = await otherAccount();
    // An edit to a plate only another account uses is no clash.
    const mine = await addVehicle();
    const edit = await call('PUT', api.editVehicle(mine._id), vehicleBody({ vehicleRegNum: 'gr 2345 21' }));
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().vehicleRegNum).toBe('GR 2345 21');
    const added = await call(
      'POST',
      api.addVehicle,
      vehicleBody({ vehicleRegNum: 'AS 1290-19' }),
      theirs.cookie,
    );
    expect(added.statusCode).toBe(200);
    expect((await addVehicle({ vehicleRegNum: 'AS 1290-19' })).vehicleRegNum).toBe('AS 1290-19');

    expect(
      (await call('POST', api.addVehicle, vehicleBody({ vehicleRegNum: 'GR 2345-21' }))).statusCode,
    ).toBe(409);
    const theirsAgain = await call(
      'POST',
      api.addVehicle,
      vehicleBody({ vehicleRegNum: 'GR2345-21' }),
      theirs.cookie,
    );
    expect(theirsAgain.statusCode).toBe(409);
    expect((await call('GET', api.vehicles)).json()).toHaveLength(2);
    expect((await call('GET', api.vehicles, undefined, theirs.cookie)).json()).toHaveLength(2);
  });
});
