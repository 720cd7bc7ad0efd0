import { api, routes } from '../../../src/shared/paths';
import type { Payment } from '../../../src/shared/schemas/payments';
import { expect, test } from '../fixtures';
import {
  createPayment,
  createTenant,
  downloadSheet,
  holdRequests,
  openDeletePayment,
  pageOutsideFixture,
  row,
  unique,
} from './helpers';

test.describe('Payment list', () => {
  test('searches by tenant name, shows the total paid of the matches, 8 rows a page', async ({
    adminPage: page,
  }) => {
    const tag = unique('Pay');
    const esi = await createTenant(page.request, { tenantName: `${tag} Esi` });
    const yaw = await createTenant(page.request, { tenantName: `${tag} Yaw` });
    for (let i = 1; i <= 9; i += 1) await createPayment(page.request, esi._id, { amountPaid: 1000.1 });
    await createPayment(page.request, yaw._id, { amountPaid: '0.2', method: undefined, status: 'Partial' });

    await page.goto(routes.payments);
    await expect(page.getByRole('heading', { name: 'Payment List' })).toBeVisible();
    const search = page.getByPlaceholder('Search by tenant name...');
    await search.fill(tag.toLowerCase());
    await expect(page.getByRole('row')).toHaveCount(9);
    await expect(page.getByText('Total Paid: ₵9,001.10')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${tag.toLowerCase()}`));

    // Newest first: Yaw's payment, N/A method, shown as stored: Partial in blue (decision 056).
    const first = page.getByRole('row').nth(1);
    await expect(first).toContainText(`${tag} Yaw`);
    await expect(first).toContainText('₵0.20');
    await expect(first).toContainText('N/A');
    await expect(first).toContainText('2026-02-01');
    await expect(first.getByText('Partial')).toHaveClass(/blue/);
    await expect(page.getByRole('row').nth(2).getByText('Completed')).toHaveClass(/green/);

    const pages = page.getByRole('navigation', { name: 'Payment pages' });
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(page).toHaveURL(/page=2/);
    // The total covers every match, not the page.
    await expect(page.getByText('Total Paid: ₵9,001.10')).toBeVisible();

    await search.fill(`${tag} yaw`);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByText('Total Paid: ₵0.20')).toBeVisible();

    await search.fill(`${tag} nobody`);
    await expect(page.getByText('No payments found.')).toBeVisible();
    await expect(page.getByText('Total Paid: ₵0.00')).toBeVisible();
  });

  test('Delete asks first, then deletes with a toast', async ({ adminPage: page }) => {
    const name = unique('Del Pay ');
    const tenant = await createTenant(page.request, { tenantName: name });
    const payment = await createPayment(page.request, tenant._id);
    const dialog = await openDeletePayment(page, name);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, name)).toBeVisible();

    await row(page, name)
      .getByRole('button', { name: `Delete payment of ${name}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Payment deleted successfully')).toBeVisible();
    await expect(page.getByText('No payments found.')).toBeVisible();
    expect((await page.request.get(api.payment(payment._id))).status()).toBe(404);
  });

  test('Export Payments downloads every payment matching the search, not only the page', async ({
    adminPage: page,
  }) => {
    const tag = unique('Xpay');
    const tenant = await createTenant(page.request, { tenantName: `${tag} Kofi` });
    for (let i = 1; i <= 10; i += 1) {
      await createPayment(page.request, tenant._id, { amountPaid: 100 + i + 0.5, Date: `2026-03-${10 + i}` });
    }
    await page.goto(`${routes.payments}?q=${tag}`);
    await expect(page.getByRole('row')).toHaveCount(9);
    const sheet = await downloadSheet(page, () =>
      page.getByRole('button', { name: 'Export Payments' }).click(),
    );
    expect(sheet.fileName).toBe('Payments_List.xlsx');
    expect(sheet.sheetNames).toEqual(['Sheet1']);
    // Every column by name is the API test's (payments/routes.test.ts); here, those the row below checks.
    expect(sheet.header).toHaveLength(10);
    expect(sheet.header.slice(0, 5)).toEqual([
      'Tenant Name',
      'Amount Paid',
      'Payment Method',
      'Date',
      'Status',
    ]);
    expect(sheet.rows).toHaveLength(10);
    expect(sheet.rows[0]?.slice(0, 5)).toEqual([
      `${tag} Kofi`,
      110.5,
      'Cash',
      new Date('2026-03-20T00:00:00.000Z'),
      'Completed',
    ]);
    expect(sheet.header[5]).toBe('Receipt No.');
    expect(sheet.rows[0]?.[5]).toMatch(/^RCT-\d{6,}$/);
  });
});

test.describe('Add payment', () => {
  test('picks the tenant by search, defaults to Partial, records with a toast and goes to the list', async ({
    adminPage: page,
  }) => {
    const name = unique('Adwoa Pick ');
    await createTenant(page.request, { tenantName: name, roomDescription: 'Flat 7, Ahodwo' });
    await page.goto(routes.payments);
    await page.getByRole('link', { name: '+ Add Payment' }).click();
    await expect(page).toHaveURL(routes.addPayment);
    await expect(page.getByLabel('Payment Status')).toHaveValue('Partial');
    await expect(page.getByLabel('Payment Method').locator('option')).toHaveText([
      'Select payment method',
      'Cash',
      'Mobile Money',
      'Bank Transfer',
    ]);

    // Required fields first.
    await page.getByRole('button', { name: 'Add Payment' }).click();
    await expect(page.getByText('Tenant is required')).toBeVisible();
    await expect(page.getByText('Amount paid is required')).toBeVisible();

    const tenant = page.getByRole('combobox', { name: 'Tenant' });
    await tenant.fill(name.slice(0, -1));
    await page.getByRole('option', { name: `${name} (Flat 7, Ahodwo)` }).click();
    await expect(tenant).toHaveValue(`${name} (Flat 7, Ahodwo)`);
    await page.getByLabel('Payment Method').selectOption('Mobile Money');
    await page.getByLabel('Payment Date').fill('2026-04-02');
    await page.getByLabel('Amount Paid').fill('1,200.5');
    await page.getByRole('button', { name: 'Add Payment' }).click();
    await expect(page.getByText('Payment Recorded Successfully')).toBeVisible();
    await expect(page).toHaveURL(routes.payments);

    await page.getByPlaceholder('Search by tenant name...').fill(name);
    await expect(row(page, name)).toContainText('₵1,200.50');
    await expect(row(page, name)).toContainText('Mobile Money');
    await expect(row(page, name)).toContainText('2026-04-02');
    await expect(row(page, name)).toContainText('Partial');
  });

  test("shows 'Loading tenants...' while the tenants load and 'Adding Payment...' while saving", async ({
    browser,
  }) => {
    // Outside the fixture: the browser logs the simulated failure as a console error.
    const { page, close } = await pageOutsideFixture(browser);
    const name = unique('Slow Pick ');
    await createTenant(page.request, { tenantName: name });
    let releaseTenants: () => void = () => {};
    const tenantsHeld = new Promise<void>((resolve) => {
      releaseTenants = resolve;
    });
    // The picker asks for a page of matches (`?page=1&pageSize=10...`).
    await page.route(new RegExp(`${api.rentRecords}(\\?|$)`), async (route) => {
      await tenantsHeld;
      await route.continue();
    });
    await page.goto(routes.addPayment);
    await expect(page.getByText('Loading tenants...')).toBeVisible();
    releaseTenants();
    await expect(page.getByText('Loading tenants...')).toBeHidden();

    await page.getByRole('combobox', { name: 'Tenant' }).fill(name);
    // By name: a bare first option could be the payment method select's placeholder.
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await page.getByLabel('Amount Paid').fill('10');
    let releaseSave: () => void = () => {};
    const saveHeld = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    await page.route(api.addPayment, async (route) => {
      await saveHeld;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    await page.getByRole('button', { name: 'Add Payment' }).click();
    await expect(page.getByRole('button', { name: 'Adding Payment...' })).toBeDisabled();
    releaseSave();
    await expect(
      page.getByRole('alert').filter({ hasText: 'An error occurred. Please try again.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Amount Paid')).toHaveValue('10');
    await expect(page).toHaveURL(routes.addPayment);
    await close();
  });

  test('a payment whose answer was lost waits in the outbox and is stored once; a new visit records a new one', async ({
    browser,
  }) => {
    test.slow();
    // Outside the fixture: the browser logs the dropped connection as a console error.
    const { page, close } = await pageOutsideFixture(browser);
    const name = unique('Lost Answer ');
    await createTenant(page.request, { tenantName: name });
    const recorded = async () => {
      const response = await page.request.get(api.payments);
      return ((await response.json()) as Payment[]).filter((payment) => payment.tenant.tenantName === name);
    };
    const fillAndSubmit = async () => {
      await page.getByRole('combobox', { name: 'Tenant' }).fill(name);
      await page.getByRole('option', { name: new RegExp(name) }).click();
      await page.getByLabel('Amount Paid').fill('750');
      await page.getByRole('button', { name: 'Add Payment' }).click();
    };

    // The server records the payment, then the connection drops before the answer arrives.
    await page.route(
      api.addPayment,
      async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await page.goto(routes.addPayment);
    await fillAndSubmit();
    // Kept on the phone under the key it was sent with (docs/offline.md §3); the list opens.
    await expect(
      page.getByText('Saved on this phone. It will be sent when the connection is back.'),
    ).toBeVisible();
    await expect(page).toHaveURL(routes.payments);
    expect(await recorded()).toHaveLength(1);

    // Once the server answers again (the app asks it every 15 s), the outbox sends the payment under
    // the same key: the server answers with the one it stored, nothing is recorded a second time.
    const [stored] = await recorded();
    await expect(page.getByText(`1 payment sent: receipt ${stored?.receiptNumber}`)).toBeVisible({
      timeout: 30_000,
    });
    expect(await recorded()).toHaveLength(1);

    // Coming back to the form is a new payment.
    await page.goto(routes.addPayment);
    await fillAndSubmit();
    await expect(page).toHaveURL(routes.payments);
    await page.getByPlaceholder('Search by tenant name...').fill(name);
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(2);
    expect(await recorded()).toHaveLength(2);
    await close();
  });

  test('the singular list path of the spec redirects to the list', async ({ adminPage: page }) => {
    await page.goto(routes.paymentsSingular);
    await expect(page).toHaveURL(routes.payments);
    await expect(page.getByRole('heading', { name: 'Payment List' })).toBeVisible();
  });
});

test.describe('Edit payment', () => {
  test('shows the tenant read-only, keeps a stored method outside the list, updates with a toast', async ({
    adminPage: page,
  }) => {
    const name = unique('Edit Pay ');
    const tenant = await createTenant(page.request, { tenantName: name });
    const payment = await createPayment(page.request, tenant._id, { amountPaid: 700, status: 'Partial' });
    // A method from before the select existed.
    const legacy = await page.request.put(api.editPayment(payment._id), {
      data: { amountPaid: 700, date: '2026-02-01', method: 'Cheque', status: 'Partial' },
    });
    expect(legacy.status()).toBe(200);

    await page.goto(`${routes.payments}?q=${encodeURIComponent(name)}`);
    await row(page, name)
      .getByRole('button', { name: `Edit payment of ${name}` })
      .click();
    await expect(page).toHaveURL(routes.editPayment(payment._id));
    const tenantName = page.getByLabel('Tenant Name');
    await expect(tenantName).toHaveValue(name);
    await expect(tenantName).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Payment Method')).toHaveValue('Cheque');
    await expect(page.getByLabel('Payment Method').locator('option')).toHaveText([
      'Cash',
      'Mobile Money',
      'Bank Transfer',
      'Cheque',
    ]);
    await expect(page.getByLabel('Payment Status').locator('option')).toHaveText(['Partial', 'Completed']);

    await page.getByLabel('Amount Paid').fill('');
    await page.getByRole('button', { name: 'Update Payment' }).click();
    await expect(page.getByText('Amount paid is required')).toBeVisible();

    await page.getByLabel('Amount Paid').fill('750.25');
    await page.getByLabel('Payment Method').selectOption('Bank Transfer');
    await page.getByLabel('Payment Status').selectOption('Completed');
    await page.getByRole('button', { name: 'Update Payment' }).click();
    await expect(page.getByText('Payment Record Modified Successfully')).toBeVisible();
    await expect(page).toHaveURL(routes.payments);
    await page.getByPlaceholder('Search by tenant name...').fill(name);
    await expect(row(page, name)).toContainText('₵750.25');
    await expect(row(page, name)).toContainText('Bank Transfer');
    await expect(row(page, name)).toContainText('Completed');
  });

  test('shows a skeleton while loading and the inline error for an unknown payment', async ({ browser }) => {
    const { page, close } = await pageOutsideFixture(browser);
    const release = await holdRequests(page, /\/api\/apartment\/get_payment\//);
    await page.goto(routes.editPayment('no-such-payment'));
    await expect(page.getByRole('status').filter({ hasText: 'Loading payment...' })).toBeVisible();
    release();
    await expect(page.getByText('Failed to load payment data.')).toBeVisible();
    await close();
  });
});
