import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MESSAGE } from '../../../shared/schemas/payments';
import { expectFieldError, okBody, recordRouteChecks } from '../../test/api-checks';
import { readXlsx } from '../../test/read-xlsx';
import { freshAppForEachTest } from '../../test/test-app';
import { rentRecordBody } from '../apartments/test-data';
import { PAYMENT_MESSAGES } from './routes';

const t = freshAppForEachTest('Staff');
let tenantId: string;
beforeEach(async () => {
  tenantId = await tenant('Yaw Boateng');
});

/** Adds a rent record for `tenantName` (in the account of `as`) and answers its id. */
async function tenant(tenantName: string, as = t.cookie): Promise<string> {
  const payload = rentRecordBody({ tenantName });
  return okBody(await t.request('POST', api.addRentRecord, { cookie: as, payload })).data._id;
}

const get = (url: string, as = t.cookie) => t.request('GET', url, { cookie: as });
const add = (payload: unknown) => t.request('POST', api.addPayment, { cookie: t.cookie, payload });
/** An add as the user of `as`, with an Idempotency-Key when one is given. */
const addAs = (as: string, payload: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: api.addPayment,
    payload: payload as object,
    headers: { cookie: as, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
  });
const edit = (id: string, payload: unknown, as = t.cookie) =>
  t.request('PUT', api.editPayment(id), { cookie: as, payload });

const paymentBody = (overrides: Record<string, unknown> = {}) => ({
  tenant: tenantId,
  amountPaid: 800,
  method: 'Mobile Money',
  Date: '2026-02-01',
  status: 'Completed',
  ...overrides,
});

/** A complete edit-payment body; without `tenant` it keeps the payment's tenant. */
const editBody = (overrides: Record<string, unknown> = {}) => ({
  amountPaid: 10,
  date: '2026-05-05',
  method: 'Cash',
  status: 'Completed',
  ...overrides,
});

const created = async (overrides: Record<string, unknown> = {}) => okBody(await add(paymentBody(overrides)));

describe('add and read payments', () => {
  it('records a payment with the tenant populated and answers it as the single GET does', async () => {
    const response = await add(paymentBody());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      tenant: { _id: tenantId, tenantName: 'Yaw Boateng' },
      amountPaid: 800,
      method: 'Mobile Money',
      date: '2026-02-01',
      status: 'Completed',
    });
    expect(body).not.toHaveProperty('Date');
    expect(typeof body._id).toBe('string');
    const one = await get(api.payment(body._id));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(body);
  });

  it('defaults status to Partial; method is optional on add', async () => {
    const body = await created({ status: undefined, method: undefined });
    expect(body.status).toBe('Partial');
    expect(body.method).toBe('');
  });

  it('accepts `date` as well as `Date`, and the amount as a numeric string, exact to the pesewa', async () => {
    const body = await created({ Date: undefined, date: '2026-04-09', amountPaid: '1,250.10' });
    expect(body.date).toBe('2026-04-09');
    expect(body.amountPaid).toBe(1250.1);
    const tiny = await created({ amountPaid: '0.07' });
    expect(tiny.amountPaid).toBe(0.07);
  });

  it('refuses an amount finer than the pesewa instead of rounding it (0.001 is not 0)', async () => {
    const message = 'Amount paid can have at most 2 decimal places (pesewas), for example 12.34';
    for (const amountPaid of [0.001, '0.001', 12.345, '1,250.105']) {
      expectFieldError(await add(paymentBody({ amountPaid })), 'amountPaid', message);
    }
    expect((await get(api.payments)).json()).toEqual([]);
  });

  it('lists every payment newest first, each with its tenant populated', async () => {
    const other = await tenant('Adwoa Sarpong');
    const a = await created();
    const b = await created({ tenant: other });
    const response = await get(api.payments);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((p: { _id: string }) => p._id)).toEqual([b._id, a._id]);
    expect(list[0].tenant).toEqual({ _id: other, tenantName: 'Adwoa Sarpong' });
    expect(list[1].tenant).toEqual({ _id: tenantId, tenantName: 'Yaw Boateng' });
  });

  it.each([
    [{ tenant: undefined }, 'tenant', 'Tenant is required'],
    [{ tenant: '' }, 'tenant', 'Tenant is required'],
    [{ amountPaid: undefined }, 'amountPaid', 'Amount paid is required'],
    [{ amountPaid: 'lots' }, 'amountPaid', 'Amount paid must be a number'],
    [{ amountPaid: 0 }, 'amountPaid', 'Amount paid must be greater than 0'],
    [{ amountPaid: -20 }, 'amountPaid', 'Amount paid cannot be negative'],
    [{ Date: undefined }, 'date', 'Payment date is required'],
    [{ Date: '01/02/2026' }, 'date', 'Payment date must be a valid date (YYYY-MM-DD)'],
    [{ method: 'Bitcoin' }, 'method', 'Payment method must be Cash, Mobile Money or Bank Transfer'],
    [{ status: 'Pending' }, 'status', 'Status must be Completed or Partial'],
  ])('refuses %j with a message on %s', async (overrides, path, message) => {
    expectFieldError(await add(paymentBody(overrides)), path, message);
    expect((await get(api.payments)).json()).toEqual([]);
  });

  it('refuses an unknown tenant with 400 on the tenant field', async () => {
    const response = await add(paymentBody({ tenant: 'no-such-tenant' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'tenant', message: 'Tenant not found: choose a tenant from the list' },
    ]);
  });
});

