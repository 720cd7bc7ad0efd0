import { beforeEach, describe, expect, it } from 'vitest';
import { fromPesewas } from '../../../shared/money';
import { api } from '../../../shared/paths';
import type { Payment } from '../../../shared/schemas/payments';
import type { PaymentsTable } from '../../db/schema';
import { balancesAfter } from '../../lib/rent-standing';
import { okBody } from '../../test/api-checks';
import { asSingleGets, everyPage, expectRefusedOnListAndExport, idsLatestFirst } from '../../test/list-pages';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { rentRecordBody } from '../apartments/test-data';

/** The Payments list on the list contract (docs/lists.md, docs/decisions/077-payments-list-in-sql.md). */
const t = freshAppForEachTest('Staff');

const get = (url: string, as = t.cookie) => t.request('GET', url, { cookie: as });
const list = (query = '', as = t.cookie) => get(`${api.payments}${query ? `?${query}` : ''}`, as);

async function tenant(tenantName: string, totalAmount = 9750.5): Promise<string> {
  const payload = rentRecordBody({
    tenantName,
    totalAmount,
    noOfMonthsRented: 1,
    monthlyPrice: totalAmount - 150.5,
  });
  return okBody(await t.request('POST', api.addRentRecord, { cookie: t.cookie, payload })).data._id;
}

/** A tiny deterministic random source, so a failing case can be read again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

let receipt = 0;
let clock = 0;
beforeEach(() => {
  receipt = 0;
  clock = 0;
});

type Seed = Partial<PaymentsTable> & { tenant_id: string | null; tenant_name: string };

/** Stores payments straight in the table (receipt numbers in order, each recorded a second later). */
async function seed(rows: Seed[]): Promise<PaymentsTable[]> {
  const stored = rows.map((row): PaymentsTable => {
    receipt += 1;
    clock += 1;
    const at = new Date(Date.UTC(2026, 0, 1, 0, 0, clock)).toISOString();
    return {
      id: `p-${String(receipt).padStart(4, '0')}-${Math.random().toString(36).slice(2, 8)}`,
      account_id: t.accountId,
      amount_pesewas: 10_000,
      method: 'Cash',
      date: '2026-02-01',
      status: 'Completed',
      created_at: at,
      updated_at: at,
      request_key: null,
      receipt_number: receipt,
      reference: null,
      network: null,
      payer_phone: null,
      recorded_by_id: null,
      recorded_by_name: null,
      voided_at: null,
      voided_by_id: null,
      voided_by_name: null,
      void_reason: null,
      ...row,
    };
  });
  for (const row of stored) await t.handle.db.insertInto('payments').values(row).execute();
  return stored;
}

/**
 * The payments that count in the old array's order (newest recorded first, then id), each with the
 * balance after it worked out by the engine (`balancesAfter`) over its tenancy's payments that count.
 */
async function expectedOrder(): Promise<{ _id: string; balanceAfter: number | null }[]> {
  const rows = await t.handle.db
    .selectFrom('payments')
    .select(['id', 'tenant_id', 'date', 'receipt_number', 'amount_pesewas', 'created_at'])
    .where('account_id', '=', t.accountId)
    .where('voided_at', 'is', null)
    .execute();
  const records = await t.handle.db
    .selectFrom('rent_records')
    .select(['id', 'total_pesewas'])
    .where('account_id', '=', t.accountId)
    .execute();
  const after = new Map<string, number>();
  for (const record of records) {
    const own = rows
      .filter((row) => row.tenant_id === record.id)
      .map((row) => ({
        id: row.id,
        date: row.date,
        receiptNumber: Number(row.receipt_number),
        amountPesewas: Number(row.amount_pesewas),
      }));
    for (const [id, balance] of balancesAfter(Number(record.total_pesewas), own)) after.set(id, balance);
  }
  return idsLatestFirst(rows, (row) => row.created_at).map((id) => {
    const balance = after.get(id);
    return { _id: id, balanceAfter: balance === undefined ? null : fromPesewas(balance) };
  });
}

