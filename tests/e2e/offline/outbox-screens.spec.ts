import type { Page } from '@playwright/test';
import { api, routes } from '../../../src/shared/paths';
import { createPayment, createTenant, unique } from '../apartments/helpers';
import { E2E } from '../env';
import { expect, signIn, test } from '../fixtures';

/**
 * The outbox's screens (docs/offline.md §3) on a 360 px phone: a payment kept on the phone that the
 * server refuses (a Mobile Money transaction ID already used) shows in the top bar, on its tenant's
 * page and in the outbox, and is fixed there by editing the transaction ID.
 */

const PHONE = { width: 360, height: 740 };
const EXPECTED_HTTP_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

/** Puts a record in the outbox's IndexedDB as a form offline would (lib/offline/outbox-store.ts). */
function keepOnPhone(page: Page, record: Record<string, unknown>) {
  return page.evaluate(
    (value) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('property-manager-outbox', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('records', { keyPath: 'key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const transaction = db.transaction('records', 'readwrite');
          transaction.objectStore('records').put(value);
          transaction.oncomplete = () => {
            db.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    record,
  );
}

test('a refused payment shows in the top bar, on its tenant’s page and in the outbox, and is fixed there', async ({
  browser,
  makeUser,
}) => {
  test.slow();
  const context = await browser.newContext({
    baseURL: E2E.baseURL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_HTTP_ERROR.test(message.text())) errors.push(message.text());
  });

  const user = await makeUser('Manager');
  await signIn(context.request, user.email, user.password);
  const profile = await (await context.request.get(api.profile)).json();
  const tenant = await createTenant(context.request);
  const today = new Date().toISOString().slice(0, 10);
  const used = unique('TX');
  await createPayment(context.request, tenant._id, {
    Date: today,
    amountPaid: 100,
    method: 'Mobile Money',
    network: 'MTN MoMo',
    reference: used,
  });

  await page.goto(routes.tenant(tenant._id));
  await expect(page.getByRole('heading', { name: tenant.tenantName })).toBeVisible();
  await keepOnPhone(page, {
    key: crypto.randomUUID(),
    owner: { userId: profile._id, accountId: profile.account._id },
    kind: 'payment',
    url: api.addPayment,
    body: {
      tenant: tenant._id,
      amountPaid: 250,
      Date: today,
      method: 'Mobile Money',
      network: 'MTN MoMo',
      reference: used,
    },
    summary: tenant.tenantName,
    subjectId: tenant._id,
    amount: 250,
    date: today,
    createdAt: Date.now(),
    state: 'waiting',
    attempts: 0,
    nextTryAt: 0,
    error: null,
  });
  // On start the app sends what waits: the server refuses the used transaction ID.
  await page.reload();

  const count = page.getByRole('link', { name: '1 needs attention' });
  await expect(count).toBeVisible();
  const box = await count.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  const pending = page.getByRole('region', { name: 'Waiting to send (1)' });
  await expect(pending).toBeVisible();
  await expect(pending.getByText('Needs attention')).toBeVisible();
  await expect(pending.getByText('Receipt number when sent')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await count.click();
  await expect(page).toHaveURL(/\/outbox$/);
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  const record = page.getByTestId('outbox-record');
  await expect(record.getByText('Needs attention')).toBeVisible();
  await expect(record.getByText(/already recorded on receipt/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await record.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit payment' });
  await expect(dialog.getByTestId('server-message')).toContainText('already recorded on receipt');
  const fixed = unique('TX');
  await dialog.getByLabel('Transaction ID').fill(fixed);
  await dialog.getByRole('button', { name: 'Save and send' }).click();

  await expect(page.getByText('Nothing waiting to send.')).toBeVisible();
  await expect(page.getByTestId('outbox-count')).toHaveCount(0);
  const payments = await (
    await context.request.get(`${api.payments}?search=${encodeURIComponent(tenant.tenantName)}`)
  ).json();
  expect(JSON.stringify(payments)).toContain(fixed);
  expect(errors).toEqual([]);
  await context.close();
});
