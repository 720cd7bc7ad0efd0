import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { okBody } from '../../test/api-checks';
import { type FakeHubtel, startFakeHubtel } from '../../test/fake-hubtel';
import type { TestApp } from '../../test/test-app';
import { FIRST_CHECK_MS, onlinePaymentsService } from './service';
import { countRows, pay, payingBusiness } from './test-data';

// Hubtel end to end through the service (docs/collect.md §2): its callback is unsigned, so only
// the status check it prompts, or the scheduler's, can make an intent paid.

let t: TestApp | undefined;
let hubtel: FakeHubtel | undefined;
afterEach(async () => {
  await t?.close();
  await hubtel?.close();
  t = undefined;
  hubtel = undefined;
});

/** A short call timeout, so a Hubtel that never answers fails the check quickly. */
const TIMEOUT_MS = 2000;

async function hubtelBusiness() {
  hubtel = await startFakeHubtel();
  const made = await payingBusiness('hubtel', false, hubtel, { PAYMENTS_TIMEOUT_MS: String(TIMEOUT_MS) });
  t = made.t;
  return { ...made, hubtel };
}

const postCallback = (app: TestApp, rawBody: string) =>
  app.app.inject({
    method: 'POST',
    url: api.paymentWebhook('hubtel'),
    headers: { 'content-type': 'application/json' },
    payload: rawBody,
  });

const intentOf = (app: TestApp, reference: string) =>
  app.handle.db
    .selectFrom('payment_intents')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();

async function paymentsOf(app: TestApp) {
  const rows = await app.handle.db
    .selectFrom('payments')
    .select(['amount_pesewas', 'method', 'receipt_number'])
    .execute();
  return rows.map((row) => [Number(row.amount_pesewas), row.method, Number(row.receipt_number)]);
}

const statusAsks = (fake: FakeHubtel) =>
  fake.received.filter((request) => request.method === 'GET' && request.path.endsWith('/status')).length;

describe('paying through Hubtel (its local server)', () => {
  it('opens a checkout with the amount in cedis and the reference, keyed with Basic auth', async () => {
    const { t, token, hubtel } = await hubtelBusiness();
    const started = okBody(await pay(t, token, { amount: 321.09, phone: '024 555 0101' }));
    expect(started.checkoutUrl).toMatch(/^https:\/\/pay\.hubtel\.com\//);
    const initiate = hubtel.received.find((request) => request.path === '/items/initiate');
    expect(JSON.parse(initiate?.body ?? '{}')).toMatchObject({
      totalAmount: 321.09,
      clientReference: started.reference,
      merchantAccountNumber: hubtel.merchantAccount,
      callbackUrl: expect.stringMatching(/\/api\/public\/pay\/webhooks\/hubtel$/),
    });
  });

  it('records a paid callback once, after the status check confirms it, before the payer returns', async () => {
    const { t, token, hubtel } = await hubtelBusiness();
    const started = okBody(await pay(t, token, { amount: 321.09, phone: '024 555 0101' }));
    hubtel.pay(started.reference, { channel: 'vodafone-gh' });
    const callback = hubtel.callbackFor(started.reference);
    expect((await postCallback(t, callback)).statusCode).toBe(200);
    expect(statusAsks(hubtel)).toBe(1);
    expect((await postCallback(t, callback)).statusCode).toBe(200);
    // The redirect comes last: the intent is already paid, nobody is asked again.
    const state = okBody(await t.request('GET', api.publicPayStatus(token, started.reference)));
    expect(state).toMatchObject({ status: 'paid', receiptNumber: 1, amount: 321.09 });
    expect(statusAsks(hubtel)).toBe(1);
    expect(await paymentsOf(t)).toEqual([[32109, 'Mobile Money', 1]]);
    expect(await intentOf(t, started.reference)).toMatchObject({ status: 'paid', network: 'Telecel Cash' });
  });

  it('records nothing from a callback saying paid when the status check says not paid', async () => {
    const { t, token, hubtel } = await hubtelBusiness();
    const started = okBody(await pay(t, token, { amount: 50, phone: '024 555 0101' }));
    hubtel.pay(started.reference);
    // A forged "paid" callback: Hubtel's own status check still says Unpaid.
    const forged = hubtel.callbackFor(started.reference);
    hubtel.decline(started.reference);
    expect((await postCallback(t, forged)).statusCode).toBe(200);
    expect(statusAsks(hubtel)).toBe(1);
    expect(await countRows(t, 'payments')).toBe(0);
    expect((await intentOf(t, started.reference)).status).toBe('pending');
  });

  it('refuses a callback naming no intent of Hubtel', async () => {
    const { t, token, hubtel } = await hubtelBusiness();
    const started = okBody(await pay(t, token, { amount: 50, phone: '024 555 0101' }));
    const callback = hubtel.callbackFor(started.reference).replace(started.reference, 'no-such-reference');
    expect((await postCallback(t, callback)).statusCode).toBe(400);
    expect(statusAsks(hubtel)).toBe(0);
  });

  it('completes a paid intent from the scheduler alone when no callback comes', async () => {
    const { t, token, hubtel } = await hubtelBusiness();
    const started = okBody(await pay(t, token, { amount: 75.5, phone: '024 555 0101' }));
    hubtel.pay(started.reference, { channel: 'tigo-gh' });
    const env = t.app.onlinePayments;
    const start = Date.parse((await intentOf(t, started.reference)).created_at);
    expect(await onlinePaymentsService.checkPending(env, new Date(start + FIRST_CHECK_MS + 1000))).toBe(1);
    expect(await paymentsOf(t)).toEqual([[7550, 'Mobile Money', 1]]);
    // Without the callback nothing names the network: the status check gives only the method.
    expect(await intentOf(t, started.reference)).toMatchObject({ status: 'paid', network: null });
  });

  it('leaves the intent pending when the status check times out or answers 5xx, and completes it later', async () => {
    const { t, token, hubtel } = await hubtelBusiness();
    const started = okBody(await pay(t, token, { amount: 20, phone: '024 555 0101' }));
    hubtel.pay(started.reference);
    const callback = hubtel.callbackFor(started.reference);

    hubtel.mode = 'silent';
    expect((await postCallback(t, callback)).statusCode).toBe(200);
    expect((await intentOf(t, started.reference)).status).toBe('pending');

    hubtel.mode = 'server-error';
    expect((await postCallback(t, callback)).statusCode).toBe(200);
    const state = okBody(await t.request('GET', api.publicPayStatus(token, started.reference)));
    expect(state).toMatchObject({ status: 'pending' });
    expect(await countRows(t, 'payments')).toBe(0);

    // Hubtel answers again: the scheduler's next check completes it.
    hubtel.mode = 'normal';
    const env = t.app.onlinePayments;
    const start = Date.parse((await intentOf(t, started.reference)).created_at);
    expect(await onlinePaymentsService.checkPending(env, new Date(start + FIRST_CHECK_MS + 1000))).toBe(1);
    expect(await paymentsOf(t)).toEqual([[2000, 'Mobile Money', 1]]);
  });

  it('answers a clear 503 when Hubtel fails on checkout, with the intent kept', async () => {
    const { t, token, hubtel } = await hubtelBusiness();
    hubtel.mode = 'server-error';
    const answer = await pay(t, token, { amount: 10, phone: '024 555 0101' });
    expect(answer.statusCode).toBe(503);
    expect(await countRows(t, 'payment_intents')).toBe(1);
  });
});