/**
 * The list as the code before the list contract built it: `expectedOrder`, each payment as its single
 * GET shows it but with the engine's balance, so a wrong balance in SQL shows on both.
 */
async function expectedArray(): Promise<Payment[]> {
  const order = await expectedOrder();
  const shown = await asSingleGets<Payment>(
    get,
    order.map((row) => row._id),
    api.payment,
  );
  return shown.map((payment, i) => ({ ...payment, balanceAfter: order[i]?.balanceAfter ?? null }));
}

/** Every page of a query, walked with a small page size. */
const allPages = (query: string, pageSize = 3) => everyPage<Payment>(get, api.payments, query, pageSize);

/** A varied book: three tenancies (one deleted), same-day payments, times in dates, voids. */
async function variedBook(seedNumber: number) {
  const next = random(seedNumber);
  const ama = await tenant('Ama Owusu', 2400);
  const kofi = await tenant('Kofi Mensah', 1000.01);
  const gone = await tenant('Esi Gone', 500);
  const people = [
    { id: ama, name: 'Ama Owusu' },
    { id: kofi, name: 'Kofi Mensah' },
    { id: gone, name: 'Esi Gone' },
  ];
  const rows: Seed[] = [];
  for (let i = 0; i < 30; i += 1) {
    const who = people[Math.floor(next() * people.length)] ?? people[0];
    if (!who) throw new Error('no tenant');
    const day = `2026-0${1 + Math.floor(next() * 3)}-${String(1 + Math.floor(next() * 3)).padStart(2, '0')}`;
    const momo = next() < 0.4;
    rows.push({
      tenant_id: who.id,
      tenant_name: who.name,
      amount_pesewas: 1 + Math.floor(next() * 50_000),
      date: next() < 0.3 ? `${day}T${String(Math.floor(next() * 24)).padStart(2, '0')}:00:00.000Z` : day,
      status: next() < 0.5 ? 'Completed' : 'Partial',
      method: momo ? 'Mobile Money' : next() < 0.5 ? 'Cash' : 'Bank Transfer',
      network: momo ? (next() < 0.5 ? 'MTN MoMo' : 'Telecel Cash') : null,
      reference: momo ? `TX${Math.floor(next() * 1e8)}` : null,
      payer_phone: momo ? `+23324${String(Math.floor(next() * 1e7)).padStart(7, '0')}` : null,
      ...(next() < 0.15
        ? { voided_at: '2026-03-01T00:00:00.000Z', voided_by_name: 'Boss', void_reason: 'typo' }
        : {}),
    });
  }
  // Recorded in an order other than their days: the balance follows the day, then the receipt.
  rows.reverse();
  await seed(rows);
  const deleted = await t.request('DELETE', api.deleteRentRecord(gone), {
    cookie: (await t.signIn('Admin')).cookie,
  });
  expect(deleted.statusCode, deleted.body).toBe(200);
  return { ama, kofi, gone };
}

