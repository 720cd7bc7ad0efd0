import { api } from '../../../shared/paths';
import { okBody } from '../../test/api-checks';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rentRecordBody } from '../apartments/test-data';
import type { PaymentProvider, ProviderOutcome } from './providers';

/** A provider's local server (test/fake-paystack.ts, test/fake-hubtel.ts) and the keys it takes. */
export type LocalProvider =
  | { url: string; secretKey: string }
  | { url: string; clientId: string; clientSecret: string; merchantAccount: string };

/**
 * A business on a test server (PAYMENTS_TEST_PROVIDER=true) with one rent record and its statement
 * link; with a local provider server, the server's base URLs point at it and the business has its keys.
 */
export async function payingBusiness(
  provider: 'test' | 'paystack' | 'hubtel' | 'none' = 'test',
  testProvider = true,
  local?: LocalProvider,
  env: NodeJS.ProcessEnv = {},
) {
  const t = await createTestApp({
    ...(testProvider ? { PAYMENTS_TEST_PROVIDER: 'true' } : {}),
    ...(local
      ? { PAYSTACK_API_URL: local.url, HUBTEL_CHECKOUT_URL: local.url, HUBTEL_STATUS_URL: local.url }
      : {}),
    ...env,
  });
  const { cookie } = await t.signIn('Admin');
  if (provider !== 'none')
    await t.handle.db
      .insertInto('payment_settings')
      .values({
        account_id: t.accountId,
        provider,
        ...(local && 'secretKey' in local ? { paystack_secret_key: local.secretKey } : {}),
        ...(local && 'clientId' in local
          ? {
              hubtel_client_id: local.clientId,
              hubtel_client_secret: local.clientSecret,
              hubtel_merchant_account: local.merchantAccount,
            }
          : {}),
        updated_at: new Date().toISOString(),
      })
      .execute();
  const tenantId = okBody(
    await t.request('POST', api.addRentRecord, {
      cookie,
      payload: rentRecordBody({
        tenantName: 'Kofi Online',
        rentedDate: '2025-01-01',
        expirationDate: '2026-12-31',
      }),
    }),
  ).data._id as string;
  const { url } = okBody(await t.request('POST', api.tenancyStatementLink(tenantId), { cookie }));
  const token = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  return { t, cookie, tenantId, token };
}

export type PayingBusiness = Awaited<ReturnType<typeof payingBusiness>>;

/** 'Pay now' as the statement page sends it. */
export const pay = (t: TestApp, token: string, body: unknown) =>
  t.request('POST', api.publicPay(token), { payload: body });

/** The test checkout's 'Approve' or 'Decline', with the secret from the checkout URL's fragment. */
export function testWebhook(t: TestApp, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: api.paymentWebhook('test'),
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

export const secretOf = (checkoutUrl: string) => new URL(checkoutUrl).hash.slice(1);

export async function countRows(
  t: TestApp,
  table: 'payments' | 'payment_intents' | 'remittances' | 'audit_events',
) {
  const row = await t.handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A provider faked in memory for the adapter slot (what is outside the product: its HTTP API). */
export function fakeProvider(
  behaviour: Partial<{ checkout: () => Promise<string>; status: () => Promise<ProviderOutcome> }>,
): PaymentProvider {
  return {
    name: 'paystack',
    createCheckout: async (request) => ({
      checkoutUrl: behaviour.checkout
        ? await behaviour.checkout()
        : `https://pay.example/${request.reference}`,
    }),
    checkStatus: async () => (behaviour.status ? behaviour.status() : { status: 'pending' }),
    readWebhook: () => null,
    checkKeys: async () => {},
  };
}
