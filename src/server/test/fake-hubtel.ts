import type { ServerResponse } from 'node:http';
import {
  answerJson,
  type ReceivedRequest,
  startTestGateway,
  type TestGateway,
} from '../modules/reminders/sms/test-gateway';
import type { FakeMode } from './fake-paystack';

// A stand-in for Hubtel's Online Checkout and its transaction status check on 127.0.0.1, speaking
// the documented API (see the header of modules/online-payments/providers/hubtel.ts). One server
// answers both hosts' paths; the adapter is given its URL as both base URLs.

export interface FakeHubtelTransaction {
  clientReference: string;
  checkoutId: string;
  /** Cedis, as Hubtel writes amounts. */
  totalAmount: number;
  description: string;
  callbackUrl: string;
  returnUrl: string;
  status: 'Paid' | 'Unpaid' | 'Refunded';
  paymentMethod: string | null;
  channel: string | null;
  transactionId: string | null;
}

export interface FakeHubtel {
  url: string;
  clientId: string;
  clientSecret: string;
  merchantAccount: string;
  received: ReceivedRequest[];
  transactions: Map<string, FakeHubtelTransaction>;
  mode: FakeMode;
  /** Answers 403 to the status check, as Hubtel does to an address it has not allowed. */
  refuseAddress: boolean;
  /** The payer pays; `channel` as Hubtel names it (`mtn-gh`, `vodafone-gh`, `tigo-gh`, `card`). */
  pay(reference: string, paidWith?: { channel?: string; amount?: number }): FakeHubtelTransaction;
  /** The payer's wallet declines: Hubtel keeps the checkout open, the transaction stays Unpaid. */
  decline(reference: string): FakeHubtelTransaction;
  /** The callback Hubtel would post (unsigned). */
  callbackFor(reference: string): string;
  /** Posts that callback to `url`; answers its status. */
  sendCallback(url: string, reference: string): Promise<number>;
  close(): Promise<void>;
}

export const FAKE_HUBTEL = {
  clientId: 'hubtel-client',
  clientSecret: 'hubtel-secret-5678',
  merchantAccount: '2017101',
};

