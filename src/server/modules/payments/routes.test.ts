import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MESSAGE } from '../../../shared/schemas/payments';
import {
  expectDeleteForManagerAndAdminOnly,
  expectSessionRequired,
  expectUnknownIdsAre404,
} from '../../test/api-checks';
import { readXlsx } from '../../test/read-xlsx';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rentRecordBody } from '../apartments/test-data';
import { PAYMENT_MESSAGES } from './routes';

let t: TestApp;
let cookie: string;
let tenantId: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ cookie } = await t.signIn('Staff'));
  tenantId = await tenant('Yaw Boateng');
});
afterEach(async () => {
  await t.close();
});

async function tenant(tenantName: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: api.addRentRecord,
    headers: { cookie },
    payload: rentRecordBody({ tenantName }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data._id;
}

const get = (url: string, as = cookie) => t.app.inject({ method: 'GET', url, headers: { cookie: as } });
const add = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: api.addPayment, payload: payload as object, headers: { cookie } });
const edit = (id: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: api.editPayment(id), payload: payload as object, headers: { cookie } });

const paymentBody = (overrides: Record<string, unknown> = {}) => ({
  tenant: tenantId,
  amountPaid: 800,
  method: 'Mobile Money',
  Date: '2026-02-01',
  status: 'Completed',
  ...overrides,
});

async function created(overrides: Record<string, unknown> = {}) {
  const response = await add(paymentBody(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

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
    const body = await created({ Date: undefined, date: '2026-04-09', amountPaid: '1,250.105' });
    expect(body.date).toBe('2026-04-09');
    expect(body.amountPaid).toBe(1250.11);
    const tiny = await created({ amountPaid: '0.07' });
    expect(tiny.amountPaid).toBe(0.07);
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
    const response = await add(paymentBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect((await get(api.payments)).json()).toEqual([]);
  });

  it('refuses an unknown tenant with 400 on the tenant field', async () => {
    const response = await add(paymentBody({ tenant: 'no-such-tenant' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'tenant', message: 'Tenant not found: choose a tenant from the list' },
    ]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    await expectUnknownIdsAre404(
      t,
      cookie,
      api.payment,
      ['00000000-0000-0000-0000-000000000000', 'zzz', '%', ' '],
      'Payment not found',
    );
  });

  it('needs a session for every call', async () => {
    const { _id } = await created();
    await expectSessionRequired(t, [
      { method: 'GET', url: api.payments },
      { method: 'GET', url: api.payment(_id) },
      { method: 'POST', url: api.addPayment, payload: paymentBody() },
      { method: 'PUT', url: api.editPayment(_id), payload: paymentBody() },
      { method: 'DELETE', url: api.deletePayment(_id) },
      { method: 'GET', url: api.exportPayments },
    ]);
  });
});

describe('recording a payment once, however often it is sent (Idempotency-Key)', () => {
  const KEY = 'k7Yq2mWx9Lp4Rt6Zs1Nv';
  const addWithKey = (payload: unknown, key: string) =>
    t.app.inject({
      method: 'POST',
      url: api.addPayment,
      payload: payload as object,
      headers: { cookie, [IDEMPOTENCY_HEADER]: key },
    });
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

  it('keeps a method outside the three (free text on edit, product.md section 4) and accepts `Date`', async () => {
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
    const response = await edit(_id, {
      tenant: other,
      amountPaid: 5,
      date: '2026-05-05',
      method: 'Cash',
      status: 'Completed',
    });
    expect(response.json().tenant).toEqual({ _id: other, tenantName: 'Efua Mensah' });
    const unknown = await edit(_id, {
      tenant: 'ghost',
      amountPaid: 5,
      date: '2026-05-05',
      method: 'Cash',
      status: 'Completed',
    });
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
    const response = await edit(_id, {
      amountPaid: 10,
      date: '2026-05-05',
      method: 'Cash',
      status: 'Completed',
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await edit('unknown', {
      amountPaid: 10,
      date: '2026-05-05',
      method: 'Cash',
      status: 'Completed',
    });
    expect(response.statusCode).toBe(404);
  });

  it('can still be edited after its tenant was deleted, keeping the name', async () => {
    const { _id } = await created();
    const { cookie: admin } = await t.signIn('Admin');
    await t.app.inject({ method: 'DELETE', url: api.deleteRentRecord(tenantId), headers: { cookie: admin } });
    const response = await edit(_id, {
      tenant: null,
      amountPaid: 10,
      date: '2026-05-05',
      method: 'Cash',
      status: 'Completed',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().tenant).toEqual({ _id: null, tenantName: 'Yaw Boateng' });
  });
});

describe('delete a payment', () => {
  it('is refused to Staff and allowed to Manager and Admin; then 404', async () => {
    const a = await created();
    const b = await created();
    await expectDeleteForManagerAndAdminOnly(
      t,
      cookie,
      { remove: api.deletePayment, read: api.payment },
      [a._id, b._id],
      'Payment deleted successfully',
    );
    // The tenant is untouched.
    expect((await get(api.rentRecord(tenantId))).statusCode).toBe(200);
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
    expect(sheet.header).toEqual(['Tenant Name', 'Amount Paid', 'Payment Method', 'Date', 'Status']);
    expect(sheet.rows).toHaveLength(11);

    const yaw = await readXlsx(await get(`${api.exportPayments}?q=yaw`));
    expect(yaw.rows).toHaveLength(10);
    const adwoa = await readXlsx(await get(`${api.exportPayments}?q=${encodeURIComponent('ADWOA S')}`));
    expect(adwoa.rows).toEqual([
      ['Adwoa Sarpong', 75.25, undefined, new Date('2026-06-30T00:00:00.000Z'), 'Partial'],
    ]);
    const completed = await readXlsx(await get(`${api.exportPayments}?status=Completed`));
    expect(completed.rows).toHaveLength(10);
  });
});
