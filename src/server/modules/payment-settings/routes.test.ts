import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../../shared/paths';
import { expectFieldError, okBody } from '../../test/api-checks';
import { FAKE_HUBTEL, startFakeHubtel } from '../../test/fake-hubtel';
import { FAKE_PAYSTACK_KEY, startFakePaystack } from '../../test/fake-paystack';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const PAYSTACK_KEY = 'sk_test_0123456789abcdef0123456789abcdef1234';

async function asAdmin(env: NodeJS.ProcessEnv = {}) {
  t = await createTestApp(env);
  const { cookie } = await t.signIn('Admin');
  return {
    get: () => t.request('GET', api.paymentSettings, { cookie }),
    put: (payload: unknown) => t.request('PUT', api.paymentSettings, { cookie, payload }),
    check: () => t.request('POST', api.paymentSettingsCheck, { cookie }),
    cookie,
  };
}

/** Every text the server sent back or kept beside the table: no key may be in any of them. */
async function everythingSaidAbout(admin: Awaited<ReturnType<typeof asAdmin>>): Promise<string> {
  const audit = await t.handle.db.selectFrom('audit_events').selectAll().execute();
  const workbook = await t.request('GET', api.exportAll, { cookie: admin.cookie });
  return [JSON.stringify(audit), (await admin.get()).body, workbook.rawPayload.toString('latin1')].join('\n');
}

