import { createHmac } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  answerJson,
  type ReceivedRequest,
  startTestGateway,
  type TestGateway,
} from '../modules/reminders/sms/test-gateway';

// A stand-in for Paystack on 127.0.0.1 speaking its documented API (see the header of
// modules/online-payments/providers/paystack.ts): initialize, verify, list, and signed webhooks.
// Closed after each test, like the SMS test gateway it is built on.

/** What the fake does with every request, to test failures: answer as documented, or not. */
export type FakeMode = 'normal' | 'silent' | 'server-error';

export interface FakePaystackTransaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string;
  channels: string[];
  status: string;
  channel: string | null;
  gatewayResponse: string | null;
  bank: string | null;
}

export interface PaidWith {
  channel?: 'mobile_money' | 'card';
  /** Mobile Money's network as Paystack names it (`MTN`, `VOD`, `ATL`). */
  bank?: string;
  /** Another amount than the one initialised, in pesewas. */
  amount?: number;
}

export interface FakePaystack {
  url: string;
  secretKey: string;
  received: ReceivedRequest[];
  transactions: Map<string, FakePaystackTransaction>;
  mode: FakeMode;
  /** The payer pays (`success`), as through the checkout page. */
  pay(reference: string, paidWith?: PaidWith): FakePaystackTransaction;
  /** The payer's Mobile Money or card declines (`failed`). */
  decline(reference: string): FakePaystackTransaction;
  /** The webhook Paystack would send for the transaction now, signed unless told otherwise. */
  webhookFor(
    reference: string,
    options?: { event?: string; signWith?: string },
  ): { rawBody: string; headers: Record<string, string> };
  /** Posts that webhook to `url` (the server's webhook route); answers its status. */
  sendWebhook(
    url: string,
    reference: string,
    options?: { event?: string; signWith?: string },
  ): Promise<number>;
  close(): Promise<void>;
}

export const FAKE_PAYSTACK_KEY = 'sk_test_fake0000000000000000000000000001234';

export function paystackSignature(rawBody: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex');
}

export async function startFakePaystack(secretKey = FAKE_PAYSTACK_KEY): Promise<FakePaystack> {
  const transactions = new Map<string, FakePaystackTransaction>();
  let nextId = 4_099_260_516;
  const fake = {} as FakePaystack;

  const handle = (request: ReceivedRequest, response: ServerResponse) => {
    if (fake.mode === 'silent') return;
    if (fake.mode === 'server-error') {
      answerJson(response, 500, { status: false, message: 'An error occurred' });
      return;
    }
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      answerJson(response, 401, { status: false, message: 'Invalid key' });
      return;
    }
    if (request.method === 'POST' && request.path === '/transaction/initialize') {
      initialize(request, response);
      return;
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1] as string));
      if (!transaction) {
        answerJson(response, 400, { status: false, message: 'Transaction reference not found' });
        return;
      }
      answerJson(response, 200, {
        status: true,
        message: 'Verification successful',
        data: dataOf(transaction),
      });
      return;
    }
    if (request.method === 'GET' && request.path === '/transaction') {
      answerJson(response, 200, {
        status: true,
        message: 'Transactions retrieved',
        data: [],
        meta: { total: 0 },
      });
      return;
    }
    answerJson(response, 404, { status: false, message: 'Not found' });
  };

  const initialize = (request: ReceivedRequest, response: ServerResponse) => {
    const body = JSON.parse(request.body) as Record<string, unknown>;
    const { email, amount, reference, currency } = body;
    if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
      answerJson(response, 400, { status: false, message: 'Invalid Email Address Passed' });
      return;
    }
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      answerJson(response, 400, { status: false, message: 'Invalid Amount Sent' });
      return;
    }
    if (typeof reference !== 'string' || !/^[A-Za-z0-9.=-]+$/.test(reference)) {
      answerJson(response, 400, { status: false, message: 'Invalid transaction reference' });
      return;
    }
    if (transactions.has(reference)) {
      answerJson(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
      return;
    }
    transactions.set(reference, {
      id: nextId++,
      reference,
      amount,
      currency: typeof currency === 'string' ? currency : 'NGN',
      email,
      callbackUrl: String(body.callback_url ?? ''),
      channels: Array.isArray(body.channels) ? body.channels.map(String) : [],
      status: 'abandoned',
      channel: null,
      gatewayResponse: null,
      bank: null,
    });
    const accessCode = `ac${nextId}`;
    answerJson(response, 200, {
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `https://checkout.paystack.com/${accessCode}`,
        access_code: accessCode,
        reference,
      },
    });
  };

  const dataOf = (transaction: FakePaystackTransaction) => ({
    id: transaction.id,
    domain: 'test',
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amount,
    gateway_response: transaction.gatewayResponse,
    paid_at: transaction.status === 'success' ? '2026-03-01T10:00:00.000Z' : null,
    channel: transaction.channel,
    currency: transaction.currency,
    customer: { email: transaction.email },
    authorization:
      transaction.channel === 'mobile_money'
        ? { channel: 'mobile_money', bank: transaction.bank, brand: transaction.bank, last4: '2233' }
        : transaction.channel === 'card'
          ? { channel: 'card', bank: 'TEST BANK', brand: 'visa', card_type: 'visa', last4: '4081' }
          : {},
  });

  const gateway: TestGateway = await startTestGateway(handle);
  const find = (reference: string) => {
    const transaction = transactions.get(reference);
    if (!transaction) throw new Error(`the fake Paystack has no transaction ${reference}`);
    return transaction;
  };

  Object.assign(fake, {
    url: gateway.url,
    secretKey,
    received: gateway.received,
    transactions,
    mode: 'normal' as FakeMode,
    pay(reference: string, paidWith: PaidWith = {}) {
      const transaction = find(reference);
      transaction.status = 'success';
      transaction.channel = paidWith.channel ?? 'mobile_money';
      transaction.bank =
        transaction.channel === 'mobile_money' ? (paidWith.bank ?? 'MTN Mobile Money') : null;
      transaction.gatewayResponse = 'Approved';
      if (paidWith.amount !== undefined) transaction.amount = paidWith.amount;
      return transaction;
    },
    decline(reference: string) {
      const transaction = find(reference);
      transaction.status = 'failed';
      transaction.channel = 'mobile_money';
      transaction.gatewayResponse = 'Declined';
      return transaction;
    },
    webhookFor(reference: string, options: { event?: string; signWith?: string } = {}) {
      const rawBody = JSON.stringify({
        event: options.event ?? 'charge.success',
        data: dataOf(find(reference)),
      });
      return {
        rawBody,
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': paystackSignature(rawBody, options.signWith ?? secretKey),
        },
      };
    },
    async sendWebhook(url: string, reference: string, options?: { event?: string; signWith?: string }) {
      const { rawBody, headers } = fake.webhookFor(reference, options);
      const response = await fetch(url, { method: 'POST', headers, body: rawBody });
      await response.arrayBuffer();
      return response.status;
    },
    close: () => gateway.close(),
  });
  return fake;
}
