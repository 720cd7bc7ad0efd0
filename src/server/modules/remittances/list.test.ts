import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import type { Contract, Remittance } from '../../../shared/schemas/hire';
import { okBody } from '../../test/api-checks';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { dailySalesBody, HIRER, remittanceBody } from '../contracts/test-data';
import { vehicleBody } from '../vehicles/test-data';

/** The remittance list on the list contract (docs/lists.md), and its export. */

const t = freshAppForEachTest('Admin');
const get = (url: string) => t.request('GET', url, { cookie: t.cookie });
const post = (url: string, payload: unknown) => t.request('POST', url, { cookie: t.cookie, payload });
const page = async (query: string) => okBody(await get(`${api.remittances}?${query}`));
const ids = (items: { _id: string }[]) => items.map((each) => each._id);

async function contract(regNum: string, name: string): Promise<Contract> {
  const vehicleId = okBody(await post(api.addVehicle, vehicleBody({ vehicleRegNum: regNum })))._id;
  return okBody(await post(api.contracts, dailySalesBody(vehicleId, { hirer: { ...HIRER, name } })));
}
const remit = async (
  contractId: string,
  amount: number,
  date: string,
  extra: object = {},
): Promise<Remittance> =>
  okBody(await post(api.remittances, remittanceBody(contractId, { amount, date, ...extra })));

/**
 * Kofi's contract (GR 1111-26) with three remittances, Ama's (GT 2222-26) with two, one of which is
 * voided; two of Kofi's have the same amount (₵200).
 */
async function book() {
  const kofi = await contract('GR 1111-26', 'Kofi Mensah');
  const ama = await contract('GT 2222-26', 'Ama Owusu');
  const k1 = await remit(kofi._id, 200, '2026-02-01');
  const k2 = await remit(kofi._id, 200, '2026-02-03', { method: 'Bank Transfer', reference: 'TX-778899' });
  const k3 = await remit(kofi._id, 350.5, '2026-02-02');
  const a1 = await remit(ama._id, 120, '2026-02-02');
  const a2 = await remit(ama._id, 90, '2026-02-04');
  okBody(
    await t.request('DELETE', api.remittance(a2._id), { cookie: t.cookie, payload: { reason: 'typo' } }),
  );
  const all = okBody(await get(api.remittances)) as Remittance[];
  const now = (id: string) => all.find((each) => each._id === id) as Remittance;
  return { kofi, ama, k1: now(k1._id), k2: now(k2._id), k3: now(k3._id), a1: now(a1._id), a2, all };
}

describe('GET /api/hire/remittances without page (old clients)', () => {
  it('answers the whole array as before: those that count, newest first, each with its balance after it', async () => {
    const { kofi, k1, k2, k3, a1, all } = await book();
    // By day, then by receipt number: Ama's of 2 February was recorded after Kofi's.
    expect(ids(all)).toEqual([k2._id, a1._id, k3._id, k1._id]);
    for (const each of all) expect(each).toEqual(okBody(await get(api.remittance(each._id))));
    // The filters it took keep working.
    expect(ids(okBody(await get(`${api.remittances}?contractId=${kofi._id}&from=2026-02-02`)))).toEqual([
      k2._id,
      k3._id,
    ]);
  });
});

describe('GET /api/hire/remittances?page', () => {
  it('pages with the total and the sum of every match; a page past the end is empty', async () => {
    const { all } = await book();
    const first = await page('page=1&pageSize=3');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3, totals: { amount: 870.5 } });
    expect(first.items).toEqual(all.slice(0, 3));
    expect((await page('page=2&pageSize=3')).items).toEqual(all.slice(3));
    expect(await page('page=3&pageSize=3')).toMatchObject({ items: [], total: 4, totals: { amount: 870.5 } });
  });

  it('sorts by date and by amount either way; two of the same amount straddle a page once each', async () => {
    const { k1, k2, k3, a1 } = await book();
    expect(ids((await page('page=1&order=asc')).items)).toEqual([k1._id, k3._id, a1._id, k2._id]);
    const [high, low] = [k1._id, k2._id].sort().reverse();
    expect(ids((await page('page=1&sort=amount')).items)).toEqual([k3._id, high, low, a1._id]);
    expect(ids((await page('page=1&sort=amount&order=asc')).items)).toEqual([a1._id, low, high, k3._id]);
    const second = await page('page=2&pageSize=1&sort=amount');
    const third = await page('page=3&pageSize=1&sort=amount');
    expect([...ids(second.items), ...ids(third.items)]).toEqual([high, low]);
  });

  it('filters by contract, vehicle, method, span of days and voided, combined with AND', async () => {
    const { kofi, ama, k1, k2, k3, a1, a2 } = await book();
    const found = async (query: string) => ids((await page(`page=1&${query}`)).items);
    expect(await found(`contractId=${ama._id}`)).toEqual([a1._id]);
    expect(await found(`vehicleId=${kofi.vehicleId}`)).toEqual([k2._id, k3._id, k1._id]);
    expect(await found('method=Bank%20Transfer')).toEqual([k2._id]);
    expect(await found('from=2026-02-02&to=2026-02-02')).toEqual([a1._id, k3._id]);
    expect(await found('voided=true')).toEqual([a2._id]);
    expect(await found('voided=false')).toEqual(await found(''));
    expect(await found(`voided=true&contractId=${kofi._id}`)).toEqual([]);
    expect((await page('page=1&voided=true')).totals).toEqual({ amount: 90 });
    expect((await page(`page=1&vehicleId=${kofi.vehicleId}&method=Cash`)).totals).toEqual({ amount: 550.5 });
  });

  it('searches hirer, registration, receipt number and transaction id', async () => {
    const { k1, k2, k3, a1 } = await book();
    const found = async (q: string) => ids((await page(`page=1&q=${encodeURIComponent(q)}`)).items);
    expect(await found('ama')).toEqual([a1._id]);
    expect(await found('gr1111')).toEqual([k2._id, k3._id, k1._id]);
    expect(await found('GR 1111')).toEqual([k2._id, k3._id, k1._id]);
    expect(await found(k3.receiptNumber)).toEqual([k3._id]);
    expect(await found(k3.receiptNumber.toLowerCase())).toEqual([k3._id]);
    expect(await found('tx-7788')).toEqual([k2._id]);
    expect(await found('nobody')).toEqual([]);
  });

  it('answers 400 naming the parameter for a bad one, and changes nothing', async () => {
    const { all } = await book();
    const bad: [string, string][] = [
      ['page=0', 'page'],
      ['page=1&pageSize=0', 'pageSize'],
      ['page=1&pageSize=101', 'pageSize'],
      ['page=1&sort=receipt', 'sort'],
      ['page=1&order=newest', 'order'],
      ['method=Crypto', 'method'],
      ['from=2026-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['voided=maybe', 'voided'],
    ];
    for (const [query, name] of bad) {
      for (const path of [api.remittances, api.exportRemittances]) {
        const answer = await get(`${path}?${query}`);
        expect(answer.statusCode, `${path}?${query}`).toBe(400);
        expect(answer.body).toContain(name);
      }
    }
    expect(okBody(await get(api.remittances))).toEqual(all);
  });
});

