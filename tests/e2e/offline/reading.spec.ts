import type { BrowserContext, Page } from '@playwright/test';
import { api, routes } from '../../../src/shared/paths';
import { createPayment, createTenant } from '../apartments/helpers';
import { E2E } from '../env';
import { expect, signIn, test } from '../fixtures';

/**
 * Reading offline (docs/decisions/144-reading-offline.md, 145-offline-state.md) on a phone: what the
 * user saw stays readable when the connection goes, actions needing the server are disabled, and
 * signing out leaves nothing of the user in the browser.
 */

const PHONE = { width: 375, height: 740 };

interface SavedState {
  owner: { userId: string; accountId: string } | null;
  json: string;
}

/** What the app keeps in IndexedDB (lib/offline/store.ts): its owner and the saved answers' JSON. */
function readSaved(page: Page): Promise<SavedState> {
  return page.evaluate(
    () =>
      new Promise<SavedState>((resolve, reject) => {
        const open = indexedDB.open('property-manager-saved', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('saved');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const store = db.transaction('saved', 'readonly').objectStore('saved');
          const all = store.getAll();
          const keys = store.getAllKeys();
          // Requests answer in order: the keys come after the values.
          keys.onsuccess = () => {
            const values = all.result as unknown[];
            const names = keys.result as string[];
            const owner = (values[names.indexOf('owner')] as SavedState['owner']) ?? null;
            const data = values.find((_, index) => names[index]?.startsWith('data:')) as
              | { json: string }
              | undefined;
            db.close();
            resolve({ owner, json: data?.json ?? '' });
          };
        };
      }),
  );
}

/** Browser messages about requests that got no answer: expected here, while offline. */
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|ERR_FAILED|ERR_NETWORK_CHANGED|Failed to load resource/;

async function phoneContext(browser: import('@playwright/test').Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: E2E.baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
}

async function openMenuLink(page: Page, name: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name }).click();
}

test('what was seen stays readable offline, and signing out leaves nothing behind', async ({
  browser,
  makeUser,
}) => {
  test.slow();
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !OFFLINE_NOISE.test(message.text())) errors.push(message.text());
  });

  const ama = await makeUser('Manager');
  await signIn(context.request, ama.email, ama.password);
  const amaProfile = await (await context.request.get(api.profile)).json();
  const tenant = await createTenant(context.request);
  const today = new Date().toISOString().slice(0, 10);
  await createPayment(context.request, tenant._id, { Date: today, amountPaid: 321 });

  // Online: the tenant page, then the payments list, in the app.
  await page.goto(routes.tenant(tenant._id));
  await expect(page.getByRole('heading', { name: tenant.tenantName, level: 1 })).toBeVisible();
  await openMenuLink(page, 'Payments');
  await expect(page.getByRole('heading', { name: 'Payment List' })).toBeVisible();
  const paymentRow = page.getByText(tenant.tenantName).first();
  await expect(paymentRow).toBeVisible();

  // Both are saved in the browser, for this user only.
  await expect
    .poll(async () => {
      const saved = await readSaved(page);
      return (
        saved.owner?.userId === amaProfile._id &&
        saved.json.includes(tenant._id) &&
        saved.json.includes('"page":1')
      );
    })
    .toBe(true);

  // Offline: the top bar says so; the list is still there, with Export and Delete disabled.
  await context.setOffline(true);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('Offline — showing saved data');
  await expect(page.getByTestId('saved-ago')).toHaveText(/Saved (just now|\d+ min ago)/);
  const exportButton = page.getByRole('button', { name: 'Export Payments' });
  await expect(exportButton).toBeDisabled();
  await expect(exportButton).toHaveAttribute('title', 'Needs a connection');
  const deleteButton = page.getByRole('button', { name: `Delete payment of ${tenant.tenantName}` });
  await expect(deleteButton).toBeDisabled();
  await expect(deleteButton).toHaveAccessibleDescription('Needs a connection');

  // In-app navigation offline: back to the tenant page, saved, with its PDF and Edit disabled.
  await page.goBack();
  await expect(page.getByRole('heading', { name: tenant.tenantName, level: 1 })).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: 'Statement PDF' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeDisabled();
  await page.keyboard.press('Escape');
  // And forward to the list through the menu.
  await openMenuLink(page, 'Payments');
  await expect(page.getByRole('heading', { name: 'Payment List' })).toBeVisible();
  await expect(page.getByText(tenant.tenantName).first()).toBeVisible();

  // A fresh start while the server cannot be reached: the saved data comes back from the browser.
  await context.setOffline(false);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment List' })).toBeVisible();
  await expect(page.getByText(tenant.tenantName).first()).toBeVisible();
  await expect(banner).toContainText('Offline — showing saved data');
  await expect(page.getByRole('button', { name: 'Export Payments' })).toBeDisabled();
  await context.unrouteAll({ behavior: 'ignoreErrors' });

  // Back online, signing out clears everything kept for this user.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment List' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => readSaved(page)).toEqual({ owner: null, json: '' });

  // Another user signs in on the same device: nothing of the first user's comes back, even with
  // the server out of reach.
  const kofi = await makeUser('Staff');
  await signIn(context.request, kofi.email, kofi.password);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  const profileAsked = page.waitForRequest((request) => request.url().endsWith(api.profile));
  await page.goto(routes.payments);
  await profileAsked;
  // Nothing saved to show: the app waits for the server instead of opening the first user's data.
  await expect(page.getByRole('heading', { name: 'Payment List' })).toHaveCount(0);
  await expect(page.getByText(tenant.tenantName)).toHaveCount(0);
  expect(await readSaved(page)).toEqual({ owner: null, json: '' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });

  expect(errors, 'console errors on the page').toEqual([]);
  await context.close();
});

test("another user signing in without the first signing out drops the first user's saved data", async ({
  browser,
  makeUser,
}) => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const ama = await makeUser('Manager');
  await signIn(context.request, ama.email, ama.password);
  const amaProfile = await (await context.request.get(api.profile)).json();
  const tenant = await createTenant(context.request);

  await page.goto(routes.tenant(tenant._id));
  await expect(page.getByRole('heading', { name: tenant.tenantName, level: 1 })).toBeVisible();
  await expect
    .poll(async () => {
      const saved = await readSaved(page);
      return saved.owner?.userId === amaProfile._id && saved.json.includes(`"ledger","${tenant._id}"`);
    })
    .toBe(true);

  const kofi = await makeUser('Staff');
  await signIn(context.request, kofi.email, kofi.password);
  const kofiProfile = await (await context.request.get(api.profile)).json();
  await page.goto(routes.payments);
  await expect(page.getByRole('heading', { name: 'Payment List' })).toBeVisible();
  await expect(page.getByTestId('top-bar-name')).toHaveText(kofi.name);
  await expect
    .poll(async () => {
      const saved = await readSaved(page);
      // The first user's tenant page (its ledger's key); the business's lists are both users' to see.
      return { owner: saved.owner?.userId, amaTenantPage: saved.json.includes(`"ledger","${tenant._id}"`) };
    })
    .toEqual({ owner: kofiProfile._id, amaTenantPage: false });
  await context.close();
});