recordRouteChecks(t, 'payments', {
  notFound: 'Payment not found',
  deleted: 'Payment deleted successfully',
  add: () => created(),
  body: () => paymentBody(),
});

describe('recording a payment once, however often it is sent (Idempotency-Key)', () => {
  const KEY = 'k7Yq2mWx9Lp4Rt6Zs1Nv';
  const addWithKey = (payload: unknown, key: string) => addAs(t.cookie, payload, key);
  const stored = async () => (await get(api.payments)).json() as { _id: string; amountPaid: number }[];

  it('answers a repeat with the payment already recorded, and stores it once', async () => {
    const first = await addWithKey(paymentBody(), KEY);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await addWithKey(paymentBody(), KEY);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await stored()).toHaveLength(1);
  });

  it('stores one payment when the same request arrives several times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => addWithKey(paymentBody(), KEY)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json()._id)).size).toBe(1);
    expect(await stored()).toHaveLength(1);
  });

  it('refuses other details under a used key with 409, changing nothing', async () => {
    const first = await addWithKey(paymentBody(), KEY);
    const other = await addWithKey(paymentBody({ amountPaid: 900 }), KEY);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(PAYMENT_MESSAGES.keyReused);
    expect(await stored()).toEqual([expect.objectContaining({ _id: first.json()._id, amountPaid: 800 })]);
  });

  it('records each request without a key, and each key, as its own payment', async () => {
    await created();
    await created();
    await addWithKey(paymentBody(), KEY);
    await addWithKey(paymentBody(), `${KEY}-2`);
    expect(await stored()).toHaveLength(4);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'x'.repeat(101)],
    ['with other characters', 'key with spaces and ;'],
  ])('refuses a key %s with 400 and records nothing', async (_, key) => {
    const response = await addWithKey(paymentBody(), key);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(IDEMPOTENCY_KEY_MESSAGE);
    expect(await stored()).toHaveLength(0);
  });
});