describe('the whole list in batches (old clients, the export)', () => {
  /**
   * Remittances written straight to the table: more than one batch of the streamed list, one in
   * seven of them voided.
   */
  async function many(contractId: string, count: number, prefix: string) {
    const last = await t.handle.db
      .selectFrom('remittances')
      .select((eb) => eb.fn.max('receipt_number').as('receipt'))
      .executeTakeFirstOrThrow();
    let receipt = Number(last.receipt ?? 0);
    for (let i = 0; i < count; i += 1) {
      receipt += 1;
      const at = new Date(Date.UTC(2026, 2, 1, 0, 0, i)).toISOString();
      const voided = i % 7 === 3;
      await t.handle.db
        .insertInto('remittances')
        .values({
          id: `${prefix}-${String(i).padStart(5, '0')}`,
          account_id: t.accountId,
          contract_id: contractId,
          // Days and amounts repeat, so rows of one sort value straddle every batch boundary.
          date: `2026-03-${String((i % 5) + 1).padStart(2, '0')}`,
          amount_pesewas: 1_000 * ((i % 3) + 1),
          method: i % 4 === 0 ? 'Mobile Money' : 'Cash',
          network: i % 4 === 0 ? 'MTN MoMo' : null,
          reference: null,
          payer_phone: null,
          note: '',
          receipt_number: receipt,
          recorded_by_id: 'seed',
          recorded_by_name: 'Seed',
          request_key: null,
          voided_at: voided ? at : null,
          voided_by_id: voided ? 'seed' : null,
          voided_by_name: voided ? 'Seed' : null,
          void_reason: voided ? 'typo' : null,
          created_at: at,
          updated_at: at,
          odometer_km: null,
        })
        .execute();
    }
  }

  it('streams more rows than one batch, each once, in the order and with the balances the pages show', async () => {
    const kofi = await contract('GR 1111-26', 'Kofi Mensah');
    const ama = await contract('GT 2222-26', 'Ama Owusu');
    // Two contracts' rows interleaved in every batch: each row's balance after it is its own
    // contract's, whether the stream sums it or follows it from the contract's row before.
    await many(kofi._id, 1_050, 'k');
    await many(ama._id, 260, 'a');
    // A search matching more than FEW_MATCHES pages by walking the list's order (decision 096).
    const queries = [
      '',
      'sort=amount&order=asc',
      'sort=date&order=asc',
      'sort=amount',
      'q=mensah&sort=amount',
      'q=mensah',
      'method=Cash',
      'from=2026-03-02&to=2026-03-04',
      'from=2026-03-03&order=asc',
      `contractId=${ama._id}`,
      'voided=true',
    ];
    for (const query of queries) {
      const whole = okBody(await get(`${api.remittances}?${query}`)) as Remittance[];
      const { total } = await page(`${query}&page=1&pageSize=100`);
      expect(whole).toHaveLength(total);
      expect(total).toBeGreaterThan(100);
      expect(new Set(ids(whole)).size).toBe(total);
      const pages = Array.from({ length: Math.ceil(total / 100) }, (_, n) =>
        page(`${query}&page=${n + 1}&pageSize=100`),
      );
      const paged = (await Promise.all(pages)).flatMap((each) => each.items as Remittance[]);
      expect(whole, query).toEqual(paged);
    }
  }, 120_000);
});

describe('GET /api/export/remittances', () => {
  it('takes the list parameters: the rows that match, in the asked order', async () => {
    const { k1, k2, k3 } = await book();
    const sheet = await readXlsx(await get(`${api.exportRemittances}?q=kofi&sort=amount&order=asc`));
    const [low, high] = [k1, k2].sort((a, b) => (a._id < b._id ? -1 : 1));
    expect(sheet.rows.map((row) => row[1])).toEqual([
      low?.receiptNumber,
      high?.receiptNumber,
      k3.receiptNumber,
    ]);
    expect((await readXlsx(await get(api.exportRemittances))).rows).toHaveLength(4);
  });
});
