import { describe, expect, it } from 'vitest';
import { addDays, addMonthsClamped } from '../../../shared/dates';
import { api } from '../../../shared/paths';
import { businessToday } from '../../lib/business-day';
import { expectFieldError, okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { apartmentBody, rentRecordBody } from '../apartments/test-data';

const t = freshAppForEachTest('Manager');
const today = businessToday();

const unit = async (overrides: Record<string, unknown> = {}) =>
  okBody(await t.request('POST', api.addApartment, { cookie: t.cookie, payload: apartmentBody(overrides) }))
    ._id as string;
const readUnit = async (id: string) =>
  okBody(await t.request('GET', api.apartment(id), { cookie: t.cookie }));
const addTenancy = (overrides: Record<string, unknown> = {}) =>
  t.request('POST', api.addRentRecord, { cookie: t.cookie, payload: rentRecordBody(overrides) });
const editTenancy = (id: string, payload: unknown) =>
  t.request('PUT', api.editRentRecord(id), { cookie: t.cookie, payload });
const rowCount = async (table: 'rent_records' | 'payments') =>
  (await t.handle.db.selectFrom(table).select('id').execute()).length;

/** A term of `months` starting `from`, as the add form computes it. */
const term = (from: string, months: number) => ({
  rentedDate: from,
  expirationDate: addDays(addMonthsClamped(from, months), -1),
  noOfMonthsRented: months,
});

describe('tenancies on units (docs/ledger.md §2)', () => {
  it('makes the unit Occupied by its Active tenancy, and shows the tenancy on the unit', async () => {
    const flat = await unit({ title: 'Flat 3' });
    const tenancy = okBody(
      await addTenancy({ tenantName: 'Ama Owusu', apartmentId: flat, ...term(today, 12) }),
    ).data;
    expect(tenancy).toMatchObject({
      apartmentId: flat,
      apartment: { _id: flat, title: 'Flat 3', location: 'East Legon, Accra' },
      billing: 'advance',
    });
    expect(await readUnit(flat)).toMatchObject({
      status: 'Occupied',
      tenant: 'Ama Owusu',
      currentTenancy: { _id: tenancy._id, tenantName: 'Ama Owusu', expirationDate: tenancy.expirationDate },
      tenants: [tenancy._id],
    });
    const listed = okBody(await t.request('GET', api.apartmentTenants(flat), { cookie: t.cookie }));
    expect(listed.map((row: { _id: string }) => row._id)).toEqual([tenancy._id]);
  });

  it('shows a renamed unit on its tenancies at once, the cached list included', async () => {
    const flat = await unit({ title: 'Flat 3' });
    const tenancy = okBody(await addTenancy({ apartmentId: flat, ...term(today, 12) })).data;
    const list = async () =>
      okBody(await t.request('GET', api.rentRecords, { cookie: t.cookie })).find(
        (row: { _id: string }) => row._id === tenancy._id,
      );
    // Read once: the server now holds the list in its cache.
    expect((await list()).apartment.title).toBe('Flat 3');
    const renamed = await t.request('PUT', api.editApartment(flat), {
      cookie: t.cookie,
      payload: apartmentBody({ title: 'Flat 3A', location: 'Osu, Accra' }),
    });
    expect(renamed.headers['x-data-changed']).toBe('apartments, tenants');
    expect((await list()).apartment).toEqual({ _id: flat, title: 'Flat 3A', location: 'Osu, Accra' });
  });

  it('refuses an unknown unit with 400 and a second Active tenancy over the same dates with 409, writing nothing', async () => {
    const flat = await unit();
    expectFieldError(
      await addTenancy({ apartmentId: 'no-such-unit' }),
      'apartmentId',
      'Unit not found: choose an apartment from the list',
    );
    const first = okBody(
      await addTenancy({ tenantName: 'Kofi Mensah', apartmentId: flat, ...term(today, 12) }),
    ).data;
    const clash = await addTenancy({
      tenantName: 'Esi Arthur',
      apartmentId: flat,
      ...term(addDays(today, 40), 6),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain('Kofi Mensah');
    expect(clash.json().message).toContain(first.expirationDate);
    expect(await rowCount('rent_records')).toBe(1);
    // An Inactive record does not hold the unit; a renewal starting the day after the term is free.
    expect((await addTenancy({ apartmentId: flat, status: 'Inactive', ...term(today, 3) })).statusCode).toBe(
      200,
    );
    const renewal = await addTenancy({
      tenantName: 'Kofi Mensah',
      apartmentId: flat,
      ...term(addDays(first.expirationDate, 1), 12),
    });
    expect(renewal.statusCode, renewal.body).toBe(200);
    // The current tenancy stays the one covering today; the unit's tenancies are listed newest first.
    expect((await readUnit(flat)).currentTenancy._id).toBe(first._id);
    expect((await readUnit(flat)).tenants).toHaveLength(3);
  });

  it('refuses an edit that moves a tenancy onto a taken unit, but lets a record be edited on its own unit', async () => {
    const [a, b] = [await unit({ title: 'A' }), await unit({ title: 'B' })];
    const onA = okBody(await addTenancy({ tenantName: 'On A', apartmentId: a, ...term(today, 6) })).data;
    const onB = okBody(await addTenancy({ tenantName: 'On B', apartmentId: b, ...term(today, 6) })).data;
    const moved = await editTenancy(
      onB._id,
      rentRecordBody({ tenantName: 'On B', apartmentId: a, ...term(today, 6) }),
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toContain('On A');
    const renamed = await editTenancy(
      onA._id,
      rentRecordBody({ tenantName: 'Still on A', ...term(today, 6) }),
    );
    expect(okBody(renamed).data.apartmentId).toBe(a);
    expect((await readUnit(a)).tenant).toBe('Still on A');
  });

  it('frees the unit when the tenancy ends, moves or is deleted, and keeps a unit in Maintenance as it is', async () => {
    const [a, b] = [await unit({ title: 'A' }), await unit({ title: 'B' })];
    const tenancy = okBody(await addTenancy({ tenantName: 'Yaa', apartmentId: a, ...term(today, 6) })).data;
    const body = rentRecordBody({ tenantName: 'Yaa', ...term(today, 6) });

    const moved = okBody(await editTenancy(tenancy._id, { ...body, apartmentId: b }));
    expect(moved.data.apartment.title).toBe('B');
    expect(await readUnit(a)).toMatchObject({ status: 'Available', tenant: '', currentTenancy: null });
    expect(await readUnit(b)).toMatchObject({ status: 'Occupied', tenant: 'Yaa' });

    okBody(await editTenancy(tenancy._id, { ...body, status: 'Inactive' }));
    expect(await readUnit(b)).toMatchObject({ status: 'Available', tenant: '' });

    okBody(await editTenancy(tenancy._id, { ...body, status: 'Active' }));
    expect((await readUnit(b)).status).toBe('Occupied');
    // The landlord may still set the status by hand; ending the tenancy then keeps Maintenance.
    const unitB = await readUnit(b);
    okBody(
      await t.request('PUT', api.editApartment(b), {
        cookie: t.cookie,
        payload: { ...unitB, status: 'Maintenance' },
      }),
    );
    const deleted = await t.request('DELETE', api.deleteRentRecord(tenancy._id), { cookie: t.cookie });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.headers['x-data-changed']).toContain('apartments');
    expect(await readUnit(b)).toMatchObject({ status: 'Maintenance', tenant: '', tenants: [] });
  });

  it('leaves a unit the landlord set by hand alone when an Inactive record is added, moved or deleted on it', async () => {
    const flat = await unit({ status: 'Occupied', tenant: 'Papa Yaw (before the app)' });
    const old = okBody(
      await addTenancy({ apartmentId: flat, status: 'Inactive', ...term('2024-01-01', 12) }),
    ).data;
    expect(await readUnit(flat)).toMatchObject({ status: 'Occupied', tenant: 'Papa Yaw (before the app)' });
    const moved = await editTenancy(old._id, { ...old, apartmentId: null });
    expect(moved.headers['x-data-changed']).toBe('tenants, apartments');
    expect(
      okBody(await t.request('DELETE', api.deleteRentRecord(old._id), { cookie: t.cookie })).message,
    ).toBeTruthy();
    expect(await readUnit(flat)).toMatchObject({
      status: 'Occupied',
      tenant: 'Papa Yaw (before the app)',
      tenants: [],
    });
  });

  it('refuses to delete a unit an Active tenancy holds; Inactive records on it are detached and keep their room', async () => {
    const flat = await unit({ title: 'Shop 1' });
    const active = okBody(
      await addTenancy({ tenantName: 'Abena', apartmentId: flat, ...term(today, 6) }),
    ).data;
    const refused = await t.request('DELETE', api.deleteApartment(flat), { cookie: t.cookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Abena');

    okBody(
      await editTenancy(
        active._id,
        rentRecordBody({ tenantName: 'Abena', status: 'Inactive', ...term(today, 6) }),
      ),
    );
    okBody(await t.request('DELETE', api.deleteApartment(flat), { cookie: t.cookie }));
    const after = okBody(await t.request('GET', api.rentRecord(active._id), { cookie: t.cookie })).data;
    expect(after).toMatchObject({
      apartmentId: null,
      apartment: null,
      roomDescription: 'Room 4, Adenta block B',
    });
  });

  it("takes the later clients' `apartment` for `apartmentId`, and a record back exactly as read", async () => {
    const flat = await unit();
    const { _id } = okBody(await addTenancy({ apartment: flat, ...term(today, 3) } as never)).data;
    const read = okBody(await t.request('GET', api.rentRecord(_id), { cookie: t.cookie })).data;
    expect(read.apartmentId).toBe(flat);
    const again = await editTenancy(_id, read);
    expect(okBody(again)).toEqual({ ...read, data: read });
    expect(again.headers['x-data-changed']).toBeUndefined();
    // Null lets no unit.
    expect(
      okBody(await editTenancy(_id, { ...read, apartment: null, apartmentId: null })).data.apartmentId,
    ).toBeNull();
    expect((await readUnit(flat)).status).toBe('Available');
    expect(
      (await t.request('GET', api.apartmentTenants('no-such-unit'), { cookie: t.cookie })).statusCode,
    ).toBe(404);
  });

  it('lets two tenancies race for one unit and keeps exactly one', async () => {
    const flat = await unit();
    const answers = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((name) =>
        addTenancy({ tenantName: name, apartmentId: flat, ...term(today, 6) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await rowCount('rent_records')).toBe(1);
  });
});

describe('derived values on every read (docs/ledger.md §1)', () => {
  const pay = (tenant: string, amountPaid: number, date = today) =>
    t.request('POST', api.addPayment, {
      cookie: t.cookie,
      payload: { tenant, amountPaid, date, method: 'Cash', status: 'Partial' },
    });

  it('computes paid, balance, due, arrears, paid-through, days overdue and standing as of today', async () => {
    const started = addDays(addMonthsClamped(today, -2), 0);
    const monthly = okBody(
      await addTenancy({
        billing: 'monthly',
        ...term(started, 12),
        amountPaidOnUtility: 100,
        monthlyPrice: 500,
        totalAmount: 6100,
      }),
    ).data;
    // Three instalments and the utility have fallen due: 1,600. One month and the utility paid.
    okBody(await pay(monthly._id, 600));
    const read = okBody(await t.request('GET', api.rentRecord(monthly._id), { cookie: t.cookie })).data;
    expect(read).toMatchObject({
      billing: 'monthly',
      paid: 600,
      balance: 5500,
      due: 1600,
      arrears: 1000,
      paidThrough: addDays(addMonthsClamped(started, 1), -1),
      standing: 'In arrears',
    });
    expect(read.daysOverdue).toBe(
      Math.round((Date.parse(today) - Date.parse(addMonthsClamped(started, 1))) / 86_400_000),
    );

    const advance = okBody(await addTenancy({ ...term(addDays(today, 10), 6), totalAmount: 3000 })).data;
    expect(advance).toMatchObject({ due: 0, arrears: 0, standing: 'Owing', daysOverdue: 0 });
    okBody(await pay(advance._id, 3500));
    const list = okBody(await t.request('GET', api.rentRecords, { cookie: t.cookie }));
    expect(list.find((row: { _id: string }) => row._id === advance._id)).toMatchObject({
      balance: -500,
      standing: 'In credit',
    });
  });
});
