import { type APIRequestContext, request as requests } from '@playwright/test';
import { E2E } from '../env';
import { expect, signIn } from '../fixtures';

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
      ? `/api/tenancies/${encodeURIComponent(record.rentRecordId)}/statement-link`
      : `/api/hire/contracts/${encodeURIComponent(record.contractId)}/statement-link`;
  const response = await request.post(url);
  expect(response.status(), await response.text()).toBe(200);
  const link = new URL((await response.json()).url);
  expect(link.pathname).toMatch(/^\/s\/[^/]+$/);
  return link.pathname;
}

/**
 * Runs `make` with a request context signed in as the E2E administrator and apart from the page's,
 * so the page that opens a public link stays signed out, as a tenant's phone is.
 */
export async function asAdmin<T>(make: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const admin = await requests.newContext({ baseURL: E2E.baseURL });
  try {
    await signIn(admin, E2E.admin.email, E2E.admin.password);
    return await make(admin);
  } finally {
    await admin.dispose();
  }
}
