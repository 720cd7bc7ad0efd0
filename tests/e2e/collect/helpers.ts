import { type APIRequestContext, request as requests } from '@playwright/test';
import { api } from '../../../src/shared/paths';
import { E2E } from '../env';
import { expect, signUpBusiness } from '../fixtures';

/**
 * The statement link of a rent record or a hire contract (docs/collect.md §1), as the path to open
 * on the E2E server: the link is built on PUBLIC_URL or the request's origin, and the pages are
 * opened at the spec's own base URL.
 */
export async function statementLinkPath(
  request: APIRequestContext,
  record: { rentRecordId: string } | { contractId: string },
): Promise<string> {
  const url =
    'rentRecordId' in record
      ? api.tenancyStatementLink(record.rentRecordId)
      : api.contractStatementLink(record.contractId);
  const response = await request.post(url);
  expect(response.status(), await response.text()).toBe(200);
  const link = new URL((await response.json()).url);
  expect(link.pathname).toMatch(/^\/s\/[^/]+$/);
  return link.pathname;
}

/**
 * Runs `make` with a request context signed up as the owner of a new business of its own, apart
 * from the page's: the page that opens a public link stays signed out, as a tenant's phone is, and
 * turning online payments on changes no other spec's business.
 */
export async function asNewBusiness<T>(make: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const owner = await requests.newContext({ baseURL: E2E.baseURL });
  try {
    await signUpBusiness(owner, 'Statement Homes ');
    return await make(owner);
  } finally {
    await owner.dispose();
  }
}

/** The pathname of a statement's first receipt page, from the statement's own answer. */
export async function firstReceiptPath(request: APIRequestContext, link: string): Promise<string> {
  const token = link.split('/')[2] ?? '';
  const response = await request.get(api.publicStatement(decodeURIComponent(token)));
  expect(response.status(), await response.text()).toBe(200);
  const [receipt] = (await response.json()).receipts as { url: string }[];
  expect(receipt, 'the statement has a receipt').toBeTruthy();
  return new URL(receipt?.url ?? '', E2E.baseURL).pathname;
}

/**
 * Turns the business's online payments on with the test provider (the E2E server runs with
 * PAYMENTS_TEST_PROVIDER=true), so its statements offer 'Pay now' (docs/collect.md §2).
 */
export async function useTestProvider(request: APIRequestContext) {
  const response = await request.put('/api/settings/payments', { data: { provider: 'test' } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Starts a payment on a statement as the page does, and answers the test checkout's path (with its secret). */
export async function startTestPayment(request: APIRequestContext, link: string, amount: number) {
  const token = decodeURIComponent(link.split('/')[2] ?? '');
  const response = await request.post(api.publicPay(token), { data: { amount, phone: '0245551234' } });
  expect(response.status(), await response.text()).toBe(200);
  const { checkoutUrl } = (await response.json()) as { checkoutUrl: string };
  const url = new URL(checkoutUrl, E2E.baseURL);
  return `${url.pathname}${url.hash}`;
}
