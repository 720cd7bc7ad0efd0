import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { api } from '../../../shared/paths';
import { IDEMPOTENCY_HEADER } from '../../../shared/schemas/payments';
import { businessToday } from '../../lib/business-day';
import { okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { apartmentBody, rentRecordBody } from '../apartments/test-data';
import { PAYMENT_MESSAGES } from '../payments/service';

// Add tenant and Renew with 'Payment received now' (decision 057).
const t = freshAppForEachTest('Manager');
const today = businessToday();
const KEY = 'Tn8wLm3Rt6Yp1Vx4Nc7B';

/** Twelve months at GHC 1,800 from today, advance-billed: GHC 21,600 falls due at once. */
const yearAhead = (overrides: Parameters<typeof rentRecordBody>[0] = {}) =>
  rentRecordBody({
    tenantName: 'Kofi Boateng',
    rentedDate: today,
    expirationDate: addDays(today, 364),
    noOfMonthsRented: 12,
    amountPaidOnUtility: 0,
    monthlyPrice: 1800,
    totalAmount: 21600,
    ...overrides,
  });
const paidInFull = {
  amountPaid: 21600,
  method: 'Mobile Money',
  network: 'MTN MoMo',
  reference: 'MP261126.0901.A1',
};

const add = (payload: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: api.addRentRecord,
    headers: { cookie: t.cookie, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    payload: payload as Record<string, unknown>,
  });
const tenancies = () => t.handle.db.selectFrom('rent_records').selectAll().execute();
const payments = () => t.handle.db.selectFrom('payments').selectAll().execute();
const events = (entity: 'payment' | 'rent_record') =>
  t.handle.db.selectFrom('audit_events').selectAll().where('entity', '=', entity).execute();

describe('Add tenant with the payment received now', () => {
  it('records the tenancy and its payment in one go: receipt number, audit, not in arrears', async () => {
    const response = await add({ ...yearAhead(), payment: paidInFull });
    const body = okBody(response);
    expect(body.data).toMatchObject({
      tenantName: 'Kofi Boateng',
      totalAmount: 21600,
      paid: 21600,
      balance: 0,
      arrears: 0,
      daysOverdue: 0,
    });
    expect(body.data.standing).not.toBe('In arrears');
    expect(body.payment).toMatchObject({
      receiptNumber: 'RCT-000001',
      tenant: { _id: body.data._id, tenantName: 'Kofi Boateng' },
      amountPaid: 21600,
      method: 'Mobile Money',
      network: 'MTN MoMo',
      reference: 'MP261126.0901.A1',
      date: today,
      status: 'Completed',
      balanceAfter: 0,
      recordedBy: { name: expect.stringContaining('Manager') },
    });
    // The tenant page reads the same standing; the payment is on the list and on its receipt.
    expect(
      okBody(await t.request('GET', api.rentRecord(body.data._id), { cookie: t.cookie })).data,
    ).toMatchObject({ arrears: 0, balance: 0 });
    expect(okBody(await t.request('GET', api.receipt(body.payment._id), { cookie: t.cookie }))).toMatchObject(
      {
        receiptNumber: 'RCT-000001',
        amount: 21600,
      },
    );
    // One audit event for each, by the user who added them.
    expect(await events('rent_record')).toHaveLength(1);
    expect(await events('payment')).toEqual([
      expect.objectContaining({ entity_id: body.payment._id, action: expect.stringMatching(/creat/i) }),
    ]);
  });

  it('keeps a part payment Partial, dated as sent, and answers no payment without one', async () => {
    const part = okBody(
      await add({ ...yearAhead(), payment: { amountPaid: 5400, method: 'Cash', date: addDays(today, -1) } }),
    );
    expect(part.payment).toMatchObject({ status: 'Partial', amountPaid: 5400, date: addDays(today, -1) });
    expect(part.data).toMatchObject({ paid: 5400, balance: 16200 });

    const none = okBody(await add(yearAhead({ tenantName: 'Ama Owusu' })));
    expect(none.payment).toBeUndefined();
    expect(none.data.paid).toBe(0);
  });

  it.each([
    ['no amount', { method: 'Cash' }, 'payment.amountPaid'],
    ['a zero amount', { amountPaid: 0, method: 'Cash' }, 'payment.amountPaid'],
    ['no method', { amountPaid: 100 }, 'payment.method'],
    ['an empty method', { amountPaid: 100, method: '' }, 'payment.method'],
    ['a network with Cash', { amountPaid: 100, method: 'Cash', network: 'MTN MoMo' }, 'payment.network'],
    [
      'an unknown network',
      { amountPaid: 100, method: 'Mobile Money', network: 'Vodafone' },
      'payment.network',
    ],
  ])('refuses a payment with %s, adding no tenancy either', async (_, payment, path) => {
    const response = await add({ ...yearAhead(), payment });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(path);
    expect(await tenancies()).toHaveLength(0);
    expect(await payments()).toHaveLength(0);
  });

  it('rolls back the tenancy when the payment is refused in the transaction (a transaction ID used before)', async () => {
    okBody(await add({ ...yearAhead(), payment: paidInFull }));
    const flat = okBody(
      await t.request('POST', api.addApartment, { cookie: t.cookie, payload: apartmentBody() }),
    );
    const response = await add({
      ...yearAhead({ tenantName: 'Esi Mensah', apartmentId: flat._id }),
      payment: { ...paidInFull, amountPaid: 100 },
    });
    expect(response.statusCode).toBe(409);
    expect((await tenancies()).map((row) => row.tenant_name)).toEqual(['Kofi Boateng']);
    expect(await payments()).toHaveLength(1);
    expect(await events('rent_record')).toHaveLength(1);
    // The unit was not marked Occupied either.
    expect(okBody(await t.request('GET', api.apartment(flat._id), { cookie: t.cookie }))).toMatchObject({
      status: 'Available',
    });
    // And the receipt number was not used up.
    expect(
      okBody(
        await add({
          ...yearAhead({ tenantName: 'Esi Mensah' }),
          payment: { amountPaid: 100, method: 'Cash' },
        }),
      ).payment.receiptNumber,
    ).toBe('RCT-000002');
  });
});

describe('Add tenant with a payment, once per Idempotency-Key (decision 043)', () => {
  const body = () => ({ ...yearAhead(), payment: paidInFull });

  it('answers a repeat with the tenancy and payment already recorded, storing them once', async () => {
    const first = await add(body(), KEY);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await add(body(), KEY);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().payment).toEqual(first.json().payment);
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(await tenancies()).toHaveLength(1);
    expect(await payments()).toHaveLength(1);
    expect(await events('payment')).toHaveLength(1);
  });

  it('stores one tenancy and one payment when the same request arrives five times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(body(), KEY)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().data._id)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.json().payment.receiptNumber)).size).toBe(1);
    expect(await tenancies()).toHaveLength(1);
    expect(await payments()).toHaveLength(1);
  });

  it('refuses other details under a used key with 409, changing nothing', async () => {
    okBody(await add(body(), KEY));
    for (const other of [
      { ...body(), payment: { ...paidInFull, amountPaid: 20000 } },
      { ...yearAhead({ tenantName: 'Someone Else' }), payment: paidInFull },
    ]) {
      const response = await add(other, KEY);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(PAYMENT_MESSAGES.keyReused);
    }
    expect(await tenancies()).toHaveLength(1);
    expect(await payments()).toHaveLength(1);
  });
});
