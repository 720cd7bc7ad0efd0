import type { APIRequestContext } from '@playwright/test';
import { api } from '../../../src/shared/paths';
import { createTenant, unique } from '../apartments/helpers';
import { E2E } from '../env';
import { expect, signUpBusiness, test } from '../fixtures';
import { statementLinkPath, useTestProvider } from './helpers';

// 'Pay now' from a statement link through the test provider's checkout (docs/collect.md §2), on a
// narrow phone, signed out; the E2E server runs with PAYMENTS_TEST_PROVIDER=true.
test.use({ viewport: { width: 360, height: 740 } });

/** The tenant's payments in the office's books: their ledger's payment lines. */
async function paymentLines(owner: APIRequestContext, tenantId: string) {
  const response = await owner.get(api.tenancyLedger(tenantId));
  expect(response.status(), await response.text()).toBe(200);
  const { entries } = (await response.json()) as {
    entries: { kind: string; amount: number; receiptNumber?: string }[];
  };
  return entries.filter((entry) => entry.kind === 'payment');
}

test.describe('paying from a statement link', () => {
  let owner: APIRequestContext;
  let tenant: { _id: string; tenantName: string };
  let link: string;

  test.beforeEach(async ({ playwright }) => {
    owner = await playwright.request.newContext({ baseURL: E2E.baseURL });
    await signUpBusiness(owner, 'Pay Now Homes ');
    await useTestProvider(owner);
    tenant = await createTenant(owner, { tenantName: unique('Abena Payer ') });
    link = await statementLinkPath(owner, { rentRecordId: tenant._id });
  });
  test.afterEach(async () => {
    await owner.dispose();
  });

  async function payOnline(page: import('@playwright/test').Page, amount: string) {
    await page.goto(link);
    const form = page.getByRole('form', { name: 'Pay now' });
    await form.getByLabel('Amount (GHC)').fill(amount);
    await form.getByLabel('Your phone number').fill('024 555 1234');
    await form.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/pay\/test\/[^/#]+#.+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText(`GHC ${amount}`);
  }

  test('Approve: the receipt is on the statement and the payment in the books, once', async ({ page }) => {
    await payOnline(page, '150.00');
    await page.getByRole('button', { name: 'Approve' }).click();

    const notice = page.getByRole('status').filter({ hasText: 'Payment received' });
    await expect(notice).toHaveText(/^Payment received — receipt \S+$/);
    const receiptNumber = (await notice.textContent())?.replace(/^Payment received — receipt /, '') ?? '';
    // Back on the statement itself: a reload shows the statement, not the outcome again.
    await expect(page).toHaveURL(new RegExp(`${link}$`));
    const receipts = page.getByRole('region', { name: 'Receipts' });
    await expect(
      receipts.getByRole('link', { name: new RegExp(`^Receipt ${receiptNumber} .*GHC 150\\.00$`) }),
    ).toBeVisible();

    const lines = await paymentLines(owner, tenant._id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ amount: 150, receiptNumber });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: tenant.tenantName })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('Decline: nothing is recorded and the statement says the payment was not completed', async ({
    page,
  }) => {
    await payOnline(page, '80.00');
    await page.getByRole('button', { name: 'Decline' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Payment not completed' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Receipts' })).toContainText('No receipts yet.');
    expect(await paymentLines(owner, tenant._id)).toEqual([]);
  });

  test('an amount out of bounds is refused on the page, before anything is sent', async ({ page }) => {
    let payRequests = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') payRequests += 1;
    });
    await page.goto(link);
    const form = page.getByRole('form', { name: 'Pay now' });
    await form.getByLabel('Amount (GHC)').fill('0.50');
    await form.getByLabel('Your phone number').fill('024 555 1234');
    await form.getByRole('button', { name: 'Pay now' }).click();
    await expect(form.getByText(/^The amount must be between GHC 1\.00 and /)).toBeVisible();
    await expect(form.getByLabel('Amount (GHC)')).toBeFocused();
    expect(payRequests).toBe(0);
  });
});
