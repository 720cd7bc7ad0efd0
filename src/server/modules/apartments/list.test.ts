import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import type { Apartment } from '../../../shared/schemas/apartments';
import type { ApartmentsTable } from '../../db/schema';
import { okBody } from '../../test/api-checks';
import {
  createdAtOf,
  expectRefusedOnListAndExport,
  idsLatestFirst,
  latestFirstAsSingleGets,
  pagesWithoutTotals,
} from '../../test/list-pages';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { apartmentBody, rentRecordBody } from './test-data';

/** The Apartments list on the list contract (docs/lists.md). */
const t = freshAppForEachTest('Staff');

const get = (url: string, as = t.cookie) => t.request('GET', url, { cookie: as });
const list = (query = '', as = t.cookie) => get(`${api.apartments}${query ? `?${query}` : ''}`, as);
const created = async (overrides: Parameters<typeof apartmentBody>[0] = {}): Promise<Apartment> =>
  okBody(await t.request('POST', api.addApartment, { cookie: t.cookie, payload: apartmentBody(overrides) }));

/** A small block: names, places, prices (two the same) and statuses to search, filter and sort by. */
async function block() {
  const units = [
    await created({ title: 'Alpha flat', location: 'East Legon', price: 2500, status: 'Available' }),
    await created({
      title: 'Bravo room',
      location: 'Osu',
      price: 900,
      status: 'Occupied',
      tenant: 'Kwame Nkansah',
    }),
    await created({ title: 'Charlie flat', location: 'Tema', price: 2500, status: 'Maintenance' }),
    await created({ title: 'Delta studio', location: 'osu badu', price: 1200.5, status: 'Available' }),
    await created({
      title: 'Echo room',
      location: 'Kasoa',
      price: 2500,
      status: 'Occupied',
      tenant: 'Esi Osu',
    }),
    await created({ title: 'Foxtrot flat', location: 'Adenta', price: 3000, status: 'Available' }),
  ];
  // A tenancy on one unit: its currentTenancy and tenants come with the list too.
  const payload = rentRecordBody({ tenantName: 'Ama Tenancy', apartmentId: units[0]?._id });
  okBody(await t.request('POST', api.addRentRecord, { cookie: t.cookie, payload }));
  return units;
}

/** The list as before: newest first, each as its single GET shows it. */
const expectedArray = () => latestFirstAsSingleGets<Apartment>(t, get, 'apartments', api.apartment);

/** Every page of a query (pages of 2 by default); the Apartments list has no totals. */
const allPages = (query: string, pageSize = 2) =>
  pagesWithoutTotals<Apartment>(get, api.apartments, query, pageSize);

describe('the old whole array (no page)', () => {
  it('is every property newest first, tenancies included, as before', async () => {
    await block();
    const expected = await expectedArray();
    expect(expected.some((unit) => unit.currentTenancy !== null && unit.tenants.length === 1)).toBe(true);
    expect(okBody(await list())).toEqual(expected);
  });

  it('streams more properties than one batch, in order', async () => {
    const rows = Array.from(
      { length: 520 },
      (_, i): ApartmentsTable => ({
        id: `a-${String(i).padStart(4, '0')}`,
        account_id: t.accountId,
        title: `Unit ${i}`,
        location: 'Accra',
        price_pesewas: 100_000,
        status: 'Available',
        description: '',
        tenant: '',
        created_at: createdAtOf(i),
        updated_at: createdAtOf(0),
      }),
    );
    await t.handle.db.insertInto('apartments').values(rows).execute();
    const body = okBody(await list()) as Apartment[];
    expect(body).toHaveLength(520);
    expect(body.map((unit) => unit._id)).toEqual(idsLatestFirst(rows, (row) => row.created_at));
  });
});

