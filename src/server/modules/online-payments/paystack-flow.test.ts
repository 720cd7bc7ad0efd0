import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { okBody } from '../../test/api-checks';
import { type FakePaystack, startFakePaystack } from '../../test/fake-paystack';
import type { TestApp } from '../../test/test-app';
import { countRows, pay, payingBusiness } from './test-data';

let t: TestApp | undefined;
let paystack: FakePaystack | undefined;
afterEach(async () => {
  await t?.close();
  await paystack?.close();
  t = undefined;
  paystack = undefined;
});

async function paystackBusiness() {
  paystack = await startFakePaystack();
  const made = await payingBusiness('paystack', false, paystack);
  t = made.t;
  return { ...made, paystack };
}

const postWebhook = (app: TestApp, webhook: { rawBody: string; headers: Record<string, string> }) =>
  app.app.inject({
    method: 'POST',
    url: api.paymentWebhook('paystack'),
    headers: webhook.headers,
    payload: webhook.rawBody,
  });

describe('paying through Paystack (its local server)', () => {
  it('records a payment from a signed webhook that comes before the payer returns, once', async () => {
    const { t, token, paystack } = await paystackBusiness();
    const started = okBody(await pay(t, token, { amount: 321.09, phone: '024 555 0101' }));
    paystack.pay(started.reference);
    const webhook = paystack.webhookFor(started.reference);
    expect((await postWebhook(t, webhook)).statusCode).toBe(200);
    expect((await postWebhook(t, webhook)).statusCode).toBe(200);
    const state = okBody(await t.request('GET', api.publicPayStatus(token, started.reference)));
    expect(state).toMatchObject({ status: 'paid', receiptNumber: 1, amount: 321.09 });
    const payments = await t.handle.db.selectFrom('payments').select(['amount_pesewas', 'method']).execute();
    expect(payments.map((row) => [Number(row.amount_pesewas), row.method])).toEqual([
      [32109, 'Mobile Money'],
    ]);
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const { t, token, paystack } = await paystackBusiness();
    const started = okBody(await pay(t, token, { amount: 10, phone: '024 555 0101' }));
    paystack.pay(started.reference);
    const forged = paystack.webhookFor(started.reference, { signWith: 'sk_test_someone_else' });
    expect((await postWebhook(t, forged)).statusCode).toBe(400);
    const tampered = paystack.webhookFor(started.reference);
    const changed = { ...tampered, rawBody: tampered.rawBody.replace('"amount":1000', '"amount":100') };
    expect((await postWebhook(t, changed)).statusCode).toBe(400);
    expect(await countRows(t, 'payments')).toBe(0);
    const intent = await t.handle.db
      .selectFrom('payment_intents')
      .select('status')
      .where('reference', '=', started.reference)
      .executeTakeFirstOrThrow();
    expect(intent.status).toBe('pending');
  });

  it('answers a clear 503 when Paystack fails on checkout, with the intent kept', async () => {
    const { t, token, paystack } = await paystackBusiness();
    paystack.mode = 'server-error';
    const answer = await pay(t, token, { amount: 10, phone: '024 555 0101' });
    expect(answer.statusCode).toBe(503);
    expect(await countRows(t, 'payment_intents')).toBe(1);
  });
});
