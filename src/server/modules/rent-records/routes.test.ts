import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { expectFieldError, okBody, recordRouteChecks } from '../../test/api-checks';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { apartmentBody, rentRecordBody, TENANTS_EXPORT_HEADER } from '../apartments/test-data';

const t = freshAppForEachTest('Staff');

const get = (url: string, as = t.cookie) => t.request('GET', url, { cookie: as });
const add = (payload: unknown) => t.request('POST', api.addRentRecord, { cookie: t.cookie, payload });
const edit = (id: string, payload: unknown) =>
  t.request('PUT', api.editRentRecord(id), { cookie: t.cookie, payload });
/** Records a payment from the tenant of rent record `tenant`; answers the saved payment. */
const pay = async (tenant: string, payment: { amountPaid: number | string; Date: string; method?: string }) =>
  okBody(await t.request('POST', api.addPayment, { cookie: t.cookie, payload: { tenant, ...payment } }));
const remove = (id: string, as: string) => t.request('DELETE', api.deleteRentRecord(id), { cookie: as });
const created = async (overrides: Parameters<typeof rentRecordBody>[0] = {}) =>
  okBody(await add(rentRecordBody(overrides))).data;

describe('add and read rent records', () => {
  it('adds a record and answers { ...record, data: record }, as the single GET does', async () => {
    const response = await add(rentRecordBody());
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    // Every field as sent; the phone in the one form it is stored in.
    expect(data).toMatchObject({ ...rentRecordBody(), tenantPhone: '+233241112233' });
    expect(typeof data._id).toBe('string');
    const one = await get(api.rentRecord(data._id));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ ...data, data });
    expect(response.json()).toEqual({ ...data, data });
  });

  it('accepts numbers as numeric strings, keeps money exact and stores a date-time as UTC', async () => {
    const data = await created({
      noOfMonthsRented: '3',
      amountPaidOnUtility: '0.1',
      monthlyPrice: '1,000.20',
      totalAmount: '3000.70',
      rentedDate: '2026-03-01T10:30:00+01:00',
      expirationDate: '2026-06-01',
    });
    expect(data).toMatchObject({
      noOfMonthsRented: 3,
      amountPaidOnUtility: 0.1,
      monthlyPrice: 1000.2,
      totalAmount: 3000.7,
      rentedDate: '2026-03-01T09:30:00.000Z',
    });
  });

  it('stores the total as sent (the add form may overwrite the computed one)', async () => {
    const data = await created({ totalAmount: 5000 });
    expect(data.totalAmount).toBe(5000);
  });

  it('defaults status to Active and accepts Inactive', async () => {
    expect((await created({ status: undefined })).status).toBe('Active');
    expect((await created({ status: 'Inactive' })).status).toBe('Inactive');
  });

  it('lists every record newest first', async () => {
    const a = await created({ tenantName: 'Ama' });
    const b = await created({ tenantName: 'Yaw' });
    const response = await get(api.rentRecords);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((r: { _id: string }) => r._id)).toEqual([b._id, a._id]);
    expect(response.json()[0].tenantName).toBe('Yaw');
  });

  it('requires every field (docs/screens.md §5)', async () => {
    const response = await add({});
    expect(response.statusCode).toBe(400);
    const paths = response.json().errors.map((e: { path: string }) => e.path);
    // Every field of the add form but the status, which defaults to Active.
    const { status: _optional, ...required } = rentRecordBody();
    expect(paths.sort()).toEqual(Object.keys(required).sort());
  });

  it.each([
    [{ tenantName: ' ' }, 'tenantName', 'Tenant name is required'],
    [{ tenantPhone: '12345' }, 'tenantPhone', 'Phone must be a valid phone number, e.g. 024 123 4567'],
    [{ roomDescription: '' }, 'roomDescription', 'Room description is required'],
    [{ rentedDate: '2026-02-30' }, 'rentedDate', 'Rented date must be a valid date (YYYY-MM-DD)'],
    [{ expirationDate: 'soon' }, 'expirationDate', 'Expiration date must be a valid date (YYYY-MM-DD)'],
    [{ noOfMonthsRented: 'six' }, 'noOfMonthsRented', 'No of months rented must be a number'],
    [{ noOfMonthsRented: ' ' }, 'noOfMonthsRented', 'No of months rented is required'],
    [{ noOfMonthsRented: 0 }, 'noOfMonthsRented', 'No of months rented must be between 1 and 600'],
    [{ noOfMonthsRented: 1.5 }, 'noOfMonthsRented', 'No of months rented must be a whole number'],
    [{ amountPaidOnUtility: 'x' }, 'amountPaidOnUtility', 'Utility must be a number'],
    [{ monthlyPrice: -1 }, 'monthlyPrice', 'Monthly price cannot be negative'],
    [{ totalAmount: '' }, 'totalAmount', 'Total amount is required'],
    [{ status: 'Gone' }, 'status', 'Status must be Active or Inactive'],
    [
      { rentedDate: '2026-05-01', expirationDate: '2026-04-30' },
      'expirationDate',
      'Expiration date cannot be before the rented date',
    ],
  ])('refuses %j with a message on %s', async (overrides, path, message) => {
    expectFieldError(await add({ ...rentRecordBody(), ...overrides }), path, message);
    expect((await get(api.rentRecords)).json()).toEqual([]);
  });
});

