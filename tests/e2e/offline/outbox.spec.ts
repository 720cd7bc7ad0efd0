import type { Browser, BrowserContext, Page } from '@playwright/test';
import { api, routes } from '../../../src/shared/paths';
import type { Remittance } from '../../../src/shared/schemas/hire';
import type { Payment } from '../../../src/shared/schemas/payments';
import { createPayment, createTenant, unique } from '../apartments/helpers';
import { E2E } from '../env';
import { expect, signIn, signUpBusiness, test } from '../fixtures';
import { createContract } from '../vehicles/helpers';

/**
 * Recording offline (docs/offline.md §3, decisions 146 and 147) on a phone with the network cut:
 * records kept on the phone survive a reload, are sent when the connection returns, each stored
 * once; a refused one can be edited and sent; signing out with records waiting warns, and the next
 * user sees none of them. Each test makes a business of its own, so its receipt numbers are its own.
 */

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 360, height: 740 };
const QUEUED = 'Saved on this phone. It will be sent when the connection is back.';
/** Browser messages about requests that got no answer: expected here, while offline. */
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|ERR_FAILED|ERR_NETWORK_CHANGED|Failed to load resource/;

interface Phone {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function phone(browser: Browser): Promise<Phone> {
  const context = await browser.newContext({
    baseURL: E2E.baseURL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    // The shell from the service worker: a reload while offline opens the app (decision 142).
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !OFFLINE_NOISE.test(message.text())) errors.push(message.text());
  });
  return { context, page, errors };
}

interface KeptRecord {
  kind: string;
  state: string;
  amount: number | null;
  createdAt: number;
}

/** The outbox as the browser keeps it (lib/offline/outbox-store.ts), oldest first. */
async function outboxOnDisk(page: Page): Promise<KeptRecord[]> {
  const records = await recordsOnDisk(page);
  return records.sort((a, b) => a.createdAt - b.createdAt);
}

function recordsOnDisk(page: Page): Promise<KeptRecord[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('property-manager-outbox', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('records', { keyPath: 'key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('records', 'readonly').objectStore('records').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result);
          };
        };
      }),
  );
}

/** The query keys of the answers the app saved for reading offline (lib/offline/saved-data.ts). */
function savedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('property-manager-saved', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('saved');
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('saved', 'readonly').objectStore('saved').getAll();
          all.onsuccess = () => {
            db.close();
            const data = (all.result as { json?: string }[]).find((value) => value?.json);
            const queries = data?.json ? (JSON.parse(data.json).queries as { queryKey: unknown[] }[]) : [];
            resolve(queries.map((query) => JSON.stringify(query.queryKey)));
          };
        };
      }),
  );
}

/**
 * Waits until the app has saved the answers whose keys start with `keys`: they are written a
 * second after they came, so leaving the page sooner would lose them.
 */
async function expectSaved(page: Page, keys: unknown[][]) {
  const wanted = keys.map((key) => JSON.stringify(key).slice(0, -1));
  await expect
    .poll(async () => {
      const saved = await savedKeys(page);
      return wanted.filter((key) => !saved.some((name) => name.startsWith(key)));
    })
    .toEqual([]);
}

/**
 * Waits until the service worker holds the shell and controls the page: the first visit is not
 * controlled until a reload (decision 142).
 */
async function shellInstalled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** The receipts' sequence numbers ('RCT-000041' → 41), in order. */
const sequenceOf = (receipts: string[]) =>
  receipts.map((receipt) => Number(/(\d+)$/.exec(receipt)?.[1])).sort((a, b) => a - b);

async function recordPaymentOffline(page: Page, tenantId: string, amount: string) {
  await page.goto(`${routes.addPayment}?tenant=${tenantId}`);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Standing of / })).toBeVisible();
  await page.getByLabel('Payment Method').selectOption('Cash');
  await page.getByLabel('Amount Paid').fill(amount);
  await page.getByRole('button', { name: 'Add Payment' }).click();
  await expect(page.locator('.Toastify__toast[data-in="true"]', { hasText: QUEUED })).toBeVisible();
  await expect(page).toHaveURL(routes.payments);
}

