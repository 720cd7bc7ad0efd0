import { describe, expect, it } from 'vitest';
import { DATA_CHANGED_HEADER } from '../../../shared/constants';
import { addDays } from '../../../shared/dates';
import { api } from '../../../shared/paths';
import {
  COMPLIANCE_EXPORT_FILE,
  type ComplianceRow,
  PAPERS_MESSAGES,
  type VehicleDocument,
} from '../../../shared/schemas/vehicle-papers';
import { businessToday } from '../../lib/business-day';
import { expectFieldError, okBody } from '../../test/api-checks';
import { readXlsx } from '../../test/read-xlsx';
import { expectOnlyManagersAndAdminsDelete, signedInRequests } from '../../test/signed-in-requests';
import { freshAppForEachTest } from '../../test/test-app';
import { rentalBody } from '../contracts/test-data';
import { maintenanceBody } from '../maintenance/test-data';
import { odometerBody } from '../odometer/test-data';
import { scheduleBody } from '../service-schedules/test-data';
import { auditEventsOf, vehicleBody } from '../vehicles/test-data';
import { DOCUMENT_MESSAGES } from './service';
import { COMPLIANCE_EXPORT_HEADER, documentBody } from './test-data';

const t = freshAppForEachTest('Staff');
const today = businessToday();

const { get, post, put, del } = signedInRequests(t);

async function vehicle(overrides: Parameters<typeof vehicleBody>[0] = {}): Promise<string> {
  return okBody(await post(api.addVehicle, vehicleBody(overrides)))._id;
}
const addDocument = (vehicleId: string, overrides: Parameters<typeof documentBody>[0] = {}) =>
  post(api.vehicleDocuments(vehicleId), documentBody(overrides));
const created = async (vehicleId: string, overrides: Parameters<typeof documentBody>[0] = {}) =>
  okBody(await addDocument(vehicleId, overrides)) as VehicleDocument;
const documentsOf = async (vehicleId: string) =>
  okBody(await get(api.vehicleDocuments(vehicleId))) as VehicleDocument[];
const complianceOf = async (query = '') => okBody(await get(`${api.compliance}${query}`)) as ComplianceRow[];

