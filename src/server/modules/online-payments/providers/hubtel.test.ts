import { describe, expect, it } from 'vitest';
import { FAKE_HUBTEL, startFakeHubtel } from '../../../test/fake-hubtel';
import { refusedUrl } from '../../reminders/sms/test-gateway';
import { createHubtelProvider } from './hubtel';
import { type CheckoutRequest, PaymentProviderError } from './types';

const checkout = (reference: string, amountPesewas = 120_050): CheckoutRequest => ({
  reference,
  amountPesewas,
  phone: '+233241112233',
  description: 'Rent, Unit 4, Kofi Mensah',
  returnUrl: 'https://rent.example.com/s/token',
  webhookUrl: 'https://rent.example.com/api/public/pay/webhooks/hubtel',
});

const providerAt = (url: string, { keys = FAKE_HUBTEL, timeoutMs = 2_000 } = {}) =>
  createHubtelProvider({ ...keys, checkoutBaseUrl: url, statusBaseUrl: url, timeoutMs, fetchImpl: fetch });

async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('the Hubtel adapter against a local Hubtel', () => {
  it('initiates a checkout with Basic auth and the documented body, then reads the payment', async () => {
    const hubtel = await startFakeHubtel();
    const provider = providerAt(hubtel.url);
    const { checkoutUrl } = await provider.createCheckout(checkout('pi-abc123'));
    expect(checkoutUrl).toMatch(/^https:\/\/pay\.hubtel\.com\//);
    const request = hubtel.received[0];
    expect(request?.path).toBe('/items/initiate');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('hubtel-client:hubtel-secret-5678').toString('base64')}`,
    );
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      totalAmount: 1200.5,
      description: 'Rent, Unit 4, Kofi Mensah',
      callbackUrl: 'https://rent.example.com/api/public/pay/webhooks/hubtel',
      returnUrl: 'https://rent.example.com/s/token',
      cancellationUrl: 'https://rent.example.com/s/token',
      merchantAccountNumber: '2017101',
      clientReference: 'pi-abc123',
    });

    expect(await provider.checkStatus('pi-abc123')).toEqual({ status: 'pending' });
    const status = hubtel.received.at(-1);
    expect(status?.path).toBe('/transactions/2017101/status');
    expect(status?.query.get('clientReference')).toBe('pi-abc123');

    const paid = hubtel.pay('pi-abc123', { channel: 'vodafone-gh' });
    expect(await provider.checkStatus('pi-abc123')).toEqual({
      status: 'paid',
      amountPesewas: 120_050,
      channel: 'mobile_money',
      // The status check names the method only; the network comes from the callback (decision 175).
      network: null,
      transactionId: paid.transactionId,
    });
  });

  it.each([
    [1, 0.01],
    [10_01, 10.01],
    [29, 0.29],
    [123_456_789, 1_234_567.89],
  ])('sends %i pesewas as %d cedis and reads them back exactly', async (pesewas, cedis) => {
    const hubtel = await startFakeHubtel();
    const provider = providerAt(hubtel.url);
    await provider.createCheckout(checkout('pi-amount', pesewas));
    expect(hubtel.transactions.get('pi-amount')?.totalAmount).toBe(cedis);
    hubtel.pay('pi-amount');
    expect(await provider.checkStatus('pi-amount')).toMatchObject({ amountPesewas: pesewas });
  });

  it.each([
    ['mtn-gh', 'mobile_money', 'MTN MoMo'],
    ['vodafone-gh', 'mobile_money', 'Telecel Cash'],
    ['telecel-gh', 'mobile_money', 'Telecel Cash'],
    ['tigo-gh', 'mobile_money', 'AirtelTigo Money'],
    ['card', 'card', null],
  ] as const)('reads channel %s as %s, the callback naming %s', async (channelName, channel, network) => {
    const hubtel = await startFakeHubtel();
    const provider = providerAt(hubtel.url);
    await provider.createCheckout(checkout('pi-net'));
    hubtel.pay('pi-net', { channel: channelName });
    expect(await provider.checkStatus('pi-net')).toMatchObject({ status: 'paid', channel });
    expect(provider.readWebhook({ rawBody: hubtel.callbackFor('pi-net'), headers: {} })).toEqual({
      reference: 'pi-net',
      outcome: null,
      network,
    });
  });

  it('reads a declined wallet as still pending (Hubtel keeps the checkout open; the intent expires)', async () => {
    const hubtel = await startFakeHubtel();
    const provider = providerAt(hubtel.url);
    await provider.createCheckout(checkout('pi-declined'));
    hubtel.decline('pi-declined');
    expect(await provider.checkStatus('pi-declined')).toEqual({ status: 'pending' });
  });

  it('reads a refunded transaction as failed', async () => {
    const hubtel = await startFakeHubtel();
    const provider = providerAt(hubtel.url);
    await provider.createCheckout(checkout('pi-refunded'));
    const transaction = hubtel.pay('pi-refunded');
    transaction.status = 'Refunded';
    expect(await provider.checkStatus('pi-refunded')).toEqual({
      status: 'failed',
      reason: 'Refunded by Hubtel',
    });
  });

  it('reads an unknown reference as pending', async () => {
    const hubtel = await startFakeHubtel();
    expect(await providerAt(hubtel.url).checkStatus('pi-never-sent')).toEqual({ status: 'pending' });
  });

  it('refuses a reference longer than Hubtel takes, before asking', async () => {
    const hubtel = await startFakeHubtel();
    const error = await failure(providerAt(hubtel.url).createCheckout(checkout('p'.repeat(33))));
    expect(error.retryable).toBe(false);
    expect(hubtel.received).toHaveLength(0);
  });

  it('turns a timeout into a retryable error', async () => {
    const hubtel = await startFakeHubtel();
    hubtel.mode = 'silent';
    const error = await failure(providerAt(hubtel.url, { timeoutMs: 200 }).createCheckout(checkout('pi-x')));
    expect(error).toMatchObject({ retryable: true, message: 'Hubtel did not answer within 200 ms' });
  });

  it('turns a 5xx into a retryable error, and a refused connection too', async () => {
    const hubtel = await startFakeHubtel();
    hubtel.mode = 'server-error';
    expect(await failure(providerAt(hubtel.url).checkStatus('pi-x'))).toMatchObject({
      retryable: true,
      status: 500,
    });
    expect((await failure(providerAt(await refusedUrl()).checkStatus('pi-x'))).retryable).toBe(true);
  });

  it('takes a refused initiate as final', async () => {
    const hubtel = await startFakeHubtel();
    const provider = providerAt(hubtel.url, { keys: { ...FAKE_HUBTEL, merchantAccount: '999' } });
    const error = await failure(provider.createCheckout(checkout('pi-refused')));
    expect(error).toMatchObject({ retryable: false, status: 400 });
  });

  describe('callbacks (unsigned)', () => {
    it('reads only the reference and the network: the outcome is asked of Hubtel', async () => {
      const hubtel = await startFakeHubtel();
      const provider = providerAt(hubtel.url);
      await provider.createCheckout(checkout('pi-hook'));
      hubtel.pay('pi-hook');
      expect(provider.readWebhook({ rawBody: hubtel.callbackFor('pi-hook'), headers: {} })).toEqual({
        reference: 'pi-hook',
        outcome: null,
        network: 'MTN MoMo',
      });
    });

    it('refuses a body that is not JSON or names no reference', () => {
      const provider = providerAt('http://127.0.0.1:9');
      expect(provider.readWebhook({ rawBody: 'not json', headers: {} })).toBeNull();
      expect(provider.readWebhook({ rawBody: '{"Data":{}}', headers: {} })).toBeNull();
      expect(provider.readWebhook({ rawBody: '[]', headers: {} })).toBeNull();
    });
  });

  describe('checkKeys', () => {
    it('passes with the right keys, says refused keys were refused, and names an address Hubtel refused', async () => {
      const hubtel = await startFakeHubtel();
      await expect(providerAt(hubtel.url).checkKeys()).resolves.toBeUndefined();
      const wrong = await failure(
        providerAt(hubtel.url, { keys: { ...FAKE_HUBTEL, clientSecret: 'wrong' } }).checkKeys(),
      );
      expect(wrong).toMatchObject({ retryable: false, status: 401 });
      expect(wrong.message).toMatch(/refused/);
      hubtel.refuseAddress = true;
      const address = await failure(providerAt(hubtel.url).checkKeys());
      expect(address).toMatchObject({ status: 403 });
    });
  });
});