describe('the old whole array (no page)', () => {
  it.each([1, 2, 3])(
    'is what the code before built, balance after each equal to the engine (book %i)',
    async (n) => {
      await variedBook(n);
      const expected = await expectedArray();
      expect(expected.some((row) => row.balanceAfter === null)).toBe(true);
      expect(expected.some((row) => row.balanceAfter !== null)).toBe(true);
      const response = await list();
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual(expected);
      // The single GET shows the same balance.
      for (const row of expected.slice(0, 5)) expect(okBody(await get(api.payment(row._id)))).toEqual(row);
    },
  );

  it('streams more rows than one batch, in order', async () => {
    const id = await tenant('Many Payments', 1_000_000);
    await seed(Array.from({ length: 1_050 }, () => ({ tenant_id: id, tenant_name: 'Many Payments' })));
    const body = okBody(await list()) as Payment[];
    expect(body).toHaveLength(1_050);
    expect(body.map(({ _id, balanceAfter }) => ({ _id, balanceAfter }))).toEqual(await expectedOrder());
    // Each as its single GET shows it; a few read one by one are enough.
    for (const row of [body[0], body[499], body[500], body[1_049]]) {
      expect(okBody(await get(api.payment(row?._id ?? '')))).toEqual(row);
    }
  });

  it('shows each stored column in its field', async () => {
    const id = await tenant('Field Check', 1000);
    const { user } = await t.signIn('Admin', { name: 'Akos Clerk' });
    const [stored] = await seed([
      {
        tenant_id: id,
        tenant_name: 'Field Check',
        amount_pesewas: 12_345,
        method: 'Mobile Money',
        status: 'Partial',
        date: '2026-02-03',
        receipt_number: 42,
        reference: 'TX42',
        network: 'MTN MoMo',
        payer_phone: '+233245550001',
        recorded_by_id: user._id,
        recorded_by_name: 'Akos Clerk',
      },
    ]);
    const shown: Payment = {
      _id: stored?.id ?? '',
      tenant: { _id: id, tenantName: 'Field Check' },
      amountPaid: 123.45,
      method: 'Mobile Money',
      date: '2026-02-03',
      status: 'Partial',
      createdAt: '2026-01-01T00:00:01.000Z',
      updatedAt: '2026-01-01T00:00:01.000Z',
      receiptNumber: 'RCT-000042',
      reference: 'TX42',
      network: 'MTN MoMo',
      payerPhone: '+233245550001',
      recordedBy: { _id: user._id, name: 'Akos Clerk' },
      balanceAfter: 876.55,
    };
    expect(okBody(await list())).toEqual([shown]);
    expect(okBody(await list('page=1')).items).toEqual([shown]);
    expect(okBody(await get(api.payment(shown._id)))).toEqual(shown);
  });

  it('is [] for a business without payments', async () => {
    expect(okBody(await list())).toEqual([]);
  });
});

describe('one page', () => {
  it('pages the same items, balance included, newest day first by default', async () => {
    await variedBook(7);
    const expected = await expectedArray();
    const { items, total } = await allPages('');
    expect(total).toBe(expected.length);
    const byId = new Map(expected.map((row) => [row._id, row]));
    for (const item of items) expect(item).toEqual(byId.get(item._id));
    const days = items.map((item) => item.date);
    expect(days).toEqual([...days].sort().reverse());
  });

  it('never shows a row on two pages when rows of the same sort value straddle a page boundary', async () => {
    const id = await tenant('Same Day', 100_000);
    await seed(
      Array.from({ length: 7 }, () => ({ tenant_id: id, tenant_name: 'Same Day', date: '2026-04-04' })),
    );
    for (const sort of ['Date', 'amountPaid']) {
      for (const order of ['asc', 'desc']) {
        const first = okBody(await list(`sort=${sort}&order=${order}&page=1&pageSize=4`));
        const second = okBody(await list(`sort=${sort}&order=${order}&page=2&pageSize=4`));
        const ids = [...first.items, ...second.items].map((item: Payment) => item._id);
        expect(ids).toHaveLength(7);
        expect(new Set(ids).size).toBe(7);
        const byId = [...ids].sort();
        expect(ids).toEqual(order === 'asc' ? byId : byId.reverse());
      }
    }
  });

  it.each([
    ['Date', 'desc', (p: Payment) => p.date],
    ['amountPaid', 'desc', (p: Payment) => p.amountPaid],
    ['receiptNumber', 'asc', (p: Payment) => p.receiptNumber],
  ] as const)('sorts by %s (default %s) and the other way, id last', async (sort, fallback, key) => {
    await variedBook(11);
    const expected = await expectedArray();
    const compare = (a: Payment, b: Payment) => {
      const x = key(a);
      const y = key(b);
      return x < y ? -1 : x > y ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
    };
    const ascending = [...expected].sort(compare).map((row) => row._id);
    for (const order of ['asc', 'desc', undefined]) {
      const { items } = await allPages(`sort=${sort}${order ? `&order=${order}` : ''}`, 4);
      const direction = order ?? fallback;
      expect(items.map((item) => item._id)).toEqual(
        direction === 'asc' ? ascending : [...ascending].reverse(),
      );
    }
  });

  it('answers a page past the end with no items and the real total', async () => {
    await variedBook(4);
    const count = (await expectedArray()).length;
    const body = okBody(await list('page=99&pageSize=10'));
    expect(body).toMatchObject({ items: [], total: count, page: 99, pageSize: 10 });
    expect(body.totals.amountPaid).toBeGreaterThan(0);
  });

  it('sums the amounts of every matching payment, not the page, exact to the pesewa', async () => {
    const id = await tenant('Pesewa Sum', 1000);
    await seed([
      { tenant_id: id, tenant_name: 'Pesewa Sum', amount_pesewas: 10 },
      { tenant_id: id, tenant_name: 'Pesewa Sum', amount_pesewas: 20 },
      { tenant_id: id, tenant_name: 'Pesewa Sum', amount_pesewas: 33_333 },
      { tenant_id: id, tenant_name: 'Pesewa Sum', amount_pesewas: 99_999, voided_at: '2026-03-01T00:00:00Z' },
    ]);
    const body = okBody(await list('page=1&pageSize=1'));
    expect(body.items).toHaveLength(1);
    expect(body.total).toBe(3);
    expect(body.totals).toEqual({ amountPaid: 333.63 });
    const voided = okBody(await list('page=1&voided=true'));
    expect(voided.totals).toEqual({ amountPaid: 999.99 });
  });
});