recordRouteChecks(t, 'rentRecords', {
  notFound: 'Tenant record not found',
  deleted: 'Tenant record deleted successfully',
  add: () => created(),
  body: () => rentRecordBody(),
});

describe('edit a rent record', () => {
  it('replaces the fields and answers { ...record, data: record }', async () => {
    const { _id, createdAt } = await created({ status: 'Inactive' });
    const response = await edit(_id, {
      ...rentRecordBody(),
      tenantName: 'Akosua Mensah-Boateng',
      tenantPhone: '+233 20 765 4321',
      noOfMonthsRented: '6',
      monthlyPrice: '950.75',
      amountPaidOnUtility: 100,
      totalAmount: 5804.5,
      status: undefined,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      _id,
      createdAt,
      tenantName: 'Akosua Mensah-Boateng',
      tenantPhone: '+233207654321',
      noOfMonthsRented: 6,
      monthlyPrice: 950.75,
      totalAmount: 5804.5,
      // Not sent: kept.
      status: 'Inactive',
    });
    expect(response.json()).toEqual({ ...data, data });
    expect((await get(api.rentRecord(_id))).json()).toEqual({ ...data, data });
  });

  it('validates like add and answers 404 for an unknown id', async () => {
    const { _id } = await created();
    expectFieldError(
      await edit(_id, { ...rentRecordBody(), tenantPhone: '' }),
      'tenantPhone',
      'Phone is required',
    );
    expect((await edit('missing', rentRecordBody())).statusCode).toBe(404);
  });

  it('renames the tenant on their payments', async () => {
    const { _id } = await created({ tenantName: 'Kwaku Ofori' });
    const paid = await pay(_id, { amountPaid: 100, Date: '2026-02-01' });
    await edit(_id, rentRecordBody({ tenantName: 'Kwaku Ofori Jnr' }));
    const payment = await get(api.payment(paid._id));
    expect(payment.json().tenant).toEqual({ _id, tenantName: 'Kwaku Ofori Jnr' });
  });
});

describe('delete a rent record', () => {
  it("keeps the tenant's payments readable with the tenant's name", async () => {
    const { _id } = await created({ tenantName: 'Esi Quaye' });
    const paymentId = (await pay(_id, { amountPaid: '450.50', Date: '2026-03-05', method: 'Cash' }))._id;
    const { cookie: manager } = await t.signIn('Manager');
    expect((await remove(_id, manager)).statusCode).toBe(200);

    const one = await get(api.payment(paymentId));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      tenant: { _id: null, tenantName: 'Esi Quaye' },
      amountPaid: 450.5,
      method: 'Cash',
    });
    const list = await get(api.payments);
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0].tenant.tenantName).toBe('Esi Quaye');
    const sheet = await readXlsx(await get(`${api.exportPayments}?q=esi`));
    expect(sheet.rows.map((row) => row.slice(0, 6))).toEqual([
      ['Esi Quaye', 450.5, 'Cash', new Date('2026-03-05T00:00:00.000Z'), 'Partial', 'RCT-000001'],
    ]);
    // No tenancy left to run a balance on.
    expect(sheet.rows[0]?.[9]).toBeUndefined();
  });
});