describe('one page', () => {
  it('pages the same items, newest first by default; a page past the end is empty with the real total', async () => {
    await block();
    const expected = await expectedArray();
    const { items } = await allPages('');
    expect(items).toEqual(expected);
    expect(okBody(await list('page=9&pageSize=5'))).toEqual({
      items: [],
      total: 6,
      page: 9,
      pageSize: 5,
      totals: {},
    });
  });

  it.each([
    ['createdAt', 'desc', (a: Apartment) => a.createdAt],
    ['title', 'asc', (a: Apartment) => a.title],
    ['price', 'desc', (a: Apartment) => a.price],
  ] as const)('sorts by %s (default %s) and the other way, id last', async (sort, fallback, key) => {
    await block();
    const expected = await expectedArray();
    const compare = (a: Apartment, b: Apartment) => {
      const x = key(a);
      const y = key(b);
      return x < y ? -1 : x > y ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
    };
    const ascending = [...expected].sort(compare).map((unit) => unit._id);
    for (const order of ['asc', 'desc', undefined]) {
      // Three units cost 2,500: with pages of 2 they straddle a page boundary.
      const { items } = await allPages(`sort=${sort}${order ? `&order=${order}` : ''}`);
      const descending = [...ascending].reverse();
      expect(items.map((unit) => unit._id)).toEqual((order ?? fallback) === 'asc' ? ascending : descending);
    }
  });
});

describe('search and filter', () => {
  it.each([
    ['q=FLAT', ['Alpha flat', 'Charlie flat', 'Foxtrot flat']],
    ['q=osu', ['Bravo room', 'Delta studio', 'Echo room']],
    ['q=nkansah', ['Bravo room']],
    // Alpha flat's tenancy made it Occupied (docs/ledger.md §2).
    ['status=Available', ['Delta studio', 'Foxtrot flat']],
    ['status=Occupied', ['Alpha flat', 'Bravo room', 'Echo room']],
    ['status=All', ['Alpha flat', 'Bravo room', 'Charlie flat', 'Delta studio', 'Echo room', 'Foxtrot flat']],
    ['status=', ['Alpha flat', 'Bravo room', 'Charlie flat', 'Delta studio', 'Echo room', 'Foxtrot flat']],
    ['status=Occupied&q=osu', ['Bravo room', 'Echo room']],
    ['q=nothing-like-it', []],
  ])('%s', async (query, titles) => {
    await block();
    const { items, total } = await allPages(query);
    expect(total).toBe(titles.length);
    expect(items.map((unit) => unit.title).sort()).toEqual(titles);
    const array = okBody(await list(query)) as Apartment[];
    expect(array.map((unit) => unit.title).sort()).toEqual(titles);
    const sheet = await readXlsx(await get(`${api.exportApartments}?${query}&sort=title`));
    expect(sheet.rows.map((row) => row[0])).toEqual(titles);
  });
});

describe('bad parameters', () => {
  it.each([
    ['page', 'page=-1'],
    ['pageSize', 'page=1&pageSize=500'],
    ['sort', 'sort=location'],
    ['order', 'order=random'],
    ['status', 'status=Vacant'],
  ])('answers 400 naming %s (%s) on the list and the export, changing nothing', async (name, query) => {
    await created();
    await expectRefusedOnListAndExport(
      get,
      [`${api.apartments}?${query}`, `${api.exportApartments}?${query}`],
      name,
      () => t.handle.db.selectFrom('apartments').selectAll().orderBy('id').execute(),
    );
  });
});

describe('another account', () => {
  it("never lists, counts or exports this account's properties", async () => {
    await block();
    const other = await t.newAccount('Other business');
    const { cookie: outsider } = await t.signIn('Admin', { accountId: other });
    expect(okBody(await list('', outsider))).toEqual([]);
    expect(okBody(await list('page=1&q=flat', outsider))).toMatchObject({ items: [], total: 0 });
    expect((await readXlsx(await get(`${api.exportApartments}?q=flat`, outsider))).rows).toEqual([]);
  });
});
