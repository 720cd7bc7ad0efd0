import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import type { Role } from '../../src/shared/constants';
import { api } from '../../src/shared/paths';
import { E2E } from './env';

export interface Credentials {
  email: string;
  password: string;
  name: string;
  role: Role;
}

let userCounter = 0;

const EXPECTED_HTTP_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

/** Signs a request context in (its cookies are the page's when it is `page.request`). */
export async function signIn(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(api.login, { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

interface Fixtures {
  /** A page whose console errors fail the test. */
  page: Page;
  /** A page signed in as the E2E administrator (through the API, not the form). */
  adminPage: Page;
  /** Makes a user with the given role through the API (as the admin) and returns its credentials. */
  makeUser: (role: Role) => Promise<Credentials>;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // The browser itself reports every 4xx answer (a signed-out profile check, a refused form);
      // those are expected. Anything else logged as an error, 5xx included, fails the test.
      if (message.type() === 'error' && !EXPECTED_HTTP_ERROR.test(message.text()))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'console errors on the page').toEqual([]);
  },
  adminPage: async ({ page }, use) => {
    await signIn(page.request, E2E.admin.email, E2E.admin.password);
    await use(page);
  },
  makeUser: async ({ playwright }, use) => {
    const admin = await playwright.request.newContext({ baseURL: E2E.baseURL });
    await signIn(admin, E2E.admin.email, E2E.admin.password);
    await use(async (role) => {
      userCounter += 1;
      const suffix = `${Date.now().toString(36)}${userCounter}${Math.floor(Math.random() * 1000)}`;
      const credentials = {
        email: `${role.toLowerCase()}.${suffix}@example.com`,
        password: 'e2e-user-password',
        name: `${role} ${suffix}`,
        role,
      };
      const response = await admin.post('/api/add/new_user', {
        data: { ...credentials, phone: '024 555 0101', confirmPassword: credentials.password },
      });
      expect(response.status(), await response.text()).toBe(200);
      return credentials;
    });
    await admin.dispose();
  },
});

/**
 * Checks that a toast says `text`, then closes it with a click, so the next save's toast with the
 * same words is the only one shown. Only a toast entering or shown counts: react-toastify marks it
 * `data-in="true"` and takes the mark away as it slides out.
 */
export async function expectToastAndClose(page: Page, text: string) {
  const toast = page.locator('.Toastify__toast[data-in="true"]', { hasText: text });
  await expect(toast).toBeVisible();
  await toast.click();
  await expect(toast).toHaveCount(0);
}

export { expect };

let businessCounter = 0;

/**
 * Signs `request` up as the Admin of a new business of its own (docs/accounts.md), named
 * `namePrefix` and a unique suffix, and returns that name: its receipts, figures and settings are
 * nobody else's, whatever the other specs record on the shared server.
 */
export async function signUpBusiness(request: APIRequestContext, namePrefix: string): Promise<string> {
  businessCounter += 1;
  const suffix = `${Date.now().toString(36)}${businessCounter}${Math.floor(Math.random() * 1000)}`;
  const businessName = `${namePrefix}${suffix}`;
  const password = 'business-owner-pass';
  const response = await request.post(api.signup, {
    data: {
      businessName,
      name: 'Akosua Owner',
      email: `owner.${suffix}@example.com`,
      phone: '024 555 0177',
      password,
      confirmPassword: password,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return businessName;
}