describe('edit a payment', () => {
  it('replaces amount, date, method and status, keeping the tenant', async () => {
    const { _id, createdAt } = await created();
    const response = await edit(_id, {
      tenant: tenantId,
      amountPaid: '900.5',
      date: '2026-02-03',
      method: 'Bank Transfer',
      status: 'Partial',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      _id,
      createdAt,
      tenant: { _id: tenantId, tenantName: 'Yaw Boateng' },
      amountPaid: 900.5,
      date: '2026-02-03',
      method: 'Bank Transfer',
      status: 'Partial',
    });
    expect((await get(api.payment(_id))).json()).toEqual(body);
  });

  it('keeps a method outside the three (free text on edit, docs/product.md §4) and accepts `Date`', async () => {
    const { _id } = await created();
    const response = await edit(_id, {
      amountPaid: 5,
      Date: '2026-05-05',
      method: 'Cheque',
      status: 'Completed',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      method: 'Cheque',
      date: '2026-05-05',
      tenant: { _id: tenantId },
    });
  });

  it('moves the payment to another tenant when a different tenant id is sent', async () => {
    const other = await tenant('Efua Mensah');
    const { _id } = await created();
    const response = await edit(_id, editBody({ tenant: other }));
    expect(response.json().tenant).toEqual({ _id: other, tenantName: 'Efua Mensah' });
    const unknown = await edit(_id, editBody({ tenant: 'ghost' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('tenant');
  });

  it.each([
    [{ amountPaid: undefined }, 'amountPaid', 'Amount paid is required'],
    [{ amountPaid: 'abc' }, 'amountPaid', 'Amount paid must be a number'],
    [{ date: undefined }, 'date', 'Payment date is required'],
    [{ method: '' }, 'method', 'Payment method is required'],
    [{ status: undefined }, 'status', 'Status must be Completed or Partial'],
  ])('refuses %j with a message on %s', async (overrides, path, message) => {
    const { _id } = await created();
    expectFieldError(await edit(_id, editBody(overrides)), path, message);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await edit('unknown', editBody())).statusCode).toBe(404);
  });

  it('can still be edited after its tenant was deleted, keeping the name', async () => {
    const { _id } = await created();
    const { cookie: admin } = await t.signIn('Admin');
    await t.request('DELETE', api.deleteRentRecord(tenantId), { cookie: admin });
    const response = await edit(_id, editBody({ tenant: null }));
    expect(response.statusCode).toBe(200);
    expect(response.json().tenant).toEqual({ _id: null, tenantName: 'Yaw Boateng' });
  });
});

describe('delete a payment', () => {
  it('leaves its tenant untouched', async () => {
    const tenantBefore = okBody(await get(api.rentRecord(tenantId)));
    const { _id } = await created();
    const { cookie: manager } = await t.signIn('Manager');
    okBody(await t.request('DELETE', api.deletePayment(_id), { cookie: manager }));
    expect(okBody(await get(api.rentRecord(tenantId)))).toEqual(tenantBefore);
  });
});

describe('export payments', () => {
  it('downloads Payments_List.xlsx with every row matching the search, not one page', async () => {
    const other = await tenant('Adwoa Sarpong');
    for (let i = 0; i < 10; i += 1) await created({ amountPaid: 100 + i });
    await created({
      tenant: other,
      amountPaid: '75.25',
      method: undefined,
      status: 'Partial',
      Date: '2026-06-30',
    });

    const all = await get(api.exportPayments);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toBe('attachment; filename="Payments_List.xlsx"');
    const sheet = await readXlsx(all);
    expect(sheet.sheetNames).toEqual(['Sheet1']);
    expect(sheet.header).toEqual([
      'Tenant Name',
      'Amount Paid',
      'Payment Method',
      'Date',
      'Status',
      'Receipt No.',
      'Network',
      'Transaction ID',
      'Payer Phone',
      'Balance After',
    ]);
    expect(sheet.rows).toHaveLength(11);

    const yaw = await readXlsx(await get(`${api.exportPayments}?q=yaw`));
    expect(yaw.rows).toHaveLength(10);
    const adwoa = await readXlsx(await get(`${api.exportPayments}?q=${encodeURIComponent('ADWOA S')}`));
    expect(adwoa.rows).toEqual([
      [
        'Adwoa Sarpong',
        75.25,
        undefined,
        new Date('2026-06-30T00:00:00.000Z'),
        'Partial',
        'RCT-000011',
        undefined,
        undefined,
        undefined,
        9675.25,
      ],
    ]);
    const completed = await readXlsx(await get(`${api.exportPayments}?status=Completed`));
    expect(completed.rows).toHaveLength(10);
  });
});

/** The default account's audit events for one payment, newest first, read as its Admin would. */
async function auditOf(entityId: string) {
  const { cookie: admin } = await t.signIn('Admin');
  const response = await get(`${api.audit}?entity=payment&entityId=${encodeURIComponent(entityId)}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: { action: string; before: unknown; after: unknown }[]; total: number };
}

/** How many audit events the database holds for an account, of every kind. */
async function eventCount(accountId = t.accountId) {
  const rows = await t.handle.db
    .selectFrom('audit_events')
    .select('id')
    .where('account_id', '=', accountId)
    .execute();
  return rows.length;
}

/** Every payment row of an account, straight from the table. */
async function storedRows(accountId = t.accountId) {
  return t.handle.db.selectFrom('payments').selectAll().where('account_id', '=', accountId).execute();
}

const KEYED = 'Zq8wLm3Rt6Yp1Vx4Nc7B';

describe('audit log', () => {
  it('writes one event per add, edit and void, with the payment as the single GET shows it', async () => {
    const first = await add(paymentBody());
    // The tenant's paid, balance and arrears move with each payment (docs/ledger.md §1).
    expect(first.headers['x-data-changed']).toBe('payments, tenants');
    const body = first.json();
    let log = await auditOf(body._id);
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({
      action: 'create',
      entity: 'payment',
      entityId: body._id,
      before: null,
    });
    expect(log.items[0]?.after).toEqual((await get(api.payment(body._id))).json());

    const edited = await edit(body._id, {
      amountPaid: 950,
      date: '2026-02-02',
      method: 'Cash',
      status: 'Partial',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers['x-data-changed']).toBe('payments, tenants');
    log = await auditOf(body._id);
    expect(log.total).toBe(2);
    expect(log.items[0]).toMatchObject({ action: 'update', before: body, after: edited.json() });

    const { cookie: manager } = await t.signIn('Manager');
    expect((await t.request('DELETE', api.deletePayment(body._id), { cookie: manager })).statusCode).toBe(
      200,
    );
    log = await auditOf(body._id);
    expect(log.total).toBe(3);
    // Deleting a payment voids it (docs/ledger.md §3): the event shows who voided it, when and why.
    expect(log.items[0]).toMatchObject({
      action: 'void',
      before: edited.json(),
      after: {
        ...edited.json(),
        voided: { at: expect.any(String), by: expect.stringContaining('Manager'), reason: null },
      },
    });
    // The tenant's create, and the payment's three.
    expect(await eventCount()).toBe(4);
  });

  it('writes nothing for a replay, a reused key, an unknown tenant or a refused edit', async () => {
    const first = await addAs(t.cookie, paymentBody(), KEYED);
    expect(first.statusCode).toBe(200);
    const replayed = await addAs(t.cookie, paymentBody(), KEYED);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.headers['x-data-changed']).toBeUndefined();
    expect((await addAs(t.cookie, paymentBody({ amountPaid: 1 }), KEYED)).statusCode).toBe(409);
    expect((await add(paymentBody({ tenant: 'no-such-tenant' }))).statusCode).toBe(400);
    const refused = await edit(first.json()._id, editBody({ method: '' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'method', message: 'Payment method is required' }]);
    expect((await auditOf(first.json()._id)).total).toBe(1);
    expect(await eventCount()).toBe(2);
    expect(await storedRows()).toHaveLength(1);
  });
});

describe('round trip (docs/product.md §2)', () => {
  async function expectRoundTrip(id: string) {
    const read = (await get(api.payment(id))).json();
    const response = await edit(id, read);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(read);
    expect(response.headers['x-data-changed']).toBeUndefined();
    expect((await get(api.payment(id))).json()).toEqual(read);
    expect((await auditOf(id)).total).toBe(1);
  }

  it('takes a payment back exactly as its GET answers it, tenant populated, and changes nothing', async () => {
    const { _id } = await created({ Date: '2026-03-01T10:30:00+01:00', amountPaid: '1,250.10' });
    await expectRoundTrip(_id);
  });

  it('takes back a payment recorded without a method; a method can still be given to it', async () => {
    const { _id } = await created({ method: undefined, status: undefined });
    await expectRoundTrip(_id);
    const read = (await get(api.payment(_id))).json();
    const given = await edit(_id, { ...read, method: 'Cash' });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ method: 'Cash', tenant: read.tenant });
  });

  it("takes back a payment whose tenant's record was deleted", async () => {
    const { _id } = await created();
    const { cookie: admin } = await t.signIn('Admin');
    await t.request('DELETE', api.deleteRentRecord(tenantId), { cookie: admin });
    expect((await get(api.payment(_id))).json().tenant).toEqual({ _id: null, tenantName: 'Yaw Boateng' });
    await expectRoundTrip(_id);
  });

  it('moves the payment when the populated tenant names another record', async () => {
    const other = await tenant('Kwesi Arthur');
    const { _id } = await created();
    const read = (await get(api.payment(_id))).json();
    const moved = await edit(_id, { ...read, tenant: { _id: other, tenantName: 'ignored' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().tenant).toEqual({ _id: other, tenantName: 'Kwesi Arthur' });
  });
});

describe('another account', () => {
  let outsider: string;
  let other: string;
  beforeEach(async () => {
    other = await t.newAccount('Other business');
    ({ cookie: outsider } = await t.signIn('Admin', { accountId: other }));
  });

  it("never reads, lists, exports, edits or deletes this account's payments", async () => {
    const ours = await created();
    for (const call of [
      { method: 'GET' as const, url: api.payment(ours._id) },
      { method: 'PUT' as const, url: api.editPayment(ours._id), payload: editBody() },
      { method: 'DELETE' as const, url: api.deletePayment(ours._id) },
    ]) {
      const response = await t.app.inject({ ...call, headers: { cookie: outsider } });
      expect(response.statusCode, call.method).toBe(404);
      expect(response.json()).toEqual({ message: 'Payment not found' });
    }
    expect((await get(api.payments, outsider)).json()).toEqual([]);
    expect((await readXlsx(await get(api.exportPayments, outsider))).rows).toEqual([]);
    expect((await get(api.payment(ours._id))).json()).toEqual(ours);
    expect(await eventCount(other)).toBe(0);
  });

  it("refuses this account's tenant as the tenant of another account's payment, writing nothing", async () => {
    const refused = await addAs(outsider, paymentBody());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'tenant', message: PAYMENT_MESSAGES.unknownTenant }]);

    const theirTenant = await tenant('Their Tenant', outsider);
    const theirs = okBody(await addAs(outsider, paymentBody({ tenant: theirTenant })));
    const moved = await edit(theirs._id, { ...theirs, tenant: tenantId }, outsider);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual([{ path: 'tenant', message: PAYMENT_MESSAGES.unknownTenant }]);
    expect((await get(api.payment(theirs._id), outsider)).json()).toEqual(theirs);

    expect(await storedRows()).toEqual([]);
    expect((await get(api.payments)).json()).toEqual([]);
    expect(await storedRows(other)).toHaveLength(1);
    // Their tenant and their payment, each created once.
    expect(await eventCount(other)).toBe(2);
  });

  it('keeps Idempotency-Keys apart: the same key records one payment in each account', async () => {
    const ours = await addAs(t.cookie, paymentBody(), KEYED);
    const body = paymentBody({ tenant: await tenant('Their Tenant', outsider) });
    const theirs = await addAs(outsider, body, KEYED);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json()._id).not.toBe(ours.json()._id);
    const again = await addAs(outsider, body, KEYED);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(theirs.json());
    expect(await storedRows()).toHaveLength(1);
    expect(await storedRows(other)).toHaveLength(1);
  });
});