test('three payments and two remittances recorded offline survive a reload, then go once each with gapless receipts', async ({
  browser,
}) => {
  const { context, page, errors } = await phone(browser);
  await signUpBusiness(context.request, 'Field Estates ');
  const tenant = await createTenant(context.request);
  const contracts = [await createContract(context.request), await createContract(context.request)];

  // Online, once: the payment form for the tenant and the day's board (the app saves what it showed).
  await page.goto(`${routes.addPayment}?tenant=${tenant._id}`);
  await expect(page.getByRole('region', { name: `Standing of ${tenant.tenantName}` })).toBeVisible();
  await expectSaved(page, [['tenants', 'detail', tenant._id]]);
  await page.goto(routes.remittances);
  for (const contract of contracts) {
    await expect(
      page.getByRole('button', { name: new RegExp(`Record remittance of ${contract.hirer.name}`) }),
    ).toBeVisible();
  }
  await shellInstalled(page);
  await expectSaved(page, [
    ['tenants', 'detail', tenant._id],
    ['remittances', 'board'],
  ]);

  await context.setOffline(true);
  for (const amount of ['100', '200', '300']) await recordPaymentOffline(page, tenant._id, amount);
  // Shown at once on the list, with no receipt number yet.
  const waiting = page.getByRole('region', { name: /^Waiting to send/ });
  await expect(waiting.getByText('Receipt number when sent')).toHaveCount(3);

  await page.goto(routes.remittances);
  for (const contract of contracts) {
    await page
      .getByRole('button', { name: new RegExp(`Record remittance of ${contract.hirer.name}`) })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Record remittance' });
    await dialog.getByLabel('Amount').fill('150');
    await dialog.getByRole('button', { name: 'Save remittance' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByRole('link', { name: /5 waiting to send/ })).toBeVisible();

  // A reload while offline: all five are still on the phone, and nothing reached the server.
  await page.reload();
  await expect(page.getByRole('link', { name: /5 waiting to send/ })).toBeVisible();
  expect((await outboxOnDisk(page)).map((record) => record.kind)).toEqual([
    'payment',
    'payment',
    'payment',
    'remittance',
    'remittance',
  ]);
  const paymentsNow = async () =>
    ((await (await context.request.get(api.payments)).json()) as Payment[]).filter(
      (payment) => payment.tenant._id === tenant._id,
    );
  expect(await paymentsNow()).toEqual([]);

  // The connection returns: they go, in order, and one message says so.
  await context.setOffline(false);
  await expect(
    page.getByText(/^3 payments sent: receipts \S+–\S+; 2 remittances sent: receipts? /),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('link', { name: /waiting to send/ })).toHaveCount(0);
  expect(await outboxOnDisk(page)).toEqual([]);

  // Stored once each, with receipt numbers that follow each other.
  const payments = await paymentsNow();
  expect(payments.map((payment) => payment.amountPaid).sort((a, b) => a - b)).toEqual([100, 200, 300]);
  const paid = sequenceOf(payments.map((payment) => payment.receiptNumber));
  expect(paid).toEqual([paid[0], (paid[0] ?? 0) + 1, (paid[0] ?? 0) + 2]);
  const remittances: Remittance[] = [];
  for (const contract of contracts) {
    const answer = await context.request.get(`${api.remittances}?contractId=${contract._id}`);
    // Without `page`, the list answers as a plain array (docs/lists.md).
    remittances.push(...((await answer.json()) as Remittance[]));
  }
  expect(remittances.map((remittance) => remittance.amount)).toEqual([150, 150]);
  const remitted = sequenceOf(remittances.map((remittance) => remittance.receiptNumber));
  expect(remitted[1]).toBe((remitted[0] ?? 0) + 1);

  expect(errors, 'console errors on the page').toEqual([]);
  await context.close();
});

test('a Mobile Money transaction id the server already holds needs attention, and once edited is sent', async ({
  browser,
}) => {
  const { context, page, errors } = await phone(browser);
  await signUpBusiness(context.request, 'Field Estates ');
  const tenant = await createTenant(context.request);
  const reference = unique('MP').replace(/\W/g, '');
  const first = await createPayment(context.request, tenant._id, {
    method: 'Mobile Money',
    network: 'MTN MoMo',
    reference,
    payerPhone: '024 555 0123',
    amountPaid: 400,
  });

  await page.goto(`${routes.addPayment}?tenant=${tenant._id}`);
  await expect(page.getByRole('region', { name: `Standing of ${tenant.tenantName}` })).toBeVisible();
  await shellInstalled(page);
  await expectSaved(page, [['tenants', 'detail', tenant._id]]);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('region', { name: `Standing of ${tenant.tenantName}` })).toBeVisible();
  await page.getByLabel('Payment Method').selectOption('Mobile Money');
  await page.getByLabel('Network').selectOption('MTN MoMo');
  await page.getByLabel('Transaction ID').fill(reference);
  await page.getByLabel('Payer phone').fill('024 555 0123');
  await page.getByLabel('Amount Paid').fill('250');
  await page.getByRole('button', { name: 'Add Payment' }).click();
  await expect(page.locator('.Toastify__toast[data-in="true"]', { hasText: QUEUED })).toBeVisible();

  // Back online the server refuses it, naming the receipt that holds the id.
  await context.setOffline(false);
  const attention = page.getByRole('link', { name: /1 needs attention/ });
  await expect(attention).toBeVisible({ timeout: 30_000 });
  await attention.click();
  await expect(page).toHaveURL(routes.outbox);
  await expect(
    page.getByText(`already recorded on receipt ${first.receiptNumber}`, { exact: false }),
  ).toBeVisible();

  await page.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Transaction ID/).fill(`${reference}X`);
  await dialog.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText(/^1 payment sent: receipt /)).toBeVisible({ timeout: 30_000 });

  const stored = ((await (await context.request.get(api.payments)).json()) as Payment[]).filter(
    (payment) => payment.tenant._id === tenant._id,
  );
  expect(stored.map((payment) => payment.amountPaid).sort((a, b) => a - b)).toEqual([250, 400]);
  expect(errors, 'console errors on the page').toEqual([]);
  await context.close();
});