describe('search and filters', () => {
  let book: Awaited<ReturnType<typeof variedBook>>;
  let everything: Payment[];
  beforeEach(async () => {
    book = await variedBook(5);
    await seed([
      {
        tenant_id: book.ama,
        tenant_name: 'Ama Owusu',
        receipt_number: 123,
        reference: 'ABC-77x',
        method: 'Mobile Money',
        network: 'AirtelTigo Money',
        payer_phone: '+233245550000',
        date: '2026-05-10',
        status: 'Partial',
      },
    ]);
    everything = await expectedArray();
  });

  /** Every page of a query holds exactly the payments `keep` picks, and the total and sum agree. */
  async function expectMatches(query: string, keep: (p: Payment) => boolean) {
    const wanted = everything.filter(keep);
    const { items, total } = await allPages(query, 5);
    expect(total).toBe(wanted.length);
    expect(new Set(items.map((item) => item._id))).toEqual(new Set(wanted.map((row) => row._id)));
    const first = okBody(await list(`${query}&page=1`));
    const sum = wanted.reduce((cents, row) => cents + Math.round(row.amountPaid * 100), 0);
    expect(first.totals).toEqual({ amountPaid: sum / 100 });
    // The old array and the export take the same parameters.
    const array = okBody(await list(query)) as Payment[];
    expect(array.map((row) => row._id)).toEqual(wanted.map((row) => row._id));
    const sheet = await readXlsx(await get(`${api.exportPayments}?${query}`));
    expect(sheet.rows.map((row) => row[5])).toEqual(wanted.map((row) => row.receiptNumber));
    return wanted;
  }

  it('searches the tenant name, case-insensitive, as a substring', async () => {
    const found = await expectMatches('q=owUSu', (p) => p.tenant.tenantName === 'Ama Owusu');
    expect(found.length).toBeGreaterThan(1);
  });

  it.each(['RCT-000123', 'rct-000123', '123', '000123'])('finds the receipt %s', async (q) => {
    const found = await expectMatches(`q=${q}`, (p) => p.receiptNumber === 'RCT-000123');
    expect(found).toHaveLength(1);
  });

  it('searches the transaction ID', async () => {
    const found = await expectMatches('q=abc-77', (p) => p.reference === 'ABC-77x');
    expect(found).toHaveLength(1);
  });

  it('searches the payer phone only when the search is a phone number', async () => {
    const found = await expectMatches(`q=${encodeURIComponent('024 555 0000')}`, (p) =>
      (p.payerPhone ?? '').includes('245550000'),
    );
    expect(found.map((row) => row.receiptNumber)).toEqual(['RCT-000123']);
    // Letters and digits together are no phone: the payer's digits do not match.
    await expectMatches('q=x5550000', () => false);
  });

  it.each([
    ['status=Partial', (p: Payment) => p.status === 'Partial'],
    ['status=All', () => true],
    ['method=Mobile%20Money', (p: Payment) => p.method === 'Mobile Money'],
    ['method=Cash', (p: Payment) => p.method === 'Cash'],
    ['network=AirtelTigo%20Money', (p: Payment) => p.network === 'AirtelTigo Money'],
    ['network=MTN%20MoMo', (p: Payment) => p.network === 'MTN MoMo'],
    ['from=2026-02-02', (p: Payment) => p.date.slice(0, 10) >= '2026-02-02'],
    ['to=2026-02-02', (p: Payment) => p.date.slice(0, 10) <= '2026-02-02'],
    [
      'from=2026-02-01&to=2026-02-03',
      (p: Payment) => p.date >= '2026-02-01' && p.date.slice(0, 10) <= '2026-02-03',
    ],
    ['status=Completed&method=Cash', (p: Payment) => p.status === 'Completed' && p.method === 'Cash'],
    ['voided=false', () => true],
  ])('filters %s', async (query, keep) => {
    const found = await expectMatches(query, keep);
    expect(found.length).toBeGreaterThan(0);
    if (query !== 'status=All' && query !== 'voided=false')
      expect(found.length).toBeLessThan(everything.length);
  });

  it("filters one tenant's payments", async () => {
    const found = await expectMatches(`tenantId=${book.kofi}`, (p) => p.tenant._id === book.kofi);
    expect(found.length).toBeGreaterThan(0);
    await expectMatches('tenantId=nobody', () => false);
  });

  it('lists only the voided payments with voided=true, without a balance', async () => {
    const voided = await t.handle.db
      .selectFrom('payments')
      .select('id')
      .where('account_id', '=', t.accountId)
      .where('voided_at', 'is not', null)
      .execute();
    expect(voided.length).toBeGreaterThan(0);
    const { items, total } = await allPages('voided=true', 2);
    expect(total).toBe(voided.length);
    expect(new Set(items.map((item) => item._id))).toEqual(new Set(voided.map((row) => row.id)));
    for (const item of items) expect(item.balanceAfter).toBeNull();
    expect(okBody(await list('voided=true'))).toHaveLength(voided.length);
  });
});

