import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { expectFieldError, okBody, recordRouteChecks } from '../../test/api-checks';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { apartmentBody } from './test-data';

const t = freshAppForEachTest('Staff');

const add = (payload: unknown) => t.request('POST', api.addApartment, { cookie: t.cookie, payload });
const edit = (id: string, payload: unknown) =>
  t.request('PUT', api.editApartment(id), { cookie: t.cookie, payload });
const get = (url: string, as = t.cookie) => t.request('GET', url, { cookie: as });
const created = async (overrides: Parameters<typeof apartmentBody>[0] = {}) =>
  okBody(await add(apartmentBody(overrides)));

describe('add and read properties', () => {
  it('adds a property and answers it as the single GET shows it', async () => {
    const response = await add(apartmentBody({ title: 'Unit A1', price: 2500.5, tenant: 'Kofi Asante' }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      title: 'Unit A1',
      location: 'East Legon, Accra',
      price: 2500.5,
      status: 'Available',
      description: 'Self-contained, water and light included',
      tenant: 'Kofi Asante',
    });
    expect(typeof body._id).toBe('string');
    const one = await get(api.apartment(body._id));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(body);
  });

  it('defaults status to Available and description and tenant to empty', async () => {
    const body = await created({ status: undefined, description: undefined });
    expect(body.status).toBe('Available');
    expect(body.description).toBe('');
    expect(body.tenant).toBe('');
  });

  it('accepts the price as a numeric string and keeps it exact to the pesewa', async () => {
    const body = await created({ price: '1,234.56' });
    expect(body.price).toBe(1234.56);
    const again = await created({ price: '0.1' });
    expect(again.price).toBe(0.1);
    const row = await t.handle.db
      .selectFrom('apartments')
      .select('price_pesewas')
      .where('id', '=', body._id)
      .executeTakeFirstOrThrow();
    expect(Number(row.price_pesewas)).toBe(123456);
  });

  it('lists every property newest first', async () => {
    const first = await created({ title: 'First' });
    const second = await created({ title: 'Second' });
    const response = await get(api.apartments);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((a: { _id: string }) => a._id)).toEqual([second._id, first._id]);
  });

  it('ignores unknown fields', async () => {
    const body = await created({ ...({ owner: 'x', _id: 'chosen' } as object) });
    expect(body).not.toHaveProperty('owner');
    expect(body._id).not.toBe('chosen');
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ title: undefined }, 'title', 'Title is required'],
    [{ location: '  ' }, 'location', 'Location is required'],
    [{ price: undefined }, 'price', 'Price is required'],
    [{ price: '' }, 'price', 'Price is required'],
    [{ price: 'abc' }, 'price', 'Price must be a number'],
    [{ price: -5 }, 'price', 'Price cannot be negative'],
    [{ status: 'Sold' }, 'status', 'Status must be Available, Occupied or Maintenance'],
    [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
  ])('refuses %j with a message on %s', async (overrides, path, message) => {
    expectFieldError(await add({ ...apartmentBody(), ...overrides }), path, message);
    expect((await get(api.apartments)).json()).toEqual([]);
  });
});

recordRouteChecks(t, 'apartments', {
  notFound: 'Apartment not found',
  deleted: 'Apartment Deleted Successfully',
  add: () => created(),
  body: () => apartmentBody(),
});

describe('edit a property', () => {
  it('replaces the fields and answers the saved property', async () => {
    const { _id, createdAt } = await created({ tenant: 'Kofi' });
    const response = await edit(_id, {
      title: 'Unit B2',
      location: 'Adum, Kumasi',
      price: '3000',
      status: 'Occupied',
      description: 'Top floor',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      _id,
      title: 'Unit B2',
      location: 'Adum, Kumasi',
      price: 3000,
      status: 'Occupied',
      description: 'Top floor',
      // Not sent: kept.
      tenant: 'Kofi',
      createdAt,
    });
    expect((await get(api.apartment(_id))).json()).toEqual(body);
  });

  it('keeps the status when none is sent and refuses a missing description (docs/screens.md §5)', async () => {
    const { _id } = await created({ status: 'Maintenance' });
    const noDescription = await edit(_id, { title: 'T', location: 'L', price: 1 });
    expectFieldError(noDescription, 'description', 'Description is required');
    const ok = await edit(_id, { title: 'T', location: 'L', price: 1, description: 'D' });
    expect(ok.json().status).toBe('Maintenance');
  });

  it('validates like add and answers 404 for an unknown id', async () => {
    const { _id } = await created();
    const invalid = await edit(_id, { ...apartmentBody(), price: 'ten' });
    expectFieldError(invalid, 'price', 'Price must be a number');
    expect((await edit('nope', apartmentBody())).statusCode).toBe(404);
  });
});

describe('export apartments', () => {
  it('downloads Apartments_List.xlsx with the spec header and every matching row', async () => {
    await created({ title: 'Adenta Villa', location: 'Adenta, Accra', price: 1500.25, status: 'Occupied' });
    await created({ title: 'Ridge Flat', location: 'Ridge, Kumasi', status: 'Available' });
    await created({ title: 'Osu Loft', location: 'Osu, Accra', status: 'Maintenance', description: '' });

    const all = await get(api.exportApartments);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toBe('attachment; filename="Apartments_List.xlsx"');
    const sheet = await readXlsx(all);
    expect(sheet.sheetNames).toEqual(['Sheet1']);
    expect(sheet.header).toEqual(['Title', 'Renting Price', 'Location', 'Description', 'Apartment Status']);
    expect(sheet.rows).toHaveLength(3);
    const adenta = sheet.rows.find((row) => row[0] === 'Adenta Villa');
    expect(adenta).toEqual([
      'Adenta Villa',
      1500.25,
      'Adenta, Accra',
      'Self-contained, water and light included',
      'Occupied',
    ]);

    const accra = await readXlsx(await get(`${api.exportApartments}?q=ACCRA`));
    expect(accra.rows.map((row) => row[0]).sort()).toEqual(['Adenta Villa', 'Osu Loft']);
    const byTitle = await readXlsx(await get(`${api.exportApartments}?q=ridge`));
    expect(byTitle.rows.map((row) => row[0])).toEqual(['Ridge Flat']);
    const occupiedAccra = await readXlsx(await get(`${api.exportApartments}?q=accra&status=Occupied`));
    expect(occupiedAccra.rows.map((row) => row[0])).toEqual(['Adenta Villa']);
    const allStatus = await readXlsx(await get(`${api.exportApartments}?status=All`));
    expect(allStatus.rows).toHaveLength(3);
    const none = await readXlsx(await get(`${api.exportApartments}?q=takoradi`));
    expect(none.header).toHaveLength(5);
    expect(none.rows).toEqual([]);
  });

  it('is open to every role', async () => {
    const { cookie: staff } = await t.signIn('Staff');
    expect((await get(api.exportApartments, staff)).statusCode).toBe(200);
  });
});
