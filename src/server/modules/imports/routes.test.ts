import { describe, expect, it } from 'vitest';
import { IMPORT_FIELDS, IMPORT_KINDS } from '../../../shared/imports';
import { api } from '../../../shared/paths';
import type { ImportKind, ImportPreview } from '../../../shared/schemas/imports';
import { okBody } from '../../test/api-checks';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { apartmentBody, rentRecordBody, uniqueName } from '../apartments/test-data';
import { maintenanceBody } from '../maintenance/test-data';
import { uniquePlate, vehicleBody } from '../vehicles/test-data';
import { csvFile, importCalls, multipart, savedExport, tenancyFile, tenancyRow, xlsxFile } from './test-data';

const t = freshAppForEachTest('Manager');
const calls = importCalls(t, () => t.cookie);

const post = (url: string, payload: unknown, as = t.cookie) =>
  t.request('POST', url, { cookie: as, payload });
const get = (url: string, as = t.cookie) => t.request('GET', url, { cookie: as });
const auditCount = async (accountId = t.accountId) =>
  Number(
    (
      await t.handle.db
        .selectFrom('audit_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const countOf = async (
  table: 'apartments' | 'rent_records' | 'payments' | 'vehicles' | 'maintenance_records',
  accountId = t.accountId,
) =>
  Number(
    (
      await t.handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const EXPORTS: Record<ImportKind, string> = {
  apartments: api.exportApartments,
  rent_records: api.exportTenants,
  payments: api.exportPayments,
  vehicles: api.exportVehicles,
  maintenance: api.exportMaintenance,
  expenses: api.exportExpenses,
};

/** Every kind's records in one business: units, tenancies on them, payments, vehicles and their maintenance. */
async function fillBusiness() {
  const unitA = okBody(
    await post(api.addApartment, apartmentBody({ title: 'Block A, Flat 1', price: 1500.5 })),
  );
  okBody(
    await post(
      api.addApartment,
      apartmentBody({ title: 'Block A, Flat 2', status: 'Maintenance', tenant: 'Yaw' }),
    ),
  );
  const kofi = okBody(
    await post(
      api.addRentRecord,
      rentRecordBody({ tenantName: 'Kofi Asante', apartmentId: unitA._id, billing: 'monthly' }),
    ),
  );
  const ama = okBody(
    await post(api.addRentRecord, rentRecordBody({ tenantName: 'Ama Owusu', tenantPhone: '020 555 1234' })),
  );
  okBody(
    await post(api.addPayment, {
      tenant: kofi._id,
      amountPaid: 800,
      method: 'Cash',
      date: '2026-01-05',
      status: 'Partial',
    }),
  );
  okBody(
    await post(api.addPayment, {
      tenant: ama._id,
      amountPaid: 1200.25,
      method: 'Mobile Money',
      network: 'MTN MoMo',
      reference: `MP${Date.now()}`,
      payerPhone: '024 999 8888',
      date: '2026-02-01',
      status: 'Completed',
    }),
  );
  const plate = uniquePlate();
  const vehicle = okBody(
    await post(api.addVehicle, vehicleBody({ vehicleRegNum: plate, maintenanceHist: [] })),
  );
  okBody(
    await post(api.addVehicle, vehicleBody({ vehicleType: 'luxury car', licenseType: 'non-commercial' })),
  );
  okBody(await post(api.addMaintenance, maintenanceBody(vehicle._id, { odometer: undefined })));
  okBody(
    await post(
      api.addMaintenance,
      maintenanceBody(vehicle._id, { issue: ['Tyres'], status: 'pending', cost: 300 }),
    ),
  );
  okBody(
    await post(api.expenses, {
      date: '2026-03-02',
      category: 'Repairs',
      amount: 120.5,
      apartmentId: unitA._id,
      payee: 'Kofi Plumbing',
    }),
  );
  okBody(
    await post(api.expenses, {
      date: '2026-03-03',
      category: 'Fuel',
      amount: 300,
      vehicleId: vehicle._id,
      method: 'Mobile Money',
      reference: 'F-1',
    }),
  );
  okBody(
    await post(api.expenses, {
      date: '2026-03-04',
      category: 'Other',
      amount: 45,
      note: 'Stationery, receipts',
    }),
  );
}

/** An export's rows, the columns the server numbers itself left out. */
async function exportRows(kind: keyof typeof EXPORTS, as: string) {
  const sheet = await readXlsx(await get(EXPORTS[kind], as));
  const skip = sheet.header.map((header, index) => (header === 'Receipt No.' ? index : -1));
  const rows = sheet.rows.map((row) =>
    row.filter((_cell, index) => !skip.includes(index)).map((cell) => cell ?? ''),
  );
  return rows.map((row) => JSON.stringify(row)).sort();
}

describe('an export of the product imports back unchanged', () => {
  it('imports every kind from another business’s exports and exports the same rows', {
    timeout: 120_000,
  }, async () => {
    await fillBusiness();
    const other = await t.newAccount('Second business');
    const admin = (await t.signIn('Admin', { accountId: other })).cookie;
    for (const kind of Object.keys(EXPORTS) as (keyof typeof EXPORTS)[]) {
      const file = savedExport(await get(EXPORTS[kind]), `${kind}.xlsx`);
      const preview = okBody(await calls.preview(kind, file, undefined, admin)) as ImportPreview;
      expect(
        preview.rows.flatMap((row) => row.errors),
        kind,
      ).toEqual([]);
      expect(
        preview.rows.some((row) => row.duplicateOf),
        kind,
      ).toBe(false);
      const result = await calls.run(kind, file, { as: admin });
      expect(result.statusCode, `${kind}: ${result.body}`).toBe(200);
      expect(result.json().imported).toBe(preview.rows.length);
    }
    for (const kind of Object.keys(EXPORTS) as (keyof typeof EXPORTS)[])
      expect(await exportRows(kind, admin), kind).toEqual(await exportRows(kind, t.cookie));
  });

  it('maps the export’s own headers to the fields, and leaves derived columns unmapped', async () => {
    await fillBusiness();
    const preview = okBody(
      await calls.preview('rent_records', savedExport(await get(api.exportTenants), 't.xlsx')),
    );
    expect(preview.mapping).toMatchObject({
      'Tenant Name': 'tenantName',
      Unit: 'apartmentId',
      Billing: 'billing',
      Paid: '',
    });
    expect(preview.rows).toHaveLength(2);
  });
});

describe('templates', () => {
  it('gives each kind its export’s headers, and a filled template imports', async () => {
    for (const kind of IMPORT_KINDS) {
      const response = await get(api.importTemplate(kind));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain(`Import_${kind}_template.xlsx`);
      const sheet = await readXlsx(response);
      expect(sheet.header).toEqual(IMPORT_FIELDS[kind].map((field) => field.header));
      expect(sheet.rows).toEqual([]);
      expect(sheet.sheetNames).toEqual(['Sheet1', 'Notes']);
    }
    const plate = uniquePlate();
    const vehicles = IMPORT_FIELDS.vehicles.map((field) =>
      field.field === 'vehicleRegNum' ? plate : field.example,
    );
    const file = await xlsxFile([IMPORT_FIELDS.vehicles.map((field) => field.header), vehicles]);
    expect(okBody(await calls.run('vehicles', file))).toEqual({ imported: 1 });
    const [vehicle] = okBody(await get(api.vehicles));
    expect(vehicle).toMatchObject({
      vehicleType: 'taxi',
      vehicleRegNum: plate,
      licenseType: 'commercial',
      licenseNumExp: '2027-06-30',
      contactDetails: { phone: '+233245556677', location: 'Kaneshie, Accra' },
    });
  });

  it('is for Admins and Managers only, and knows only the kinds', async () => {
    const staff = (await t.signIn('Staff')).cookie;
    expect((await get(api.importTemplate('apartments'), staff)).statusCode).toBe(403);
    expect((await get(api.importTemplate('houses'))).statusCode).toBe(400);
  });
});

describe('csv files and close headers', () => {
  it('imports properties from a csv whose headers are close to the export’s', async () => {
    const file = csvFile([
      ['name', 'PRICE', ' Address ', 'status'],
      ['House 7', 'GHC 2,000.00', 'Tema Comm. 25', 'occupied'],
      ['House 8', '1750', 'Tema Comm. 25', ''],
    ]);
    const preview = okBody(await calls.preview('apartments', file));
    // The reader trims the headers; the mapping's keys are the columns as read.
    expect(preview.columns).toEqual(['name', 'PRICE', 'Address', 'status']);
    expect(preview.mapping).toEqual({ name: 'title', PRICE: 'price', Address: 'location', status: 'status' });
    expect(preview.rows.map((row: { row: number; errors: unknown[] }) => [row.row, row.errors])).toEqual([
      [2, []],
      [3, []],
    ]);
    expect(okBody(await calls.run('apartments', file))).toEqual({ imported: 2 });
    const units = okBody(await get(api.apartments));
    expect(
      units
        .map((unit: { title: string; price: number; status: string }) => [
          unit.title,
          unit.price,
          unit.status,
        ])
        .sort(),
    ).toEqual([
      ['House 7', 2000, 'Occupied'],
      ['House 8', 1750, 'Available'],
    ]);
  });

  it('takes days written day first, and a mapping chosen on the screen', async () => {
    const title = uniqueName('Unit');
    okBody(await post(api.addApartment, apartmentBody({ title })));
    const file = csvFile([
      ['Who', 'Tel', 'Room', 'From', 'Until', 'Months', 'Utility', 'Monthly Price', 'Total', 'House'],
      ['Esi Badu', '0277123456', 'Room 1', '01/02/2026', '31/01/2027', '12', '0', '500', '6000', title],
    ]);
    const mapping = {
      Who: 'tenantName',
      Tel: 'tenantPhone',
      Room: 'roomDescription',
      From: 'rentedDate',
      Until: 'expirationDate',
      Months: 'noOfMonthsRented',
      Utility: 'amountPaidOnUtility',
      'Monthly Price': 'monthlyPrice',
      Total: 'totalAmount',
      House: 'apartmentId',
    };
    const preview = okBody(await calls.preview('rent_records', file, mapping));
    expect(preview.mapping).toEqual(mapping);
    expect(preview.rows[0].errors).toEqual([]);
    expect(okBody(await calls.run('rent_records', file, { mapping }))).toEqual({ imported: 1 });
    const [record] = okBody(await get(api.rentRecords));
    expect(record).toMatchObject({
      tenantName: 'Esi Badu',
      tenantPhone: '+233277123456',
      rentedDate: '2026-02-01',
      expirationDate: '2027-01-31',
      apartment: { title },
    });
  });

  it('refuses a mapping naming an unknown column or field, or one field twice', async () => {
    const file = csvFile([
      ['Title', 'Price'],
      ['A', '1'],
    ]);
    expect((await calls.preview('apartments', file, { Nope: 'title' })).json().message).toContain('Nope');
    expect((await calls.preview('apartments', file, { Title: 'colour' })).statusCode).toBe(400);
    const twice = await calls.preview('apartments', file, { Title: 'title', Price: 'title' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Two columns are mapped to Title: map only one');
  });
});

describe('problems named by row and column, all or nothing', () => {
  const tenants = (unit: string) =>
    tenancyFile(
      ['Kwesi Appiah', '024 123 4567', 'Room 2', '2026-01-01', '2026-12-31', '12', '0', '700', '8400', ''],
      ['Abena Sarpong', '12345', 'Room 3', '2026-01-01', '2025-12-31', '12', '0', '700', '', unit],
      ['Yaw Mensah', '050 111 2222', 'Room 4', '2026-03-01', '2027-02-28', '12', '0', '650', '7800', ''],
    );

  it('previews every row with each problem named by the file’s header', async () => {
    const preview = okBody(await calls.preview('rent_records', tenants('No Such Unit')));
    expect(preview.rows.map((row: { row: number }) => row.row)).toEqual([2, 3, 4]);
    expect(preview.rows[0].errors).toEqual([]);
    expect(preview.rows[1].errors).toEqual([
      { column: 'Unit', message: 'No property is titled "No Such Unit"' },
      { column: 'Phone', message: 'Phone must be a valid phone number, e.g. 024 123 4567' },
      { column: 'Total Amount', message: 'Total amount is required' },
    ]);
    expect(preview.rows[2].errors).toEqual([]);
  });

  it('imports nothing while a row is invalid, and the rest once it is unticked', async () => {
    const file = tenants('');
    const before = await auditCount();
    const refused = await calls.run('rent_records', file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: '1 row has problems: nothing was imported. Fix or untick it and import again.',
      rows: [
        {
          row: 3,
          errors: [
            { column: 'Phone', message: 'Phone must be a valid phone number, e.g. 024 123 4567' },
            { column: 'Total Amount', message: 'Total amount is required' },
          ],
        },
      ],
    });
    expect(await countOf('rent_records')).toBe(0);
    expect(await auditCount()).toBe(before);
    const done = await calls.run('rent_records', file, { skip: [3] });
    expect(okBody(done)).toEqual({ imported: 2 });
    expect(done.headers['x-data-changed']).toContain('tenants');
    expect(await countOf('rent_records')).toBe(2);
    // One audit event per record made.
    expect(await auditCount()).toBe(before + 2);
  });

  it('rolls every row back when a service’s rule refuses one (a unit let twice)', async () => {
    const unit = okBody(await post(api.addApartment, apartmentBody({ title: uniqueName('Let') })));
    const file = tenancyFile(tenancyRow('First Tenant', unit.title), tenancyRow('Second Tenant', unit.title));
    const refused = await calls.run('rent_records', file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().rows).toEqual([
      {
        row: 3,
        errors: [
          expect.objectContaining({ message: expect.stringContaining('is already let to First Tenant') }),
        ],
      },
    ]);
    expect(await countOf('rent_records')).toBe(0);
  });

  it('refuses a file with no rows to import', async () => {
    const response = await calls.run(
      'apartments',
      csvFile([
        ['Title', 'Renting Price', 'Location'],
        ['A', '1', 'B'],
      ]),
      { skip: [2] },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file has no rows to import.');
  });
});

describe('duplicates', () => {
  it('warns about rows like stored records or earlier rows, and imports them when asked', async () => {
    const file = csvFile([
      ['Title', 'Renting Price', 'Location'],
      ['Flat 1', '900', 'Madina'],
      ['Flat 2', '900', 'Madina'],
      ['flat  1', '950', 'Madina'],
    ]);
    const first = okBody(await calls.preview('apartments', file));
    expect(
      first.rows.map((row: { duplicateOf?: string; duplicateOfRow?: number }) => [
        row.duplicateOf,
        row.duplicateOfRow,
      ]),
    ).toEqual([
      [undefined, undefined],
      [undefined, undefined],
      [undefined, 2],
    ]);
    expect(okBody(await calls.run('apartments', file))).toEqual({ imported: 3 });
    const units = okBody(await get(api.apartments)) as { _id: string; title: string }[];
    const again = okBody(await calls.preview('apartments', file));
    const flat1 = units.find((unit) => unit.title === 'Flat 1')?._id;
    const flat2 = units.find((unit) => unit.title === 'Flat 2')?._id;
    expect(again.rows.map((row: { duplicateOf?: string }) => row.duplicateOf)).toEqual([
      expect.any(String),
      flat2,
      expect.any(String),
    ]);
    const flat1s = units
      .filter((unit) => unit.title.replace(/\s+/g, ' ').toLowerCase() === 'flat 1')
      .map((unit) => unit._id);
    expect(flat1s).toContain(flat1);
    expect(flat1s).toContain(again.rows[0].duplicateOf);
    expect(flat1s).toContain(again.rows[2].duplicateOf);
    expect(okBody(await calls.run('apartments', file))).toEqual({ imported: 3 });
  });

  it('warns about payments of the same tenant, day and amount', async () => {
    const tenant = okBody(await post(api.addRentRecord, rentRecordBody({ tenantName: 'Adjoa Kyei' })));
    const file = csvFile([
      ['Tenant Name', 'Amount Paid', 'Payment Method', 'Date'],
      ['Adjoa Kyei', '500', 'Cash', '2026-03-01'],
    ]);
    expect(okBody(await calls.run('payments', file))).toEqual({ imported: 1 });
    const [payment] = okBody(await get(api.payments));
    expect(payment).toMatchObject({
      tenant: { _id: tenant._id },
      amountPaid: 500,
      status: 'Partial',
      method: 'Cash',
    });
    const again = okBody(await calls.preview('payments', file));
    expect(again.rows[0]).toMatchObject({ errors: [], duplicateOf: payment._id });
  });
});

describe('who may import, and whose records a file names', () => {
  it('answers Staff 403 and imports nothing', async () => {
    const staff = (await t.signIn('Staff')).cookie;
    const file = csvFile([
      ['Title', 'Renting Price', 'Location'],
      ['A', '1', 'B'],
    ]);
    expect((await calls.preview('apartments', file, undefined, staff)).statusCode).toBe(403);
    expect((await calls.run('apartments', file, { as: staff })).statusCode).toBe(403);
    expect(await countOf('apartments')).toBe(0);
  });

  it('never matches another business’s unit, tenant or vehicle by its name', async () => {
    const other = await t.newAccount('Other business');
    const theirs = (await t.signIn('Admin', { accountId: other })).cookie;
    okBody(await post(api.addApartment, apartmentBody({ title: 'Their Unit' }), theirs));
    okBody(await post(api.addRentRecord, rentRecordBody({ tenantName: 'Their Tenant' }), theirs));
    const plate = uniquePlate();
    okBody(await post(api.addVehicle, vehicleBody({ vehicleRegNum: plate }), theirs));
    const tenancy = await calls.preview('rent_records', tenancyFile(tenancyRow('Someone', 'Their Unit')));
    expect(okBody(tenancy).rows[0].errors).toEqual([
      { column: 'Unit', message: 'No property is titled "Their Unit"' },
    ]);
    const payment = await calls.preview(
      'payments',
      csvFile([
        ['Tenant Name', 'Amount Paid', 'Date'],
        ['Their Tenant', '5', '2026-01-02'],
      ]),
    );
    expect(okBody(payment).rows[0].errors).toEqual([
      { column: 'Tenant Name', message: 'No tenant is named "Their Tenant"' },
    ]);
    const repair = await calls.preview(
      'maintenance',
      csvFile([
        ['Vehicle Reg. No', 'Date', 'Cost (GHC)', 'Issues'],
        [plate, '2026-01-02', '5', 'Oil'],
      ]),
    );
    expect(okBody(repair).rows[0].errors).toEqual([
      { column: 'Vehicle Reg. No', message: `No vehicle has the registration number ${plate}` },
    ]);
    // Their duplicates are not ours either.
    const unit = await calls.preview(
      'apartments',
      csvFile([
        ['Title', 'Renting Price', 'Location'],
        ['Their Unit', '1', 'B'],
      ]),
    );
    expect(okBody(unit).rows[0].duplicateOf).toBeUndefined();
  });
});

describe('bad uploads', () => {
  const send = (payload: string | Buffer, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: api.importPreview('apartments'),
      payload,
      headers: { cookie: t.cookie, 'content-type': contentType },
    });

  it('answers a JSON body 400, another type 415, and a body with no file 400', async () => {
    expect((await post(api.importPreview('apartments'), { file: 'x' })).statusCode).toBe(400);
    expect((await send('title=A', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    const { payload, headers } = multipart({ mapping: '{}' });
    const none = await t.app.inject({
      method: 'POST',
      url: api.importPreview('apartments'),
      payload,
      headers: { ...headers, cookie: t.cookie },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Choose a file');
  });

  it('answers a file over 5 MB, bad fields and broken bodies 400', async () => {
    const big = { name: 'big.csv', content: Buffer.alloc(5 * 1024 * 1024 + 10, 'a') };
    const tooBig = await calls.preview('apartments', big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('The file is larger than 5 MB.');
    const { payload, headers } = multipart({ mapping: 'not json' }, csvFile([['Title'], ['A']]));
    const badMapping = await t.app.inject({
      method: 'POST',
      url: api.importRecords('apartments'),
      payload,
      headers: { ...headers, cookie: t.cookie },
    });
    expect(badMapping.statusCode).toBe(400);
    const broken = await send(
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc',
      'multipart/form-data; boundary=x',
    );
    expect(broken.statusCode).toBe(400);
    const unknownKind = await calls.preview('houses' as ImportKind, csvFile([['Title'], ['A']]));
    expect(unknownKind.statusCode).toBe(400);
  });
});

describe('expenses', () => {
  it('names the unit or vehicle by title or plate, refuses a category of the other kind, warns of a repeat', async () => {
    const unit = okBody(await post(api.addApartment, apartmentBody({ title: uniqueName('Expense Flat') })));
    const plate = uniquePlate();
    const vehicle = okBody(await post(api.addVehicle, vehicleBody({ vehicleRegNum: plate })));
    const file = csvFile([
      ['Date', 'Category', 'Amount', 'Property or Vehicle', 'Payee'],
      ['2026-04-01', 'utilities', 'GHC 250.00', unit.title, 'ECG'],
      ['2026-04-02', 'Fuel', '180', plate.toLowerCase().replace(/\s/g, ''), 'Shell'],
      ['2026-04-03', 'Fuel', '90', unit.title, 'Shell'],
      ['2026-04-04', 'Other', '10', 'Nowhere', ''],
    ]);
    const preview = okBody(await calls.preview('expenses', file));
    expect(preview.rows.map((row: { errors: unknown[] }) => row.errors)).toEqual([
      [],
      [],
      [
        {
          column: 'Category',
          message:
            'Category Fuel is not for a unit: choose one of Repairs, Utilities, Caretaker, Property rate, Security, Cleaning, Other',
        },
      ],
      [{ column: 'Property or Vehicle', message: 'No property or vehicle is named "Nowhere"' }],
    ]);
    expect(okBody(await calls.run('expenses', file, { skip: [4, 5] }))).toEqual({ imported: 2 });
    const expenses = okBody(await get(api.expenses)) as {
      apartment: { _id: string } | null;
      vehicle: { _id: string } | null;
      amount: number;
    }[];
    expect(
      expenses.map((each) => [each.amount, each.apartment?._id ?? null, each.vehicle?._id ?? null]).sort(),
    ).toEqual([
      [180, null, vehicle._id],
      [250, unit._id, null],
    ]);
    const again = okBody(await calls.preview('expenses', file));
    expect(
      again.rows.slice(0, 2).every((row: { duplicateOf?: string }) => typeof row.duplicateOf === 'string'),
    ).toBe(true);
  });
});