describe('a vehicle’s documents', () => {
  it('records a document and lists it as the history’s latest of its kind', async () => {
    const vehicleId = await vehicle();
    const response = await addDocument(vehicleId, { cost: '1,250.50', extra: 'ignored' } as never);
    const document = okBody(response);
    expect(document).toEqual({
      _id: expect.any(String),
      vehicleId,
      kind: 'insurance',
      number: 'POL-2026-0042',
      issuedOn: '2026-01-10',
      expiresOn: '2027-01-09',
      expiryDerived: false,
      cost: 1250.5,
      note: 'Third party, Enterprise Insurance',
      status: expect.any(String),
      current: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(response.headers[DATA_CHANGED_HEADER]).toBe('documents, vehicles');
    expect(await documentsOf(vehicleId)).toEqual([document]);
  });

  it('lists the history newest issued first; only the latest of each kind is current', async () => {
    const vehicleId = await vehicle();
    const old = await created(vehicleId, { issuedOn: '2025-01-10', expiresOn: '2026-01-09' });
    const roadworthy = await created(vehicleId, {
      kind: 'roadworthy',
      issuedOn: '2025-12-01',
      expiresOn: null,
    });
    const latest = await created(vehicleId, { issuedOn: '2026-01-10', expiresOn: '2027-01-09' });
    const list = await documentsOf(vehicleId);
    expect(list.map((each) => [each._id, each.current])).toEqual([
      [latest._id, true],
      [roadworthy._id, true],
      [old._id, false],
    ]);
    // Added later but issued earlier: still history.
    const backfilled = await created(vehicleId, { issuedOn: '2024-01-10', expiresOn: '2025-01-09' });
    expect(backfilled.current).toBe(false);
  });

  it('takes a document without cost, number or note', async () => {
    const vehicleId = await vehicle();
    const document = await created(vehicleId, { cost: undefined, number: undefined, note: null });
    expect(document).toMatchObject({ cost: 0, number: '', note: '' });
  });
});

describe('the expiry the server derives', () => {
  it.each([
    ['taxi', 'roadworthy', '2026-01-15', '2026-07-15'],
    ['bus', 'roadworthy', '2026-08-31', '2027-02-28'],
    ['truck', 'roadworthy', '2027-08-31', '2028-02-29'],
    ['commercial car', 'roadworthy', '2026-05-20', '2026-11-20'],
    ['luxury car', 'roadworthy', '2028-02-29', '2029-02-28'],
    ['taxi', 'vit', '2026-01-14', '2026-03-31'],
    ['luxury car', 'vit', '2026-11-01', '2026-12-31'],
  ] as const)('gives a %s’s %s issued %s the expiry %s', async (vehicleType, kind, issuedOn, expiresOn) => {
    const vehicleId = await vehicle({ vehicleType });
    const document = await created(vehicleId, { kind, issuedOn, expiresOn: '' });
    expect(document).toMatchObject({ kind, issuedOn, expiresOn, expiryDerived: true });
  });

  it.each(['insurance', 'registration', 'permit', 'other'] as const)(
    'refuses a %s without an expiry with 400 on expiresOn, writing nothing',
    async (kind) => {
      const vehicleId = await vehicle();
      const label = {
        insurance: 'Insurance',
        registration: 'Registration',
        permit: 'Permit',
        other: 'Other',
      }[kind];
      expectFieldError(
        await addDocument(vehicleId, { kind, expiresOn: undefined }),
        'expiresOn',
        `Expiry date is required for ${label}`,
      );
      expect(await documentsOf(vehicleId)).toEqual([]);
    },
  );

  it('takes a given expiry for a roadworthy as given', async () => {
    const vehicleId = await vehicle();
    const document = await created(vehicleId, {
      kind: 'roadworthy',
      issuedOn: '2026-01-15',
      expiresOn: '2026-05-31',
    });
    expect(document).toMatchObject({ expiresOn: '2026-05-31', expiryDerived: false });
  });
});

describe('bad input and unknown records', () => {
  it.each([
    [{ cost: -1 }, 'cost', 'Cost cannot be negative'],
    [{ issuedOn: '2026-03-01', expiresOn: '2026-02-28' }, 'expiresOn', PAPERS_MESSAGES.expiryBeforeIssue],
    [
      { kind: 'tax' },
      'kind',
      'Document kind must be one of: roadworthy, insurance, vit, registration, permit, other',
    ],
    [{ kind: '' }, 'kind', 'Document kind is required'],
    [{ issuedOn: '2026-02-30' }, 'issuedOn', 'Issue date must be a valid date (YYYY-MM-DD)'],
    [{ issuedOn: undefined }, 'issuedOn', 'Issue date is required'],
  ] as const)('refuses %j with 400 on %s and writes nothing', async (overrides, path, message) => {
    const vehicleId = await vehicle();
    expectFieldError(await addDocument(vehicleId, overrides as never), path, message);
    expect(await documentsOf(vehicleId)).toEqual([]);
  });

  it('answers 404 for an unknown vehicle and another business’s, writing nothing', async () => {
    for (const url of [api.vehicleDocuments('no-such-vehicle'), api.vehicleDocuments('')]) {
      const response = await post(url, documentBody());
      expect(response.statusCode).toBe(404);
    }
    const otherAccount = await t.newAccount('Other fleet');
    const { cookie } = await t.signIn('Admin', { accountId: otherAccount });
    const theirs = okBody(await post(api.addVehicle, vehicleBody(), cookie))._id;
    const theirDocument = okBody(await post(api.vehicleDocuments(theirs), documentBody(), cookie));
    const refused = await addDocument(theirs);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Vehicle record not found' });
    expect((await get(api.vehicleDocuments(theirs))).statusCode).toBe(404);
    const { cookie: admin } = await t.signIn('Admin');
    expect((await put(api.vehicleDocument(theirDocument._id), documentBody(), admin)).json()).toEqual({
      message: DOCUMENT_MESSAGES.notFound,
    });
    expect((await del(api.vehicleDocument(theirDocument._id), admin)).statusCode).toBe(404);
    expect(okBody(await get(api.vehicleDocuments(theirs), cookie))).toHaveLength(1);
    expect(await t.handle.db.selectFrom('vehicle_documents').select('id').execute()).toHaveLength(1);
  });
});

describe('status as of today', () => {
  it('is expired after its expiry day, expiring within 30 days (both ends), valid beyond', async () => {
    const vehicleId = await vehicle();
    const status = async (expiresOn: string) =>
      (await created(vehicleId, { issuedOn: addDays(today, -400), expiresOn })).status;
    expect(await status(addDays(today, -1))).toBe('expired');
    expect(await status(today)).toBe('expiring');
    expect(await status(addDays(today, 30))).toBe('expiring');
    expect(await status(addDays(today, 31))).toBe('valid');
  });
});

describe('edits and deletes', () => {
  it('takes a document back exactly as read and changes nothing (round trip), derived expiry included', async () => {
    const vehicleId = await vehicle();
    for (const document of [
      await created(vehicleId),
      await created(vehicleId, { kind: 'roadworthy', issuedOn: '2026-02-01', expiresOn: null }),
    ]) {
      const events = (await auditEventsOf(t)).length;
      const again = await put(api.vehicleDocument(document._id), document);
      expect(okBody(again)).toEqual(document);
      expect(again.headers[DATA_CHANGED_HEADER]).toBeUndefined();
      expect(await auditEventsOf(t)).toHaveLength(events);
    }
  });

  it('replaces the whole document; a blank expiry is derived again, a given one is kept', async () => {
    const vehicleId = await vehicle({ vehicleType: 'bus' });
    const document = await created(vehicleId, {
      kind: 'roadworthy',
      issuedOn: '2026-01-15',
      expiresOn: null,
    });
    const edited = okBody(
      await put(api.vehicleDocument(document._id), { ...document, issuedOn: '2026-02-10', expiresOn: '' }),
    );
    expect(edited).toMatchObject({ issuedOn: '2026-02-10', expiresOn: '2026-08-10', expiryDerived: true });
    const given = okBody(
      await put(api.vehicleDocument(document._id), { ...edited, expiresOn: '2026-07-31' }),
    );
    expect(given).toMatchObject({ expiresOn: '2026-07-31', expiryDerived: false });
    // The whole document: a number left out is cleared, and `vehicleId` never moves it.
    const other = await vehicle();
    const moved = okBody(
      await put(api.vehicleDocument(document._id), { ...given, number: undefined, vehicleId: other }),
    );
    expect(moved).toMatchObject({ number: '', vehicleId });
    expectFieldError(
      await put(api.vehicleDocument(document._id), { ...given, kind: 'insurance', expiresOn: null }),
      'expiresOn',
      'Expiry date is required for Insurance',
    );
  });

  it('lets Staff add and edit but only Managers and Admins delete', async () => {
    const vehicleId = await vehicle();
    const [first, second] = [await created(vehicleId), await created(vehicleId)];
    await expectOnlyManagersAndAdminsDelete(
      t,
      api.vehicleDocument,
      [first._id, second._id],
      DOCUMENT_MESSAGES.deleted,
    );
    expect(await documentsOf(vehicleId)).toEqual([]);
  });

  it('answers 404 for an unknown document on edit and delete, and 401 without a session', async () => {
    const { cookie: admin } = await t.signIn('Admin');
    for (const id of ['no-such-document', 'x'.repeat(150), '%20']) {
      expect((await put(api.vehicleDocument(id), documentBody())).statusCode).toBe(404);
      expect((await del(api.vehicleDocument(id), admin)).statusCode).toBe(404);
    }
    const vehicleId = await vehicle();
    const document = await created(vehicleId);
    for (const [method, url] of [
      ['GET', api.vehicleDocuments(vehicleId)],
      ['POST', api.vehicleDocuments(vehicleId)],
      ['PUT', api.vehicleDocument(document._id)],
      ['DELETE', api.vehicleDocument(document._id)],
      ['GET', api.compliance],
      ['GET', api.exportCompliance],
      ['GET', api.vehicleCosts(vehicleId)],
    ] as const) {
      const response = await t.request(method, url, { payload: documentBody() });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await documentsOf(vehicleId)).toEqual([document]);
  });

  it('writes one audit event per add, edit and delete, with the document as the API shows it and its vehicle', async () => {
    const vehicleId = await vehicle({ vehicleRegNum: 'GR-1234-20' });
    const car = { _id: vehicleId, make: 'Toyota', model: 'Corolla', vehicleRegNum: 'GR-1234-20' };
    const start = (await auditEventsOf(t)).length;
    const document = await created(vehicleId);
    const edited = okBody(await put(api.vehicleDocument(document._id), { ...document, cost: 900 }));
    const { cookie: admin } = await t.signIn('Admin');
    okBody(await del(api.vehicleDocument(document._id), admin));
    const events = (await auditEventsOf(t)).slice(start);
    expect(events.map((event) => [event.action, event.entity, event.entityId])).toEqual([
      ['create', 'vehicle_document', document._id],
      ['update', 'vehicle_document', document._id],
      ['delete', 'vehicle_document', document._id],
    ]);
    expect(events[0]?.after).toEqual({ ...document, vehicle: car });
    expect(events[1]).toMatchObject({
      before: { ...document, vehicle: car },
      after: { ...edited, vehicle: car },
    });
    expect(events[2]).toMatchObject({ before: { ...edited, vehicle: car }, after: null });
  });
});

describe('the compliance grid', () => {
  it('shows each kind’s standing from its latest document, missing and none, and the licence', async () => {
    const taxi = await vehicle({
      vehicleType: 'taxi',
      vehicleRegNum: 'GR 1111-26',
      licenseNumExp: addDays(today, 10),
    });
    const luxury = await vehicle({
      vehicleType: 'luxury car',
      vehicleRegNum: 'GX 2222-26',
      licenseNumExp: addDays(today, -1),
    });
    await created(taxi, { issuedOn: addDays(today, -800), expiresOn: addDays(today, -400) });
    const insurance = await created(taxi, { issuedOn: addDays(today, -100), expiresOn: addDays(today, 200) });
    const roadworthy = await created(taxi, {
      kind: 'roadworthy',
      issuedOn: addDays(today, -200),
      expiresOn: addDays(today, -3),
    });
    await created(luxury, { kind: 'permit', issuedOn: addDays(today, -10), expiresOn: addDays(today, 20) });

    const rows = await complianceOf();
    expect(rows.map((row) => row.vehicle.vehicleRegNum)).toEqual(['GR 1111-26', 'GX 2222-26']);
    expect(rows[0]).toEqual({
      vehicle: {
        _id: taxi,
        make: 'Toyota',
        model: 'Corolla',
        vehicleRegNum: 'GR 1111-26',
        vehicleType: 'taxi',
      },
      commercial: true,
      documents: {
        roadworthy: { status: 'expired', expiresOn: addDays(today, -3), documentId: roadworthy._id },
        insurance: { status: 'valid', expiresOn: addDays(today, 200), documentId: insurance._id },
        vit: { status: 'missing', expiresOn: null, documentId: null },
        registration: { status: 'none', expiresOn: null, documentId: null },
        permit: { status: 'none', expiresOn: null, documentId: null },
        other: { status: 'none', expiresOn: null, documentId: null },
      },
      licence: { status: 'expiring', expiresOn: addDays(today, 10) },
    });
    expect(rows[1]).toMatchObject({
      commercial: false,
      documents: {
        roadworthy: { status: 'none' },
        insurance: { status: 'none' },
        vit: { status: 'none' },
        permit: { status: 'expiring', expiresOn: addDays(today, 20) },
      },
      licence: { status: 'expired' },
    });
  });

  it('filters by a status any kind or the licence is in, and searches registration, make and model', async () => {
    const taxi = await vehicle({ vehicleRegNum: 'AS 3333-26', make: 'Kia', model: 'Picanto' });
    await vehicle({ vehicleType: 'luxury car', vehicleRegNum: 'GX 4444-26', make: 'Lexus', model: 'RX 350' });
    for (const kind of ['roadworthy', 'vit'] as const)
      await created(taxi, { kind, issuedOn: addDays(today, -20), expiresOn: addDays(today, 100) });
    const plates = async (query: string) =>
      (await complianceOf(query)).map((row) => row.vehicle.vehicleRegNum);
    expect(await plates('?status=missing')).toEqual(['AS 3333-26']);
    expect(await plates('?status=valid')).toEqual(['AS 3333-26', 'GX 4444-26']);
    expect(await plates('?status=expired')).toEqual([]);
    expect(await plates('?status=none&q=lexus')).toEqual(['GX 4444-26']);
    expect(await plates('?q=as3333')).toEqual(['AS 3333-26']);
    expect(await plates('?q=picanto&status=All')).toEqual(['AS 3333-26']);
    expect((await get(`${api.compliance}?status=late`)).statusCode).toBe(400);
  });

  it('exports Compliance_List.xlsx with the grid’s filters: one column per kind with its standing and expiry', async () => {
    const taxi = await vehicle({ vehicleRegNum: 'GT 5555-26', licenseNumExp: '2029-01-31' });
    await vehicle({ vehicleRegNum: 'GT 6666-26' });
    await created(taxi, { kind: 'roadworthy', issuedOn: '2025-11-01', expiresOn: '2026-05-01' });
    const response = await get(`${api.exportCompliance}?q=5555`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(COMPLIANCE_EXPORT_FILE);
    const sheet = await readXlsx(response);
    expect(sheet.sheetNames).toEqual(['Sheet1']);
    expect(sheet.header).toEqual(COMPLIANCE_EXPORT_HEADER);
    expect(sheet.rows).toEqual([
      [
        'GT 5555-26',
        'Toyota',
        'Corolla',
        'Taxi',
        'Expired 2026-05-01',
        'Missing',
        'Missing',
        'None',
        'None',
        'None',
        'Valid 2029-01-31',
      ],
    ]);
  });
});

describe('a vehicle’s costs', () => {
  it('adds its maintenance and its documents’ costs, in cedis', async () => {
    const vehicleId = await vehicle();
    const other = await vehicle();
    for (const cost of [1250.5, 99.25])
      okBody(await post(api.addMaintenance, maintenanceBody(vehicleId, { cost })));
    okBody(await post(api.addMaintenance, maintenanceBody(other, { cost: 5000 })));
    await created(vehicleId, { cost: 850.5 });
    await created(vehicleId, { kind: 'vit', issuedOn: '2026-01-05', expiresOn: null, cost: 0.1 });
    await created(other, { cost: 7 });
    expect(okBody(await get(api.vehicleCosts(vehicleId)))).toEqual({
      maintenance: 1349.75,
      documents: 850.6,
      total: 2200.35,
    });
    expect(okBody(await get(api.vehicleCosts(await vehicle())))).toEqual({
      maintenance: 0,
      documents: 0,
      total: 0,
    });
    expect((await get(api.vehicleCosts('no-such-vehicle'))).statusCode).toBe(404);
  });
});

describe('deleting a vehicle', () => {
  it('takes its documents, readings and schedules along, each with its audit event naming the vehicle', async () => {
    const vehicleId = await vehicle({ vehicleRegNum: 'GR-5678-21' });
    const document = await created(vehicleId);
    const reading = okBody(await post(api.vehicleOdometer(vehicleId), odometerBody()));
    const schedule = okBody(await post(api.vehicleSchedules(vehicleId), scheduleBody()));
    const keep = await vehicle();
    await created(keep);
    const start = (await auditEventsOf(t)).length;
    const { cookie: admin } = await t.signIn('Admin');
    const deleted = await del(api.deleteVehicle(vehicleId), admin);
    expect(okBody(deleted)).toEqual({ message: 'Vehicle record deleted successfully' });
    expect(String(deleted.headers[DATA_CHANGED_HEADER]).split(', ').sort()).toEqual(
      ['documents', 'maintenance', 'odometer', 'schedules', 'vehicles'].sort(),
    );
    const events = (await auditEventsOf(t)).slice(start);
    expect(events.map((event) => [event.action, event.entity, event.entityId])).toEqual([
      ['delete', 'vehicle_document', document._id],
      ['delete', 'odometer_reading', reading._id],
      ['delete', 'service_schedule', schedule._id],
      ['delete', 'vehicle', vehicleId],
    ]);
    const car = { _id: vehicleId, make: 'Toyota', model: 'Corolla', vehicleRegNum: 'GR-5678-21' };
    expect(events.slice(0, 3).map((event) => (event.before as { vehicle?: unknown }).vehicle)).toEqual([
      car,
      car,
      car,
    ]);
    for (const table of ['vehicle_documents', 'odometer_readings', 'service_schedules'] as const) {
      const rows = await t.handle.db.selectFrom(table).select('vehicle_id').execute();
      expect(rows.every((row) => row.vehicle_id === keep)).toBe(true);
    }
    expect(await documentsOf(keep)).toHaveLength(1);
  });

  it('refuses to delete a vehicle with contracts (409), keeping its papers', async () => {
    const vehicleId = await vehicle();
    await created(vehicleId);
    okBody(await post(api.contracts, rentalBody(vehicleId)));
    const { cookie: admin } = await t.signIn('Admin');
    expect((await del(api.deleteVehicle(vehicleId), admin)).statusCode).toBe(409);
    expect(await documentsOf(vehicleId)).toHaveLength(1);
  });
});