describe('export tenants', () => {
  it('downloads Tenants_List.xlsx with the spec header, numbers as numbers and dates as dates', async () => {
    await created({ tenantName: 'Kofi Asare', totalAmount: 1200.05, noOfMonthsRented: 2 });
    await created({ tenantName: 'Abena Owusu', status: 'Inactive' });
    const response = await get(api.exportTenants);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Tenants_List.xlsx"');
    const sheet = await readXlsx(response);
    expect(sheet.sheetNames).toEqual(['Sheet1']);
    expect(sheet.header).toEqual(TENANTS_EXPORT_HEADER);
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.rows.find((row) => row[0] === 'Kofi Asare')).toEqual([
      'Kofi Asare',
      '+233241112233',
      'Room 4, Adenta block B',
      new Date('2026-01-01T00:00:00.000Z'),
      new Date('2026-12-31T00:00:00.000Z'),
      2,
      150.5,
      800,
      'Active',
      1200.05,
      // Then the ledger's values as of today (the term began on 2026-01-01: all of it is due).
      undefined,
      'In advance',
      0,
      1200.05,
      1200.05,
      undefined,
      expect.any(Number),
      'In arrears',
    ]);
    const inactive = await readXlsx(await get(`${api.exportTenants}?status=Inactive`));
    expect(inactive.rows.map((row) => row[0])).toEqual(['Abena Owusu']);
    const search = await readXlsx(await get(`${api.exportTenants}?q=KOFI`));
    expect(search.rows.map((row) => row[0])).toEqual(['Kofi Asare']);
  });
});

/** The default account's audit events for one record, newest first, read as its Admin would. */
async function auditOf(entityId: string) {
  const { cookie: admin } = await t.signIn('Admin');
  const response = await get(
    `${api.audit}?entity=rent_record&entityId=${encodeURIComponent(entityId)}`,
    admin,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: { action: string; actor: { _id: string }; before: unknown; after: unknown }[];
    total: number;
  };
}

/** How many audit events the database holds for an account, of every kind. */
async function eventCount(accountId = t.accountId) {
  const rows = await t.handle.db
    .selectFrom('audit_events')
    .select('entity')
    .where('account_id', '=', accountId)
    .execute();
  return rows.length;
}

describe('audit log', () => {
  it('writes one event per add, edit and delete, with the record as the single GET shows it', async () => {
    const data = await created({ tenantName: 'Kojo Antwi' });
    let log = await auditOf(data._id);
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({
      action: 'create',
      entity: 'rent_record',
      entityId: data._id,
      before: null,
    });
    expect(log.items[0]?.after).toEqual((await get(api.rentRecord(data._id))).json().data);

    await pay(data._id, { amountPaid: 100, Date: '2026-02-01' });
    const paid = (await get(api.rentRecord(data._id))).json().data;
    expect(paid.paid).toBe(100);
    const renamed = await edit(data._id, rentRecordBody({ tenantName: 'Kojo Antwi Jnr' }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers['x-data-changed']).toBe('tenants, payments');
    log = await auditOf(data._id);
    expect(log.total).toBe(2);
    expect(log.items[0]).toMatchObject({ action: 'update', before: paid, after: renamed.json().data });
    // The payment's new name snapshot is part of the tenant's edit, not an edit of the payment.
    expect(await eventCount()).toBe(3);

    const { cookie: manager } = await t.signIn('Manager');
    const deleted = await remove(data._id, manager);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.headers['x-data-changed']).toBe('tenants, payments');
    log = await auditOf(data._id);
    expect(log.total).toBe(3);
    expect(log.items[0]).toMatchObject({ action: 'delete', before: renamed.json().data, after: null });
    expect(await eventCount()).toBe(4);
  });

  it('names only the tenants when no payment changed, and records nothing for a refused write', async () => {
    const data = await created();
    const response = await edit(data._id, rentRecordBody({ tenantName: 'Someone Else' }));
    expect(response.headers['x-data-changed']).toBe('tenants');
    expect((await edit(data._id, { ...rentRecordBody(), tenantPhone: '' })).statusCode).toBe(400);
    expect((await edit('missing', rentRecordBody())).statusCode).toBe(404);
    expect((await remove(data._id, t.cookie)).statusCode).toBe(403);
    expect(await eventCount()).toBe(2);
  });
});

