import type { Browser, Page } from '@playwright/test';
import { routes } from '../../../src/shared/paths';
import { createTenant, unique } from '../apartments/helpers';
import { E2E } from '../env';
import { expect, expectToastAndClose, signUpBusiness, test } from '../fixtures';
import { createContract } from '../vehicles/helpers';
import { statementLinkPath, useTestProvider } from './helpers';

// The statement link's journeys as the office and the tenant live them (docs/collect.md §1, §2), on
// a narrow phone: the link the office copies or renews, the link a reminder carries, and a payment
// made on the statement seen in the office's own payments list.
test.use({ viewport: { width: 360, height: 740 } });

/** The page signed up as the Admin of a business of its own, with one tenant who owes rent. */
async function officeWithTenant(page: Page) {
  await signUpBusiness(page.request, 'Link Homes ');
  const tenant = await createTenant(page.request, { tenantName: unique('Kwesi Link ') });
  await page.goto(routes.tenant(tenant._id));
  await expect(page.getByRole('heading', { level: 1, name: tenant.tenantName })).toBeVisible();
  return tenant;
}

/** As the fixtures' page: the browser's own report of a 4xx answer (a dead link's 404) is expected. */
const EXPECTED_HTTP_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

/** Opens `path` in a browser context of its own, with no session, as the tenant's phone does. */
async function openSignedOut(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: E2E.baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_HTTP_ERROR.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  return { page, errors, close: () => context.close() };
}

/** Pays `amount` on the statement at `link` with the test provider, approves, and answers the receipt number. */
async function payAndApprove(page: Page, link: string, amount: string) {
  await page.goto(link);
  const form = page.getByRole('form', { name: 'Pay now' });
  await form.getByLabel('Amount (GHC)').fill(amount);
  await form.getByLabel('Your phone number').fill('024 555 1234');
  await form.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Payment received' });
  await expect(notice).toHaveText(/^Payment received — receipt \S+$/);
  return (await notice.textContent())?.replace(/^Payment received — receipt /, '') ?? '';
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test("'New link' kills the link 'Copy link' gave: the old one is not valid, the new one shows the statement", async ({
  page,
  context,
  browser,
}) => {
  // Two more browser contexts besides the office's: over 45 s on a busy machine (2026-11-28).
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E.baseURL });
  const tenant = await officeWithTenant(page);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expectToastAndClose(page, 'Link copied. Send it to them by SMS or WhatsApp.');
  const oldLink = new URL(await readClipboard(page));
  expect(oldLink.pathname).toMatch(/^\/s\/[^/]+$/);

  await page.getByRole('button', { name: 'New link' }).click();
  const dialog = page.getByRole('dialog', { name: 'New statement link' });
  await expect(dialog).toContainText('The old link stops working at once');
  await dialog.getByRole('button', { name: 'Make new link' }).click();
  await expectToastAndClose(page, 'New link copied. The old link no longer works.');
  const newLink = new URL(await readClipboard(page));
  expect(newLink.pathname).toMatch(/^\/s\/[^/]+$/);
  expect(newLink.pathname).not.toBe(oldLink.pathname);

  const old = await openSignedOut(browser, oldLink.pathname);
  await expect(old.page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await expect(old.page.getByRole('main')).not.toContainText(tenant.tenantName);
  expect(old.errors).toEqual([]);
  await old.close();

  const fresh = await openSignedOut(browser, newLink.pathname);
  await expect(fresh.page.getByRole('heading', { level: 1, name: tenant.tenantName })).toBeVisible();
  expect(fresh.errors).toEqual([]);
  await fresh.close();
});

test("a reminder's WhatsApp message carries the statement link, which opens the statement signed out", async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  // WhatsApp itself is not reached: its page is answered here, and the message is read from its address.
  await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
  );
  const tenant = await officeWithTenant(page);

  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: `WhatsApp reminder to ${tenant.tenantName}` }).click();
  const whatsApp = await popup;
  await whatsApp.waitForURL(/wa\.me\/.*[?&]text=.*%2Fs%2F/);
  const message = new URL(whatsApp.url()).searchParams.get('text') ?? '';
  expect(message).toContain(tenant.tenantName);
  const link = message.match(/https?:\/\/\S+\/s\/\S+/)?.[0] ?? '';
  expect(link, message).not.toBe('');
  await whatsApp.close();

  const tenantPhone = await openSignedOut(browser, new URL(link).pathname);
  await expect(tenantPhone.page.getByRole('heading', { level: 1, name: tenant.tenantName })).toBeVisible();
  await expect(tenantPhone.page.getByRole('region', { name: 'Receipts' })).toBeVisible();
  expect(tenantPhone.errors).toEqual([]);
  await tenantPhone.close();
});

test("a payment approved on the statement is in the office's payments list with its receipt and 'Online'", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E.baseURL });
  const tenant = await officeWithTenant(page);
  await useTestProvider(page.request);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expectToastAndClose(page, 'Link copied. Send it to them by SMS or WhatsApp.');
  const link = new URL(await readClipboard(page)).pathname;

  const receiptNumber = await payAndApprove(page, link, '120.00');

  await page.goto(routes.payments);
  const payment = page.getByRole('article').filter({ hasText: tenant.tenantName });
  await expect(payment).toHaveCount(1);
  await expect(payment).toContainText(receiptNumber);
  await expect(payment.getByText('Online', { exact: true })).toBeVisible();
  await expect(payment).toContainText('120.00');
});

test("a hire contract's remittance paid on its statement is in the remittances list with its receipt and 'Online'", async ({
  page,
}) => {
  await signUpBusiness(page.request, 'Link Fleet ');
  await useTestProvider(page.request);
  const contract = await createContract(page.request);
  const link = await statementLinkPath(page.request, { contractId: contract._id });

  const receiptNumber = await payAndApprove(page, link, '90.00');

  await page.goto(routes.remittanceList);
  const remittance = page.getByRole('article').filter({ hasText: receiptNumber });
  await expect(remittance).toHaveCount(1);
  await expect(remittance).toContainText(contract.hirer.name);
  await expect(remittance.getByText('Online', { exact: true })).toBeVisible();
  await expect(remittance).toContainText('90.00');
});