describe('Settings → Payments (docs/collect.md §2)', () => {
  it('starts with no provider, and says what the server offers', async () => {
    const admin = await asAdmin();
    expect(okBody(await admin.get())).toEqual({
      provider: 'none',
      paystackSecretKey: null,
      hubtelClientId: null,
      hubtelClientSecret: null,
      hubtelMerchantAccount: null,
      testProviderAvailable: false,
      publicUrlSet: false,
      // No public address: the one the office reached the server at (inject's is localhost:80).
      paystackWebhookUrl: 'http://localhost:80/api/public/pay/webhooks/paystack',
    });
  });

  it('saves a Paystack key and answers only its last 4 characters, anywhere', async () => {
    const admin = await asAdmin({ PUBLIC_URL: 'https://rent.example.com' });
    const saved = okBody(await admin.put({ provider: 'paystack', paystackSecretKey: PAYSTACK_KEY }));
    expect(saved).toMatchObject({
      provider: 'paystack',
      paystackSecretKey: '••••1234',
      publicUrlSet: true,
      paystackWebhookUrl: 'https://rent.example.com/api/public/pay/webhooks/paystack',
    });
    expect(okBody(await admin.get())).toEqual(saved);
    const stored = await t.handle.db.selectFrom('payment_settings').selectAll().executeTakeFirstOrThrow();
    expect(stored.paystack_secret_key).toBe(PAYSTACK_KEY);
    expect(await everythingSaidAbout(admin)).not.toContain(PAYSTACK_KEY.slice(0, -4));
  });

  it('keeps a saved key when the field is sent blank or left out, and replaces it when given', async () => {
    const admin = await asAdmin();
    okBody(await admin.put({ provider: 'paystack', paystackSecretKey: PAYSTACK_KEY }));
    // The round trip: the answer sent back as it came (a masked key is no key: refused).
    expect(okBody(await admin.put({ provider: 'paystack', paystackSecretKey: '' })).paystackSecretKey).toBe(
      '••••1234',
    );
    expect(okBody(await admin.put({ provider: 'paystack' })).paystackSecretKey).toBe('••••1234');
    const replaced = okBody(
      await admin.put({ provider: 'paystack', paystackSecretKey: 'sk_live_other9876' }),
    );
    expect(replaced.paystackSecretKey).toBe('••••9876');
  });

  it('keeps the other provider’s keys when switching, and forgets all keys with None (decision 160)', async () => {
    const admin = await asAdmin();
    okBody(await admin.put({ provider: 'paystack', paystackSecretKey: PAYSTACK_KEY }));
    const hubtel = okBody(
      await admin.put({
        provider: 'hubtel',
        hubtelClientId: 'client-id',
        hubtelClientSecret: 'client-secret-5678',
        hubtelMerchantAccount: '2017101',
      }),
    );
    expect(hubtel).toMatchObject({
      provider: 'hubtel',
      paystackSecretKey: '••••1234',
      hubtelClientId: 'client-id',
      hubtelClientSecret: '••••5678',
      hubtelMerchantAccount: '2017101',
    });
    expect(okBody(await admin.put({ provider: 'none' }))).toMatchObject({
      provider: 'none',
      paystackSecretKey: null,
      hubtelClientSecret: null,
    });
  });

  it('refuses a provider without its keys, a public key, and keys with spaces', async () => {
    const admin = await asAdmin();
    expectFieldError(
      await admin.put({ provider: 'paystack' }),
      'paystackSecretKey',
      'Enter the Paystack secret key',
    );
    expectFieldError(
      await admin.put({ provider: 'hubtel', hubtelClientId: 'id', hubtelClientSecret: 'secret' }),
      'hubtelMerchantAccount',
      'Enter the Hubtel merchant account number',
    );
    expect((await admin.put({ provider: 'paystack', paystackSecretKey: 'pk_test_abc' })).statusCode).toBe(
      400,
    );
    expect((await admin.put({ provider: 'paystack', paystackSecretKey: 'sk test' })).statusCode).toBe(400);
    expect((await admin.put({ provider: 'stripe' })).statusCode).toBe(400);
    expect(await t.handle.db.selectFrom('payment_settings').selectAll().execute()).toEqual([]);
  });

  it('offers the test provider only when the server runs with it', async () => {
    const admin = await asAdmin();
    expectFieldError(
      await admin.put({ provider: 'test' }),
      'provider',
      'The test provider is not offered on this server',
    );
    await t.close();
    const withTest = await asAdmin({ PAYMENTS_TEST_PROVIDER: 'true' });
    expect(okBody(await withTest.put({ provider: 'test' }))).toMatchObject({
      provider: 'test',
      testProviderAvailable: true,
    });
    expect(okBody(await withTest.check())).toEqual({ message: 'The test provider needs no keys' });
  });

  it('is for Admins only', async () => {
    t = await createTestApp();
    for (const role of ['Manager', 'Staff'] as const) {
      const { cookie } = await t.signIn(role);
      expect((await t.request('GET', api.paymentSettings, { cookie })).statusCode).toBe(403);
      expect(
        (await t.request('PUT', api.paymentSettings, { cookie, payload: { provider: 'none' } })).statusCode,
      ).toBe(403);
      expect((await t.request('POST', api.paymentSettingsCheck, { cookie })).statusCode).toBe(403);
    }
  });

  it('keeps each business’s keys to itself', async () => {
    const admin = await asAdmin();
    okBody(await admin.put({ provider: 'paystack', paystackSecretKey: PAYSTACK_KEY }));
    const other = await t.signIn('Admin', { accountId: await t.newAccount() });
    expect(okBody(await t.request('GET', api.paymentSettings, { cookie: other.cookie }))).toMatchObject({
      provider: 'none',
      paystackSecretKey: null,
    });
  });

  describe('Check', () => {
    it('proves a Paystack key against Paystack, and says when the key is refused', async () => {
      const paystack = await startFakePaystack();
      const admin = await asAdmin({ PAYSTACK_API_URL: paystack.url, PAYMENTS_TIMEOUT_MS: '2000' });
      const none = await admin.check();
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe('Choose Paystack or Hubtel and save its keys first');

      okBody(await admin.put({ provider: 'paystack', paystackSecretKey: FAKE_PAYSTACK_KEY }));
      expect(okBody(await admin.check())).toEqual({ message: 'Paystack accepted the keys' });

      okBody(await admin.put({ provider: 'paystack', paystackSecretKey: 'sk_test_wrong' }));
      const refused = await admin.check();
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Paystack refused: The secret key was refused');
    });

    it('says when the provider cannot be reached in time', async () => {
      const paystack = await startFakePaystack();
      paystack.mode = 'silent';
      const admin = await asAdmin({ PAYSTACK_API_URL: paystack.url, PAYMENTS_TIMEOUT_MS: '200' });
      okBody(await admin.put({ provider: 'paystack', paystackSecretKey: FAKE_PAYSTACK_KEY }));
      const answer = await admin.check();
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('Paystack refused: Paystack did not answer within 200 ms');
    });

    it('proves Hubtel keys with a status check, and says when they are refused', async () => {
      const hubtel = await startFakeHubtel();
      const admin = await asAdmin({
        HUBTEL_CHECKOUT_URL: hubtel.url,
        HUBTEL_STATUS_URL: hubtel.url,
        PAYMENTS_TIMEOUT_MS: '2000',
      });
      okBody(
        await admin.put({
          provider: 'hubtel',
          hubtelClientId: FAKE_HUBTEL.clientId,
          hubtelClientSecret: FAKE_HUBTEL.clientSecret,
          hubtelMerchantAccount: FAKE_HUBTEL.merchantAccount,
        }),
      );
      expect(okBody(await admin.check())).toEqual({ message: 'Hubtel accepted the keys' });
      expect(hubtel.received.at(-1)?.path).toBe(`/transactions/${FAKE_HUBTEL.merchantAccount}/status`);
      okBody(await admin.put({ provider: 'hubtel', hubtelClientSecret: 'wrong-secret' }));
      const refused = await admin.check();
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^Hubtel refused: The client ID or client secret was refused/);
    });
  });
});