test('signing out with records waiting warns; the next user sees none of them', async ({
  browser,
  makeUser,
}) => {
  const { context, page, errors } = await phone(browser);
  const ama = await makeUser('Manager');
  await signIn(context.request, ama.email, ama.password);
  const tenant = await createTenant(context.request);
  // The server answers the payment with 503 for as long as this test wants: the record waits.
  await context.route(`**${api.addPayment}`, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down"}' }),
  );
  await page.goto(`${routes.addPayment}?tenant=${tenant._id}`);
  await expect(page.getByRole('region', { name: `Standing of ${tenant.tenantName}` })).toBeVisible();
  await page.getByLabel('Payment Method').selectOption('Cash');
  await page.getByLabel('Amount Paid').fill('120');
  await page.getByRole('button', { name: 'Add Payment' }).click();
  await expect(page.locator('.Toastify__toast[data-in="true"]', { hasText: QUEUED })).toBeVisible();
  await expect(page.getByRole('link', { name: /1 waiting to send/ })).toBeVisible();

  // Logout asks first; 'Cancel' keeps the user signed in with the record.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  const warning = page.getByRole('dialog');
  await expect(warning).toContainText('1 record has not been sent and will be lost. Sign out anyway?');
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: /1 waiting to send/ })).toBeVisible();
  expect(await outboxOnDisk(page)).toHaveLength(1);

  // The menu is still open behind the question: Logout again, and this time sign out.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => outboxOnDisk(page)).toEqual([]);
  await context.unrouteAll({ behavior: 'ignoreErrors' });

  // The next user on this phone: no count, no waiting record, nothing of the first user's.
  const kofi = await makeUser('Staff');
  await signIn(context.request, kofi.email, kofi.password);
  await page.goto(routes.payments);
  await expect(page.getByRole('heading', { name: 'Payment List' })).toBeVisible();
  await expect(page.getByRole('link', { name: /waiting to send|needs attention/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Waiting to send/ })).toHaveCount(0);
  expect(errors, 'console errors on the page').toEqual([]);
  await context.close();
});