export async function startFakeHubtel(keys = FAKE_HUBTEL): Promise<FakeHubtel> {
  const transactions = new Map<string, FakeHubtelTransaction>();
  let nextId = 1;
  const fake = {} as FakeHubtel;
  const expectedAuth = `Basic ${Buffer.from(`${keys.clientId}:${keys.clientSecret}`).toString('base64')}`;

  const handle = (request: ReceivedRequest, response: ServerResponse) => {
    if (fake.mode === 'silent') return;
    if (fake.mode === 'server-error') {
      answerJson(response, 500, { message: 'Internal server error' });
      return;
    }
    if (request.headers.authorization !== expectedAuth) {
      answerJson(response, 401, { message: 'Unauthorized' });
      return;
    }
    if (request.method === 'POST' && request.path === '/items/initiate') {
      initiate(request, response);
      return;
    }
    const status = /^\/transactions\/([^/]+)\/status$/.exec(request.path);
    if (request.method === 'GET' && status) {
      if (fake.refuseAddress) {
        answerJson(response, 403, { message: 'Forbidden' });
        return;
      }
      const transaction = transactions.get(request.query.get('clientReference') ?? '');
      if (decodeURIComponent(status[1] as string) !== keys.merchantAccount || !transaction) {
        answerJson(response, 404, { message: 'Transaction not found', responseCode: '2001' });
        return;
      }
      answerJson(response, 200, {
        message: 'Successful',
        responseCode: '0000',
        data: {
          date: '2026-03-01T10:00:00.000Z',
          status: transaction.status,
          transactionId: transaction.transactionId,
          externalTransactionId: transaction.transactionId ? `ext-${transaction.transactionId}` : null,
          // The documented answer names the method, not the network: only the callback's
          // PaymentDetails.Channel does (decision 175).
          paymentMethod: transaction.paymentMethod,
          clientReference: transaction.clientReference,
          currencyCode: 'GHS',
          amount: transaction.totalAmount,
          charges: 0,
          amountAfterCharges: transaction.totalAmount,
          isFulfilled: transaction.status === 'Paid',
        },
      });
      return;
    }
    answerJson(response, 404, { message: 'Not found' });
  };

  const initiate = (request: ReceivedRequest, response: ServerResponse) => {
    const body = JSON.parse(request.body) as Record<string, unknown>;
    const reference = body.clientReference;
    if (typeof reference !== 'string' || !reference || reference.length > 32) {
      answerJson(response, 400, {
        responseCode: '4000',
        status: 'Error',
        message: 'Invalid clientReference',
      });
      return;
    }
    if (body.merchantAccountNumber !== keys.merchantAccount) {
      answerJson(response, 400, {
        responseCode: '4000',
        status: 'Error',
        message: 'Invalid merchant account',
      });
      return;
    }
    if (typeof body.totalAmount !== 'number' || body.totalAmount <= 0) {
      answerJson(response, 400, { responseCode: '4000', status: 'Error', message: 'Invalid amount' });
      return;
    }
    const checkoutId = `chk${nextId++}`;
    transactions.set(reference, {
      clientReference: reference,
      checkoutId,
      totalAmount: body.totalAmount,
      description: String(body.description ?? ''),
      callbackUrl: String(body.callbackUrl ?? ''),
      returnUrl: String(body.returnUrl ?? ''),
      status: 'Unpaid',
      paymentMethod: null,
      channel: null,
      transactionId: null,
    });
    answerJson(response, 200, {
      responseCode: '0000',
      status: 'Success',
      data: {
        checkoutUrl: `https://pay.hubtel.com/${checkoutId}`,
        checkoutId,
        clientReference: reference,
        message: '',
        checkoutDirectUrl: `https://pay.hubtel.com/${checkoutId}/direct`,
      },
    });
  };

  const gateway: TestGateway = await startTestGateway(handle);
  const find = (reference: string) => {
    const transaction = transactions.get(reference);
    if (!transaction) throw new Error(`the fake Hubtel has no transaction ${reference}`);
    return transaction;
  };

  Object.assign(fake, {
    url: gateway.url,
    ...keys,
    received: gateway.received,
    transactions,
    mode: 'normal' as FakeMode,
    refuseAddress: false,
    pay(reference: string, paidWith: { channel?: string; amount?: number } = {}) {
      const transaction = find(reference);
      const channel = paidWith.channel ?? 'mtn-gh';
      transaction.status = 'Paid';
      transaction.channel = channel;
      transaction.paymentMethod = channel === 'card' ? 'card' : 'mobilemoney';
      transaction.transactionId = `7a9f${nextId++}`;
      if (paidWith.amount !== undefined) transaction.totalAmount = paidWith.amount;
      return transaction;
    },
    decline(reference: string) {
      const transaction = find(reference);
      transaction.status = 'Unpaid';
      return transaction;
    },
    callbackFor(reference: string) {
      const transaction = find(reference);
      return JSON.stringify({
        ResponseCode: transaction.status === 'Paid' ? '0000' : '2001',
        Status: transaction.status === 'Paid' ? 'Success' : 'Failed',
        Data: {
          CheckoutId: transaction.checkoutId,
          SalesInvoiceId: `inv-${transaction.checkoutId}`,
          ClientReference: transaction.clientReference,
          Status: transaction.status === 'Paid' ? 'Success' : 'Failed',
          Amount: transaction.totalAmount,
          CustomerPhoneNumber: '233241112233',
          PaymentDetails: {
            MobileMoneyNumber: '233241112233',
            PaymentType: transaction.paymentMethod ?? 'mobilemoney',
            Channel: transaction.channel ?? 'mtn-gh',
          },
          Description: transaction.description,
        },
      });
    },
    async sendCallback(url: string, reference: string) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: fake.callbackFor(reference),
      });
      await response.arrayBuffer();
      return response.status;
    },
    close: () => gateway.close(),
  });
  return fake;
}