describe('bad parameters', () => {
  it.each([
    ['page', 'page=0'],
    ['page', 'page=x'],
    ['pageSize', 'page=1&pageSize=101'],
    ['pageSize', 'page=1&pageSize=0'],
    ['sort', 'sort=tenantName'],
    ['order', 'order=up'],
    ['status', 'status=Paid'],
    ['method', 'method=Cheque'],
    ['network', 'network=Vodafone'],
    ['from', 'from=2026-13-01'],
    ['to', 'to=yesterday'],
    ['voided', 'voided=yes'],
    ['q', `q=${'a'.repeat(201)}`],
  ])('answers 400 naming %s (%s), on the list and the export, changing nothing', async (name, query) => {
    const id = await tenant('Unchanged', 1000);
    await seed([{ tenant_id: id, tenant_name: 'Unchanged' }]);
    await expectRefusedOnListAndExport(
      get,
      [`${api.payments}?${query}`, `${api.exportPayments}?${query}`],
      name,
      () => t.handle.db.selectFrom('payments').selectAll().orderBy('id').execute(),
    );
  });
});

describe('another account', () => {
  it('never lists, counts, sums or exports this account’s payments', async () => {
    const id = await tenant('Ours', 1000);
    await seed([{ tenant_id: id, tenant_name: 'Ours' }]);
    const other = await t.newAccount('Other business');
    const { cookie: outsider } = await t.signIn('Admin', { accountId: other });
    expect(okBody(await list('', outsider))).toEqual([]);
    expect(okBody(await list('page=1&q=ours', outsider))).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 25,
      totals: { amountPaid: 0 },
    });
    expect((await readXlsx(await get(`${api.exportPayments}?q=ours`, outsider))).rows).toEqual([]);
  });
});
