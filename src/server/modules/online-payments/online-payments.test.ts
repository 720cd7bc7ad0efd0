import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { CARD_ONLINE_ONLY_MESSAGE } from '../../../shared/payments';
import { expectFieldError, okBody } from '../../test/api-checks';
import type { TestApp } from '../../test/test-app';
import { remittanceBody, rentalBody } from '../contracts/test-data';
import type { SmsProvider } from '../reminders';
import { vehicleBody } from '../vehicles/test-data';
import { PaymentProviderError } from './providers';
import { EXPIRY_MS, FIRST_CHECK_MS, ONLINE_PAYMENT_MESSAGES, onlinePaymentsService } from './service';
import {
  countRows,
  fakeProvider,
  type PayingBusiness,
  pay,
  payingBusiness,
  secretOf,
  testWebhook,
} from './test-data';

let current: TestApp | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});
async function business(...args: Parameters<typeof payingBusiness>): Promise<PayingBusiness> {
  const made = await payingBusiness(...args);
  current = made.t;
  return made;
}

const intentOf = (t: TestApp, reference: string) =>
  t.handle.db
    .selectFrom('payment_intents')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();

describe('Pay now with the test provider', () => {
  it('commits the intent, opens the checkout, and Approve records one payment with its receipt', async () => {
    const { t, token, tenantId } = await business();
    const started = okBody(await pay(t, token, { amount: 250.35, phone: '024 555 0101' }));
    expect(started.reference).toMatch(/^PM[A-Z2-7]{20}$/);
    expect(started.checkoutUrl).toMatch(new RegExp(`/pay/test/${started.reference}#.+`));
    const intent = await intentOf(t, started.reference);
    expect(intent).toMatchObject({ status: 'pending', amount_pesewas: 25035, phone: '+233245550101' });

    const checkout = okBody(await t.request('GET', api.testCheckout(started.reference)));
    expect(checkout).toMatchObject({ reference: started.reference, amount: 250.35, status: 'pending' });
    expect(checkout.returnUrl).toContain(`/s/${token}?reference=${started.reference}`);

    // Still pending until the webhook: the return asks the test provider, which knows nothing yet.
    expect(okBody(await t.request('GET', api.publicPayStatus(token, started.reference)))).toEqual({
      reference: started.reference,
      status: 'pending',
      amount: 250.35,
      receiptNumber: null,
    });

    const secret = secretOf(started.checkoutUrl);
    const approve = { reference: started.reference, status: 'success', secret };
    expect((await testWebhook(t, approve)).statusCode).toBe(200);
    const state = okBody(await t.request('GET', api.publicPayStatus(token, started.reference)));
    expect(state).toMatchObject({ status: 'paid', receiptNumber: 1 });

    const payments = await t.handle.db.selectFrom('payments').selectAll().execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      tenant_id: tenantId,
      amount_pesewas: 25035,
      method: 'Mobile Money',
      network: 'MTN MoMo',
      reference: `TEST-${started.reference}`,
      payer_phone: '+233245550101',
      recorded_by_name: 'Online payment',
    });
    const audit = await t.handle.db
      .selectFrom('audit_events')
      .select(['actor_name', 'entity'])
      .where('entity', '=', 'payment')
      .execute();
    expect(audit).toEqual([{ actor_name: 'Online payment', entity: 'payment' }]);

    // Repeated: 200, nothing changes.
    expect((await testWebhook(t, approve)).statusCode).toBe(200);
    expect(await countRows(t, 'payments')).toBe(1);
  });

  it('refuses a webhook with a wrong secret or an unknown reference, and changes nothing', async () => {
    const { t, token } = await business();
    const started = okBody(await pay(t, token, { amount: 10, phone: '0245550101' }));
    const wrong = await testWebhook(t, {
      reference: started.reference,
      status: 'success',
      secret: 'x'.repeat(24),
    });
    expect(wrong.statusCode).toBe(400);
    const unknown = await testWebhook(t, { reference: 'PMNOPE', status: 'success', secret: 'x' });
    expect(unknown.statusCode).toBe(400);
    const garbage = await t.app.inject({
      method: 'POST',
      url: api.paymentWebhook('test'),
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(garbage.statusCode).toBe(400);
    expect((await intentOf(t, started.reference)).status).toBe('pending');
    expect(await countRows(t, 'payments')).toBe(0);
  });

  it('Decline marks the intent failed and records nothing', async () => {
    const { t, token } = await business();
    const started = okBody(await pay(t, token, { amount: 10, phone: '0245550101' }));
    const decline = { reference: started.reference, status: 'failed', secret: secretOf(started.checkoutUrl) };
    expect((await testWebhook(t, decline)).statusCode).toBe(200);
    expect(okBody(await t.request('GET', api.publicPayStatus(token, started.reference))).status).toBe(
      'failed',
    );
    expect(await countRows(t, 'payments')).toBe(0);
  });

  it('records 20 webhooks sent at once, and a status check racing them, exactly once', async () => {
    const { t, token } = await business();
    const started = okBody(await pay(t, token, { amount: 123.45, phone: '0245550101' }));
    const approve = {
      reference: started.reference,
      status: 'success',
      secret: secretOf(started.checkoutUrl),
    };
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => testWebhook(t, approve)),
      t.request('GET', api.publicPayStatus(token, started.reference)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(21).fill(200));
    const payments = await t.handle.db
      .selectFrom('payments')
      .select(['amount_pesewas', 'receipt_number'])
      .execute();
    expect(payments.map((row) => [Number(row.amount_pesewas), Number(row.receipt_number)])).toEqual([
      [12345, 1],
    ]);
  });

  it('keeps one gapless receipt series with office and online payments mixed', async () => {
    const { t, token, tenantId, cookie } = await business();
    const office = (amountPaid: number) =>
      t.request('POST', api.addPayment, {
        cookie,
        payload: { tenant: tenantId, amountPaid, method: 'Cash', Date: '2026-02-01', status: 'Completed' },
      });
    okBody(await office(100));
    const started = okBody(await pay(t, token, { amount: 20.01, phone: '0245550101' }));
    const approve = {
      reference: started.reference,
      status: 'success',
      secret: secretOf(started.checkoutUrl),
    };
    await Promise.all([office(5), testWebhook(t, approve), office(6.5)]);
    const numbers = await t.handle.db.selectFrom('payments').select('receipt_number').execute();
    expect(numbers.map((row) => Number(row.receipt_number)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
  });

  it('records what was actually paid when it differs from the intent', async () => {
    const { t, token } = await business();
    const started = okBody(await pay(t, token, { amount: 50, phone: '0245550101' }));
    const approve = {
      reference: started.reference,
      status: 'success',
      secret: secretOf(started.checkoutUrl),
      amount: 49.99,
    };
    expect((await testWebhook(t, approve)).statusCode).toBe(200);
    expect(await intentOf(t, started.reference)).toMatchObject({ status: 'paid', paid_pesewas: 4999 });
    const [payment] = await t.handle.db.selectFrom('payments').select('amount_pesewas').execute();
    expect(Number(payment?.amount_pesewas)).toBe(4999);
  });
});

describe('refusals of Pay now', () => {
  it('answers 404 for an unknown token, and 400 with nothing recorded for bad amounts and phones', async () => {
    const { t, token } = await business();
    expect((await pay(t, 'no-such-token', { amount: 10, phone: '0245550101' })).statusCode).toBe(404);
    const statement = okBody(await t.request('GET', api.publicStatement(token)));
    const max = statement.payNow.maxAmount as number;
    for (const body of [
      { amount: 0.99, phone: '0245550101' },
      { amount: max + 0.01, phone: '0245550101' },
      { amount: 10, phone: '12' },
      { amount: 10, phone: '+44 20 7946 0958' },
      { amount: 'ten', phone: '0245550101' },
    ]) {
      const answer = await pay(t, token, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toBeTruthy();
    }
    expect(await countRows(t, 'payment_intents')).toBe(0);
  });

  it('answers 400 when the business takes no payments online', async () => {
    const { t, token } = await business('none');
    const answer = await pay(t, token, { amount: 10, phone: '0245550101' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(ONLINE_PAYMENT_MESSAGES.noProvider);
    expect(await countRows(t, 'payment_intents')).toBe(0);
  });

  it('has no test provider, checkout or webhook on a server without PAYMENTS_TEST_PROVIDER', async () => {
    const { t, token } = await business('test', false);
    expect((await pay(t, token, { amount: 10, phone: '0245550101' })).statusCode).toBe(400);
    expect((await t.request('GET', api.testCheckout('PMANY'))).statusCode).toBe(404);
    expect((await testWebhook(t, { reference: 'PMANY', status: 'success', secret: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('keeps the intent committed and answers a clear 503 when the provider fails to open a checkout', async () => {
    const { t, token } = await business('paystack');
    t.app.onlinePayments.providers.adapters.paystack = () =>
      fakeProvider({
        checkout: async () => {
          throw new PaymentProviderError('Paystack answered 502', { retryable: true, status: 502 });
        },
      });
    const answer = await pay(t, token, { amount: 10, phone: '0245550101' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toBe(ONLINE_PAYMENT_MESSAGES.providerDown);
    const intents = await t.handle.db.selectFrom('payment_intents').selectAll().execute();
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ status: 'failed', amount_pesewas: 1000 });
  });
});

describe('asking the provider (no webhooks)', () => {
  it('completes a paid intent on the return from the checkout', async () => {
    const { t, token } = await business('paystack');
    let paid = false;
    t.app.onlinePayments.providers.adapters.paystack = () =>
      fakeProvider({
        status: async () =>
          paid
            ? { status: 'paid', amountPesewas: 1000, channel: 'card', network: null, transactionId: 'T123' }
            : { status: 'pending' },
      });
    const started = okBody(await pay(t, token, { amount: 10, phone: '0245550101' }));
    expect(started.checkoutUrl).toBe(`https://pay.example/${started.reference}`);
    paid = true;
    const state = okBody(await t.request('GET', api.publicPayStatus(token, started.reference)));
    expect(state).toMatchObject({ status: 'paid', receiptNumber: 1 });
    const [payment] = await t.handle.db.selectFrom('payments').select(['method', 'reference']).execute();
    expect(payment).toEqual({ method: 'Card', reference: 'T123' });
    const { cookie } = await t.signIn('Admin');
    const byCard = okBody(await t.request('GET', `${api.payments}?method=Card`, { cookie }));
    expect(byCard).toHaveLength(1);
    expect(byCard[0]).toMatchObject({ method: 'Card', reference: 'T123' });
    // An edit keeps its Card; the office cannot make a payment a card one (decision 167).
    const edit = (id: string, method: string) =>
      t.request('PUT', api.editPayment(id), {
        cookie,
        payload: { amountPaid: 10, method, Date: byCard[0].Date ?? byCard[0].date, status: 'Completed' },
      });
    okBody(await edit(byCard[0]._id, 'Card'));
    const { tenantId } = await intentTarget(t);
    const cash = okBody(
      await t.request('POST', api.addPayment, {
        cookie,
        payload: { tenant: tenantId, amountPaid: 5, method: 'Cash', Date: '2026-02-01', status: 'Completed' },
      }),
    );
    expectFieldError(
      await edit((cash._id ?? cash.data._id) as string, 'Card'),
      'method',
      CARD_ONLINE_ONLY_MESSAGE,
    );
  });

  it('the scheduler asks after 5 minutes with back-off, completes paid intents and expires the rest after a day', async () => {
    const { t, token } = await business('paystack');
    const asked: string[] = [];
    const paidReference: { value?: string } = {};
    t.app.onlinePayments.providers.adapters.paystack = () => ({
      ...fakeProvider({}),
      checkStatus: async (reference) => {
        asked.push(reference);
        return reference === paidReference.value
          ? {
              status: 'paid',
              amountPesewas: 700,
              channel: 'mobile_money',
              network: 'Telecel Cash',
              transactionId: 'MOMO-9',
            }
          : { status: 'pending' };
      },
    });
    const first = okBody(await pay(t, token, { amount: 7, phone: '0245550101' }));
    const second = okBody(await pay(t, token, { amount: 8, phone: '0245550101' }));
    paidReference.value = first.reference;
    const env = t.app.onlinePayments;
    const start = Date.parse((await intentOf(t, first.reference)).created_at);

    expect(await onlinePaymentsService.checkPending(env, new Date(start + FIRST_CHECK_MS - 60_000))).toBe(0);
    expect(asked).toEqual([]);
    expect(await onlinePaymentsService.checkPending(env, new Date(start + FIRST_CHECK_MS + 1000))).toBe(1);
    expect(await intentOf(t, first.reference)).toMatchObject({ status: 'paid', network: 'Telecel Cash' });
    const second1 = await intentOf(t, second.reference);
    expect(second1.checks).toBe(1);
    // The next check waits 10 minutes: asking again a minute later asks nobody.
    asked.length = 0;
    await onlinePaymentsService.checkPending(env, new Date(start + FIRST_CHECK_MS + 61_000));
    expect(asked).toEqual([]);
    await onlinePaymentsService.checkPending(env, new Date(start + EXPIRY_MS + 60_000));
    expect((await intentOf(t, second.reference)).status).toBe('expired');
    expect(await countRows(t, 'payments')).toBe(1);
  });
});

/** A rental contract of the business's one vehicle and its statement link's token. */
async function contractWithLink(t: TestApp, cookie: string) {
  const vehicle = okBody(await t.request('POST', api.addVehicle, { cookie, payload: vehicleBody() }));
  const vehicleId = (vehicle._id ?? vehicle.data._id) as string;
  const contract = okBody(
    await t.request('POST', api.contracts, {
      cookie,
      payload: rentalBody(vehicleId, { startDate: '2025-06-01', endDate: '2025-06-08' }),
    }),
  );
  const contractId = (contract._id ?? contract.data._id) as string;
  const { url } = okBody(await t.request('POST', api.contractStatementLink(contractId), { cookie }));
  return { contractId, token: decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') };
}

describe('a hire contract paid online', () => {
  it('records a card payment as a remittance by Card, filtered by it, that no office form records', async () => {
    const { t, cookie } = await business('paystack');
    const { contractId, token } = await contractWithLink(t, cookie);
    t.app.onlinePayments.providers.adapters.paystack = () =>
      fakeProvider({
        status: async () => ({
          status: 'paid',
          amountPesewas: 12_000,
          channel: 'card',
          network: null,
          transactionId: 'CARD-77',
        }),
      });
    const started = okBody(await pay(t, token, { amount: 120, phone: '0205550101' }));
    const state = okBody(await t.request('GET', api.publicPayStatus(token, started.reference)));
    expect(state).toMatchObject({ status: 'paid', receiptNumber: 1 });
    const list = okBody(await t.request('GET', `${api.remittances}?method=Card`, { cookie }));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      contractId,
      amount: 120,
      method: 'Card',
      network: null,
      reference: 'CARD-77',
      note: 'Paid online',
    });
    const cash = okBody(await t.request('GET', `${api.remittances}?method=Cash`, { cookie }));
    expect(cash).toHaveLength(0);

    // The office records Cash, Mobile Money or Bank Transfer; a card remittance keeps 'Card' on edit.
    const office = await t.request('POST', api.remittances, {
      cookie,
      payload: remittanceBody(contractId, { method: 'Card' as 'Cash' }),
    });
    expectFieldError(office, 'method', CARD_ONLINE_ONLY_MESSAGE);
    const recorded = okBody(
      await t.request('POST', api.remittances, { cookie, payload: remittanceBody(contractId) }),
    );
    const recordedId = (recorded._id ?? recorded.data._id) as string;
    expectFieldError(
      await t.request('PUT', api.remittance(recordedId), {
        cookie,
        payload: remittanceBody(contractId, { method: 'Card' as 'Cash' }),
      }),
      'method',
      CARD_ONLINE_ONLY_MESSAGE,
    );
    const cardId = list[0]._id as string;
    const edited = okBody(
      await t.request('PUT', api.remittance(cardId), {
        cookie,
        payload: remittanceBody(contractId, {
          date: list[0].date,
          amount: 120,
          method: 'Card' as 'Cash',
          reference: 'CARD-77',
          note: 'Paid online by card',
        }),
      }),
    );
    expect(edited).toMatchObject({ method: 'Card', note: 'Paid online by card' });
  });

  it('records a remittance with its receipt, once, by Online payment', async () => {
    const { t, cookie } = await business();
    const vehicle = okBody(await t.request('POST', api.addVehicle, { cookie, payload: vehicleBody() }));
    const vehicleId = (vehicle._id ?? vehicle.data._id) as string;
    const contract = okBody(
      await t.request('POST', api.contracts, {
        cookie,
        payload: rentalBody(vehicleId, { startDate: '2025-06-01', endDate: '2025-06-08' }),
      }),
    );
    const contractId = (contract._id ?? contract.data._id) as string;
    const { url } = okBody(await t.request('POST', api.contractStatementLink(contractId), { cookie }));
    const token = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
    const started = okBody(await pay(t, token, { amount: 300.5, phone: '0205550101' }));
    const approve = {
      reference: started.reference,
      status: 'success',
      secret: secretOf(started.checkoutUrl),
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => testWebhook(t, approve)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const remittances = await t.handle.db
      .selectFrom('remittances')
      .select(['contract_id', 'amount_pesewas', 'method', 'receipt_number', 'recorded_by_name'])
      .execute();
    expect(remittances.map((row) => ({ ...row, amount_pesewas: Number(row.amount_pesewas) }))).toEqual([
      {
        contract_id: contractId,
        amount_pesewas: 30050,
        method: 'Mobile Money',
        receipt_number: 1,
        recorded_by_name: 'Online payment',
      },
    ]);
    expect(okBody(await t.request('GET', api.publicPayStatus(token, started.reference)))).toMatchObject({
      status: 'paid',
      receiptNumber: 1,
    });
  });
});

/** The rent record the business's one intent is for. */
async function intentTarget(t: TestApp) {
  const row = await t.handle.db.selectFrom('payment_intents').select('record_id').executeTakeFirstOrThrow();
  return { tenantId: row.record_id };
}

/** A gateway for the server's SMS (what is outside the product): messages are only queued here. */
function withSmsGateway(t: TestApp) {
  t.app.onlinePayments.messaging.provider = {
    name: 'arkesel',
    send: async () => ({ provider: 'arkesel', providerMessageId: 'sms-1' }),
  } satisfies SmsProvider;
}

const receiptMessages = (t: TestApp) =>
  t.handle.db
    .selectFrom('outbox')
    .select(['kind', 'to_phone', 'body', 'subject_id', 'status'])
    .where('kind', '=', 'receipt')
    .execute();

describe('the SMS receipt to the payer', () => {
  it('queues one receipt SMS for a paid intent, and none again for a repeated webhook', async () => {
    const { t, token } = await business();
    withSmsGateway(t);
    const started = okBody(await pay(t, token, { amount: 150, phone: '024 555 0101' }));
    const approve = {
      reference: started.reference,
      status: 'success',
      secret: secretOf(started.checkoutUrl),
    };
    expect((await testWebhook(t, approve)).statusCode).toBe(200);
    expect((await testWebhook(t, approve)).statusCode).toBe(200);
    const intent = await intentOf(t, started.reference);
    const messages = await receiptMessages(t);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to_phone: '+233245550101',
      subject_id: intent.id,
      status: 'queued',
    });
    expect(messages[0]?.body).toMatch(
      new RegExp(
        `^.+: received GHC 150\\.00 for rent of .+, receipt RCT-000001\\. Thank you\\. Statement: .+/s/${token}$`,
      ),
    );
  });

  it('queues one receipt for 10 webhooks at once, and the payment is recorded once', async () => {
    const { t, token } = await business();
    withSmsGateway(t);
    const started = okBody(await pay(t, token, { amount: 20, phone: '0245550101' }));
    const approve = {
      reference: started.reference,
      status: 'success',
      secret: secretOf(started.checkoutUrl),
    };
    await Promise.all(Array.from({ length: 10 }, () => testWebhook(t, approve)));
    expect(await countRows(t, 'payments')).toBe(1);
    expect(await receiptMessages(t)).toHaveLength(1);
  });

  it('sends no SMS when SMS is not set up on the server', async () => {
    const { t, token } = await business();
    expect(t.app.onlinePayments.messaging.provider.name).toBe('log');
    const started = okBody(await pay(t, token, { amount: 20, phone: '0245550101' }));
    const approve = {
      reference: started.reference,
      status: 'success',
      secret: secretOf(started.checkoutUrl),
    };
    expect((await testWebhook(t, approve)).statusCode).toBe(200);
    expect(await countRows(t, 'payments')).toBe(1);
    expect(await receiptMessages(t)).toEqual([]);
  });
});

describe('a transaction id the office already recorded', () => {
  it('marks the intent paid and links it to the office’s payment: nothing new, no receipt SMS', async () => {
    const { t, token, tenantId, cookie } = await business('paystack');
    withSmsGateway(t);
    const office = okBody(
      await t.request('POST', api.addPayment, {
        cookie,
        payload: {
          tenant: tenantId,
          amountPaid: 150,
          method: 'Mobile Money',
          network: 'MTN MoMo',
          reference: 'MOMO-555',
          Date: '2026-02-01',
          status: 'Completed',
        },
      }),
    );
    const officeId = (office._id ?? office.data._id) as string;
    t.app.onlinePayments.providers.adapters.paystack = () =>
      fakeProvider({
        status: async () => ({
          status: 'paid',
          amountPesewas: 15_000,
          channel: 'mobile_money',
          network: 'MTN MoMo',
          transactionId: ' momo-555 ',
        }),
      });
    const started = okBody(await pay(t, token, { amount: 150, phone: '0245550101' }));
    const state = okBody(await t.request('GET', api.publicPayStatus(token, started.reference)));
    expect(state).toMatchObject({ status: 'paid', receiptNumber: 1 });
    // Asked again (a repeated notice, the scheduler): still one payment.
    okBody(await t.request('GET', api.publicPayStatus(token, started.reference)));
    expect(await intentOf(t, started.reference)).toMatchObject({
      status: 'paid',
      payment_id: officeId,
      remittance_id: null,
    });
    const payments = await t.handle.db.selectFrom('payments').select(['id', 'receipt_number']).execute();
    expect(payments.map((row) => [row.id, Number(row.receipt_number)])).toEqual([[officeId, 1]]);
    const counter = await t.handle.db.selectFrom('receipt_counters').select('last_number').execute();
    expect(counter.map((row) => Number(row.last_number))).toEqual([1]);
    expect(await receiptMessages(t)).toEqual([]);
    const statement = okBody(await t.request('GET', api.publicStatement(token)));
    expect(statement.receipts.map((each: { receiptNumber: string }) => each.receiptNumber)).toEqual([
      'RCT-000001',
    ]);
  });
});

describe('a transaction id the office already recorded on a remittance', () => {
  it('links the hire contract’s intent to the office’s remittance, recording nothing new', async () => {
    const { t, cookie } = await business('paystack');
    const { contractId, token } = await contractWithLink(t, cookie);
    const office = okBody(
      await t.request('POST', api.remittances, {
        cookie,
        payload: remittanceBody(contractId, {
          amount: 50,
          method: 'Mobile Money',
          network: 'Telecel Cash',
          reference: 'TC-9',
        }),
      }),
    );
    const officeId = (office._id ?? office.data._id) as string;
    t.app.onlinePayments.providers.adapters.paystack = () =>
      fakeProvider({
        status: async () => ({
          status: 'paid',
          amountPesewas: 5_000,
          channel: 'mobile_money',
          network: 'Telecel Cash',
          transactionId: 'TC-9',
        }),
      });
    const started = okBody(await pay(t, token, { amount: 50, phone: '0205550101' }));
    const state = okBody(await t.request('GET', api.publicPayStatus(token, started.reference)));
    expect(state).toMatchObject({ status: 'paid', receiptNumber: 1 });
    expect(await intentOf(t, started.reference)).toMatchObject({ remittance_id: officeId, payment_id: null });
    expect(await countRows(t, 'remittances')).toBe(1);
  });
});
