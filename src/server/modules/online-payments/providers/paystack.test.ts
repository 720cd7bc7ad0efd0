import { describe, expect, it } from 'vitest';
import { FAKE_PAYSTACK_KEY, paystackSignature, startFakePaystack } from '../../../test/fake-paystack';
import { refusedUrl } from '../../reminders/sms/test-gateway';
import { createPaystackProvider, payerEmail } from './paystack';
import { type CheckoutRequest, PaymentProviderError } from './types';

const checkout = (reference: string, amountPesewas = 120_050): CheckoutRequest => ({
  reference,
  amountPesewas,
  phone: '+233241112233',
  description: 'Rent, Unit 4, Kofi Mensah',
  returnUrl: 'https://rent.example.com/s/token',
  webhookUrl: 'https://rent.example.com/api/public/pay/webhooks/paystack',
});

const providerAt = (baseUrl: string, { secretKey = FAKE_PAYSTACK_KEY, timeoutMs = 2_000 } = {}) =>
  createPaystackProvider({ secretKey, baseUrl, timeoutMs, fetchImpl: fetch });

async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('the Paystack adapter against a local Paystack', () => {
  it('initialises in pesewas and GHS with Mobile Money and card, then reads the payment', async () => {
    const paystack = await startFakePaystack();
    const provider = providerAt(paystack.url);
    const { checkoutUrl } = await provider.createCheckout(checkout('pi-abc123'));
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    const sent = JSON.parse(paystack.received[0]?.body ?? '{}');
    expect(sent).toMatchObject({
      amount: 120_050,
      currency: 'GHS',
      reference: 'pi-abc123',
      email: '233241112233@example.com',
      callback_url: 'https://rent.example.com/s/token',
      channels: ['mobile_money', 'card'],
    });
    expect(paystack.received[0]?.headers.authorization).toBe(`Bearer ${FAKE_PAYSTACK_KEY}`);

    expect(await provider.checkStatus('pi-abc123')).toEqual({ status: 'pending' });
    const paid = paystack.pay('pi-abc123', { bank: 'VOD' });
    expect(await provider.checkStatus('pi-abc123')).toEqual({
      status: 'paid',
      amountPesewas: 120_050,
      channel: 'mobile_money',
      network: 'Telecel Cash',
      transactionId: String(paid.id),
    });
  });

  it('says what was actually paid, to the pesewa', async () => {
    const paystack = await startFakePaystack();
    const provider = providerAt(paystack.url);
    await provider.createCheckout(checkout('pi-amount', 100));
    paystack.pay('pi-amount', { amount: 99_999_999_99 });
    expect(await provider.checkStatus('pi-amount')).toMatchObject({
      status: 'paid',
      amountPesewas: 99_999_999_99,
    });
  });

  it.each([
    // As Paystack's Mobile Money samples write it (decision 175), and the short codes.
    ['MTN Mobile Money', 'MTN MoMo'],
    ['Vodafone Cash', 'Telecel Cash'],
    ['Telecel Cash', 'Telecel Cash'],
    ['AirtelTigo Money', 'AirtelTigo Money'],
    ['MTN', 'MTN MoMo'],
    ['VOD', 'Telecel Cash'],
    ['ATL', 'AirtelTigo Money'],
    ['TGO', 'AirtelTigo Money'],
    ['Unknown', null],
  ] as const)('reads Mobile Money network %s as %s', async (bank, network) => {
    const paystack = await startFakePaystack();
    const provider = providerAt(paystack.url);
    await provider.createCheckout(checkout('pi-net'));
    paystack.pay('pi-net', { bank });
    expect(await provider.checkStatus('pi-net')).toMatchObject({ channel: 'mobile_money', network });
  });

  it('reads a card payment as card, with no network', async () => {
    const paystack = await startFakePaystack();
    const provider = providerAt(paystack.url);
    await provider.createCheckout(checkout('pi-card'));
    paystack.pay('pi-card', { channel: 'card' });
    expect(await provider.checkStatus('pi-card')).toMatchObject({
      status: 'paid',
      channel: 'card',
      network: null,
    });
  });

  it('reads a declined payment as failed, with Paystack’s reason', async () => {
    const paystack = await startFakePaystack();
    const provider = providerAt(paystack.url);
    await provider.createCheckout(checkout('pi-declined'));
    paystack.decline('pi-declined');
    expect(await provider.checkStatus('pi-declined')).toEqual({ status: 'failed', reason: 'Declined' });
  });

  it('reads a reference Paystack does not know as pending (the intent expires on its own)', async () => {
    const paystack = await startFakePaystack();
    expect(await providerAt(paystack.url).checkStatus('pi-never-sent')).toEqual({ status: 'pending' });
  });

  it('turns a timeout (no answer) into a retryable error', async () => {
    const paystack = await startFakePaystack();
    paystack.mode = 'silent';
    const error = await failure(providerAt(paystack.url, { timeoutMs: 200 }).checkStatus('pi-x'));
    expect(error).toMatchObject({ retryable: true, message: 'Paystack did not answer within 200 ms' });
  });

  it('turns a 5xx into a retryable error carrying the status', async () => {
    const paystack = await startFakePaystack();
    paystack.mode = 'server-error';
    const error = await failure(providerAt(paystack.url).createCheckout(checkout('pi-5xx')));
    expect(error).toMatchObject({ retryable: true, status: 500 });
  });

  it('turns a refused connection into a retryable error', async () => {
    const error = await failure(providerAt(await refusedUrl()).checkStatus('pi-x'));
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/^Paystack could not be reached/);
  });

  it('takes a refusal of the request as final', async () => {
    const paystack = await startFakePaystack();
    const provider = providerAt(paystack.url);
    await provider.createCheckout(checkout('pi-twice'));
    const error = await failure(provider.createCheckout(checkout('pi-twice')));
    expect(error).toMatchObject({ retryable: false, status: 400 });
    expect(error.message).toContain('Duplicate Transaction Reference');
  });

  describe('webhooks', () => {
    it('believes a correctly signed charge.success', async () => {
      const paystack = await startFakePaystack();
      const provider = providerAt(paystack.url);
      await provider.createCheckout(checkout('pi-hook'));
      const paid = paystack.pay('pi-hook', { bank: 'MTN' });
      expect(provider.readWebhook(paystack.webhookFor('pi-hook'))).toEqual({
        reference: 'pi-hook',
        outcome: {
          status: 'paid',
          amountPesewas: 120_050,
          channel: 'mobile_money',
          network: 'MTN MoMo',
          transactionId: String(paid.id),
        },
      });
    });

    it('refuses a signature made with another key, or none', async () => {
      const paystack = await startFakePaystack();
      const provider = providerAt(paystack.url);
      await provider.createCheckout(checkout('pi-bad'));
      paystack.pay('pi-bad');
      expect(
        provider.readWebhook(paystack.webhookFor('pi-bad', { signWith: 'sk_test_someone_else' })),
      ).toBeNull();
      const { rawBody } = paystack.webhookFor('pi-bad');
      expect(provider.readWebhook({ rawBody, headers: {} })).toBeNull();
      expect(provider.readWebhook({ rawBody, headers: { 'x-paystack-signature': 'abc' } })).toBeNull();
    });

    it('refuses a body changed after signing (the amount raised)', async () => {
      const paystack = await startFakePaystack();
      const provider = providerAt(paystack.url);
      await provider.createCheckout(checkout('pi-tampered', 100));
      paystack.pay('pi-tampered');
      const { rawBody, headers } = paystack.webhookFor('pi-tampered');
      const tampered = rawBody.replace('"amount":100', '"amount":100000');
      expect(tampered).not.toBe(rawBody);
      expect(provider.readWebhook({ rawBody: tampered, headers })).toBeNull();
    });

    it('reads a signed failed charge as failed, and ignores events that are not charges', async () => {
      const paystack = await startFakePaystack();
      const provider = providerAt(paystack.url);
      await provider.createCheckout(checkout('pi-events'));
      paystack.decline('pi-events');
      expect(provider.readWebhook(paystack.webhookFor('pi-events', { event: 'charge.failed' }))).toEqual({
        reference: 'pi-events',
        outcome: { status: 'failed', reason: 'Declined' },
      });
      expect(
        provider.readWebhook(paystack.webhookFor('pi-events', { event: 'transfer.success' })),
      ).toBeNull();
    });

    it('refuses a signed body that is not JSON', () => {
      const provider = providerAt('http://127.0.0.1:9');
      const rawBody = 'not json';
      expect(
        provider.readWebhook({
          rawBody,
          headers: { 'x-paystack-signature': paystackSignature(rawBody, FAKE_PAYSTACK_KEY) },
        }),
      ).toBeNull();
    });
  });

  describe('checkKeys', () => {
    it('passes with the right key and says a refused key was refused', async () => {
      const paystack = await startFakePaystack();
      await expect(providerAt(paystack.url).checkKeys()).resolves.toBeUndefined();
      expect(paystack.received.at(-1)?.path).toBe('/transaction');
      const error = await failure(providerAt(paystack.url, { secretKey: 'sk_test_wrong' }).checkKeys());
      expect(error).toMatchObject({ retryable: false, status: 401, message: 'The secret key was refused' });
    });
  });

  it('makes the email Paystack requires from the phone alone (decision 158)', () => {
    expect(payerEmail('+233241112233')).toBe('233241112233@example.com');
  });
});
