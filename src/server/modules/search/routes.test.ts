import { describe, expect, it } from 'vitest';
import { api, routes } from '../../../shared/paths';
import type { SearchAnswer, SearchResult } from '../../../shared/schemas/search';
import { okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { apartmentBody, rentRecordBody, uniqueName } from '../apartments/test-data';
import { remittanceBody, rentalBody } from '../contracts/test-data';
import { vehicleBody } from '../vehicles/test-data';

const t = freshAppForEachTest('Staff');

const post = (url: string, payload: unknown, as = t.cookie) =>
  t.request('POST', url, { cookie: as, payload });
const created = async (url: string, payload: unknown, as = t.cookie): Promise<{ _id: string }> =>
  okBody(await post(url, payload, as));

const searchUrl = (q: string) => `${api.search}?q=${encodeURIComponent(q)}`;
async function search(q: string, as = t.cookie): Promise<SearchResult[]> {
  const answer = okBody(await t.request('GET', searchUrl(q), { cookie: as })) as SearchAnswer;
  return answer.results;
}
const labels = (results: SearchResult[], kind?: SearchResult['kind']) =>
  results.filter((result) => !kind || result.kind === kind).map((result) => result.label);

async function tenant(overrides: Record<string, unknown> = {}, as = t.cookie) {
  return created(api.addRentRecord, rentRecordBody(overrides as never), as);
}
async function payment(tenantId: string, overrides: Record<string, unknown> = {}) {
  return created(api.addPayment, {
    tenant: tenantId,
    amountPaid: 800,
    method: 'Cash',
    Date: '2026-02-01',
    status: 'Completed',
    ...overrides,
  });
}
async function contract(hirer: { name: string; phone: string }, plate?: string) {
  const vehicle = await created(api.addVehicle, vehicleBody(plate ? { vehicleRegNum: plate } : {}));
  return created(api.contracts, rentalBody(vehicle._id, { hirer: { ...rentalBody('').hirer, ...hirer } }));
}

describe('GET /api/search', () => {
  it('finds tenants, units, vehicles, contracts and receipts, each with the screen that opens it', async () => {
    const word = uniqueName('Zebra').split(' ')[1] as string;
    const unit = await created(api.addApartment, apartmentBody({ title: `Flat ${word}` }));
    const lodger = await tenant({ tenantName: `Ama ${word}`, apartmentId: unit._id });
    const plate = `GR ${word.slice(-4).toUpperCase()}-21`;
    const hire = await contract({ name: `Kojo ${word}`, phone: '020 111 4455' });
    const vehicle = await created(api.addVehicle, vehicleBody({ vehicleRegNum: plate }));

    const results = await search(word);
    expect(results.map((result) => result.kind)).toEqual(['tenant', 'unit', 'contract']);
    expect(results).toEqual([
      expect.objectContaining({
        kind: 'tenant',
        id: lodger._id,
        label: `Ama ${word}`,
        route: routes.tenant(lodger._id),
      }),
      expect.objectContaining({
        kind: 'unit',
        id: unit._id,
        label: `Flat ${word}`,
        route: routes.editApartment(unit._id),
      }),
      expect.objectContaining({
        kind: 'contract',
        id: hire._id,
        label: `Kojo ${word}`,
        route: routes.contract(hire._id),
      }),
    ]);
    expect(results[0]?.subLabel).toContain(`Flat ${word}`);

    // A plate as typed, or without its spaces and dash, in any case.
    for (const typed of [plate, plate.toLowerCase().replace(/[\s-]/g, ''), plate.slice(0, 6)]) {
      const found = (await search(typed)).filter((result) => result.kind === 'vehicle');
      expect(found, typed).toContainEqual(
        expect.objectContaining({ id: vehicle._id, label: plate, route: routes.vehicle(vehicle._id) }),
      );
    }
  });

  it('finds a receipt by its number, with or without RCT-, and by transaction id, payments and remittances alike', async () => {
    const lodger = await tenant({ tenantName: 'Esi Receipt' });
    const paid = await payment(lodger._id, {
      method: 'Mobile Money',
      network: 'MTN MoMo',
      reference: 'MP2603.AB12',
    });
    const hire = await contract({ name: 'Yaw Hirer', phone: '024 555 7788' });
    const remitted = await created(api.remittances, remittanceBody(hire._id, { reference: 'CASH-XY99' }));
    const paidNumber = (
      okBody(await t.request('GET', api.receipt(paid._id), { cookie: t.cookie })) as {
        receiptNumber: string;
      }
    ).receiptNumber;
    const remittedNumber = (
      okBody(await t.request('GET', api.receipt(remitted._id), { cookie: t.cookie })) as {
        receiptNumber: string;
      }
    ).receiptNumber;
    expect(paidNumber).toMatch(/^RCT-\d{6}$/);

    for (const typed of [
      paidNumber,
      paidNumber.toLowerCase(),
      paidNumber.slice(4),
      `rct${Number(paidNumber.slice(4))}`,
    ]) {
      const receipts = (await search(typed)).filter((result) => result.kind === 'receipt');
      expect(receipts[0], typed).toEqual(
        expect.objectContaining({ id: paid._id, label: paidNumber, route: routes.receipt(paid._id) }),
      );
      expect(receipts[0]?.subLabel).toContain('Esi Receipt');
    }
    expect((await search(remittedNumber)).filter((result) => result.kind === 'receipt')[0]).toEqual(
      expect.objectContaining({
        id: remitted._id,
        label: remittedNumber,
        route: routes.vehicleReceipt(remitted._id),
      }),
    );
    expect(labels(await search('2603.ab'), 'receipt')).toEqual([paidNumber]);
    expect(labels(await search('xy99'), 'receipt')).toEqual([remittedNumber]);
    // A number no receipt has finds none.
    expect(labels(await search('RCT-999999'), 'receipt')).toEqual([]);
  });

  it('compares phones only when the search is a phone number', async () => {
    const lodger = await tenant({ tenantName: 'Abena Phone', tenantPhone: '024 888 1234' });
    const hire = await contract({ name: 'Kwesi Phone', phone: '020 888 1234' });
    expect((await search('024 888 1234')).map((result) => result.id)).toContain(lodger._id);
    expect((await search('0208881234')).map((result) => result.id)).toContain(hire._id);
    expect((await search('+233 24 888 1234')).map((result) => result.id)).toContain(lodger._id);
    // '8812x' is no phone number: the phones holding 8812 are not compared.
    expect(await search('8812x')).toEqual([]);
  });

  it('takes LIKE wildcards literally', async () => {
    const plain = await tenant({ tenantName: 'Percy Plain' });
    const percent = await tenant({ tenantName: 'Percy 100% Sure' });
    const under = await tenant({ tenantName: 'Under_score Udo' });
    const ids = async (q: string) => (await search(q)).map((result) => result.id);
    expect(await ids('0%')).toEqual([percent._id]);
    expect(await ids('%%')).toEqual([]);
    expect(await ids('r_s')).toEqual([under._id]);
    expect(await ids('__')).toEqual([]);
    expect(await ids('percy')).toEqual([percent._id, plain._id]);
  });

  it('never finds another account’s records', async () => {
    const word = uniqueName('Other').split(' ')[1] as string;
    const otherAccount = await t.newAccount('Other Business');
    const other = await t.signIn('Admin', { accountId: otherAccount });
    const theirs = await tenant({ tenantName: `Theirs ${word}`, tenantPhone: '024 777 6655' }, other.cookie);
    await created(api.addApartment, apartmentBody({ title: `Theirs ${word}` }), other.cookie);
    const theirVehicle = await created(api.addVehicle, vehicleBody(), other.cookie);
    await created(
      api.contracts,
      rentalBody(theirVehicle._id, { hirer: { ...rentalBody('').hirer, name: `Theirs ${word}` } }),
      other.cookie,
    );
    const theirPayment = await created(
      api.addPayment,
      { tenant: theirs._id, amountPaid: 10, method: 'Cash', Date: '2026-02-01', status: 'Completed' },
      other.cookie,
    );
    expect(await search(word)).toEqual([]);
    expect(await search('024 777 6655')).toEqual([]);
    expect(labels(await search('RCT-000001'), 'receipt')).toEqual([]);
    // They find their own.
    expect((await search(word, other.cookie)).length).toBe(3);
    expect((await search('RCT-000001', other.cookie)).map((result) => result.id)).toContain(theirPayment._id);
  });

  it('gives at most five of each kind', async () => {
    for (let index = 0; index < 7; index += 1) await tenant({ tenantName: `Manyname ${index}` });
    const found = await search('manyname');
    expect(labels(found)).toEqual([0, 1, 2, 3, 4].map((index) => `Manyname ${index}`));
  });

  it('finds nothing for fewer than two characters, and refuses a search that is too long or repeated', async () => {
    await tenant({ tenantName: 'A' });
    expect(await search('')).toEqual([]);
    expect(await search(' a ')).toEqual([]);
    expect(okBody(await t.request('GET', api.search, { cookie: t.cookie }))).toEqual({ q: '', results: [] });

    const long = await t.request('GET', searchUrl('x'.repeat(201)), { cookie: t.cookie });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('q must be at most 200 characters');
    const repeated = await t.request('GET', `${api.search}?q=ab&q=cd`, { cookie: t.cookie });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.body).toContain('q');
    expect((await t.request('GET', searchUrl('x'.repeat(200)), { cookie: t.cookie })).statusCode).toBe(200);
  });

  it('asks for a session', async () => {
    expect((await t.request('GET', searchUrl('ab'))).statusCode).toBe(401);
  });
});