describe('round trip (docs/product.md §2)', () => {
  it.each([
    ['a plain record', {}],
    [
      'an Inactive record with a date-time and numeric strings',
      {
        status: 'Inactive' as const,
        rentedDate: '2026-03-01T10:30:00+01:00',
        noOfMonthsRented: '3',
        monthlyPrice: '1,000.20',
      },
    ],
  ])('takes %s back exactly as its GET answers it and changes nothing', async (_, overrides) => {
    const { _id } = await created(overrides);
    const read = (await get(api.rentRecord(_id))).json().data;
    const response = await edit(_id, read);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...read, data: read });
    expect(response.headers['x-data-changed']).toBeUndefined();
    expect((await get(api.rentRecord(_id))).json()).toEqual({ ...read, data: read });
    expect((await auditOf(_id)).total).toBe(1);
  });
});

describe("the original app's client: the record at the top level and under data (decision 059)", () => {
  it("answers the record's fields at the top level, equal to data's, on GET, create and edit", async () => {
    const flat = okBody(
      await t.request('POST', api.addApartment, {
        cookie: t.cookie,
        payload: apartmentBody({ title: 'Flat 9', location: 'Osu' }),
      }),
    );
    const added = okBody(await add(rentRecordBody({ apartmentId: flat._id })));
    const { data, ...top } = added;
    expect(top).toEqual(data);
    // What the original app's edit screen reads.
    expect(added.apartment._id).toBe(flat._id);
    expect(added._id).toBe(data._id);

    const read = okBody(await get(api.rentRecord(data._id)));
    const { data: readData, ...readTop } = read;
    expect(readTop).toEqual(readData);
    expect(read.apartment).toEqual({ _id: flat._id, title: 'Flat 9', location: 'Osu' });

    const edited = okBody(
      await edit(data._id, rentRecordBody({ apartmentId: flat._id, tenantName: 'Renamed' })),
    );
    const { data: editedData, ...editedTop } = edited;
    expect(editedTop).toEqual(editedData);
    expect(edited.tenantName).toBe('Renamed');
  });

  it('takes the GET answer sent back whole (data included) and changes nothing', async () => {
    const { _id } = await created();
    const answer = okBody(await get(api.rentRecord(_id)));
    const response = await edit(_id, answer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(answer);
    expect(response.headers['x-data-changed']).toBeUndefined();
    expect(okBody(await get(api.rentRecord(_id)))).toEqual(answer);
    expect((await auditOf(_id)).total).toBe(1);
  });

  it('reads the top-level fields and ignores what data says, even when it is not a record', async () => {
    const { _id } = await created({ tenantName: 'Kojo Antwi' });
    const answer = okBody(await get(api.rentRecord(_id)));
    for (const data of [{ ...answer.data, tenantName: 'From data' }, 'junk', null, 42]) {
      const response = await edit(_id, { ...answer, tenantName: 'From the top', data });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().tenantName).toBe('From the top');
    }
    expect(okBody(await get(api.rentRecord(_id))).data.tenantName).toBe('From the top');
  });
});

describe('another account', () => {
  it("never reads, lists, exports, edits or deletes this account's records", async () => {
    const ours = await created({ tenantName: 'Ours Only' });
    const other = await t.newAccount('Other business');
    const { cookie: outsider } = await t.signIn('Admin', { accountId: other });

    for (const call of [
      { method: 'GET' as const, url: api.rentRecord(ours._id) },
      {
        method: 'PUT' as const,
        url: api.editRentRecord(ours._id),
        payload: rentRecordBody({ tenantName: 'Taken' }),
      },
      { method: 'DELETE' as const, url: api.deleteRentRecord(ours._id) },
    ]) {
      const response = await t.app.inject({ ...call, headers: { cookie: outsider } });
      expect(response.statusCode, call.method).toBe(404);
      expect(response.json()).toEqual({ message: 'Tenant record not found' });
    }
    expect((await get(api.rentRecords, outsider)).json()).toEqual([]);
    expect((await readXlsx(await get(api.exportTenants, outsider))).rows).toEqual([]);

    const theirs = okBody(
      await t.request('POST', api.addRentRecord, {
        cookie: outsider,
        payload: rentRecordBody({ tenantName: 'Theirs Only' }),
      }),
    ).data;
    expect((await get(api.rentRecords)).json()).toEqual([ours]);
    expect((await readXlsx(await get(api.exportTenants))).rows.map((row) => row[0])).toEqual(['Ours Only']);
    expect((await get(api.rentRecord(theirs._id))).statusCode).toBe(404);
    expect((await get(api.rentRecord(ours._id))).json()).toEqual({ ...ours, data: ours });
    expect(await eventCount()).toBe(1);
    expect(await eventCount(other)).toBe(1);
  });
});
