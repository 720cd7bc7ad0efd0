import { addDays } from '../../../src/shared/dates';
import { api, routes } from '../../../src/shared/paths';
import { expect, signUpBusiness, test } from '../fixtures';
import { createApartment, createPayment, createTenant, openDeletePayment, row, unique } from './helpers';

/** Today as the server counts it (Africa/Accra is UTC all year). */
const today = () => new Date().toISOString().slice(0, 10);

test.describe('Rent ledger (docs/ledger.md)', () => {
  test('records a Mobile Money payment and opens its receipt from the toast; the same transaction ID again is refused', async ({
    adminPage: page,
  }) => {
    const name = unique('Momo ');
    const tenant = await createTenant(page.request, {
      tenantName: name,
      roomDescription: 'Flat 2, Dansoman',
      rentedDate: addDays(today(), -10),
      totalAmount: 3000,
    });
    const reference = unique('MP');

    await page.goto(`${routes.addPayment}?tenant=${tenant._id}`);
    const standing = page.getByLabel(`Standing of ${name}`);
    await expect(standing).toContainText('GHC 3,000.00');
    // The arrears are suggested, and as they settle the balance, Completed is chosen.
    await expect(page.getByLabel('Amount Paid')).toHaveValue('3000.00');
    await expect(page.getByLabel('Payment Status')).toHaveValue('Completed');
    await expect(page.getByLabel('Transaction ID')).toBeHidden();
    await page.getByLabel('Payment Method').selectOption('Mobile Money');
    await page.getByLabel('Network').selectOption('MTN MoMo');
    await page.getByLabel('Transaction ID').fill(reference);
    await page.getByLabel('Payer phone').fill('024 555 0101');
    await page.getByLabel('Amount Paid').fill('1,000.50');
    await expect(page.getByLabel('Payment Status')).toHaveValue('Partial');
    await page.getByRole('button', { name: 'Add Payment' }).click();
    await expect(page).toHaveURL(routes.payments);
    await page.getByRole('link', { name: /^View receipt RCT-\d{6,}$/ }).click();

    const receipt = page.getByLabel(/^Receipt RCT-\d{6,}$/);
    await expect(page).toHaveURL(/\/apartment\/receipt\//);
    await expect(receipt).toContainText(name);
    await expect(receipt).toContainText('₵1,000.50');
    await expect(receipt).toContainText('One thousand Ghana cedis and fifty pesewas');
    await expect(receipt).toContainText('MTN MoMo');
    await expect(receipt).toContainText(reference);
    await expect(receipt).toContainText('₵1,999.50');
    const share = page.getByRole('link', { name: 'Share on WhatsApp' });
    await expect(share).toHaveAttribute('href', /^https:\/\/wa\.me\/233245550101\?text=/);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^Receipt_RCT-\d{6,}\.pdf$/);

    // The same transfer entered again (another case, spaces around it) is refused, naming the receipt.
    await page.goto(`${routes.addPayment}?tenant=${tenant._id}`);
    await page.getByLabel('Payment Method').selectOption('Mobile Money');
    await page.getByLabel('Network').selectOption('MTN MoMo');
    await page.getByLabel('Transaction ID').fill(` ${reference.toLowerCase()} `);
    await page.getByLabel('Amount Paid').fill('1000.50');
    await page.getByRole('button', { name: 'Add Payment' }).click();
    await expect(page.getByText(/already recorded on receipt RCT-\d{6,}/).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${routes.addPayment}`));
    const payments = (await (await page.request.get(api.payments)).json()) as { tenant: { _id: string } }[];
    expect(payments.filter((payment) => payment.tenant._id === tenant._id)).toHaveLength(1);
  });

  test('voids a payment with a reason; its receipt stays, marked VOID', async ({ adminPage: page }) => {
    const name = unique('Void ');
    const tenant = await createTenant(page.request, { tenantName: name });
    const payment = await createPayment(page.request, tenant._id, { amountPaid: 700 });
    const dialog = await openDeletePayment(page, name);
    await expect(dialog).toContainText('VOID');
    await dialog.getByLabel('Reason (optional)').fill('Entered twice by mistake');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Payment deleted successfully')).toBeVisible();
    await expect(page.getByText('No payments found.')).toBeVisible();

    await page.goto(routes.receipt(payment._id));
    await expect(page.getByText('VOID', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/Voided by .+ on \d{4}-\d{2}-\d{2}: Entered twice by mistake/)).toBeVisible();
    await expect(page.getByText(payment.receiptNumber).first()).toBeVisible();
  });

  test('a tenant in arrears is on the arrears screen, and leaves it once paid', async ({
    adminPage: page,
  }) => {
    const name = unique('Owing ');
    const tenant = await createTenant(page.request, {
      tenantName: name,
      rentedDate: addDays(today(), -20),
      totalAmount: 1200,
    });
    await page.goto(routes.apartmentsDashboard);
    await page.getByRole('link', { name: 'Arrears' }).first().click();
    await expect(page).toHaveURL(routes.arrears);
    await page.getByPlaceholder('Search by tenant name...').fill(name);
    await expect(row(page, name)).toContainText('₵1,200.00');
    await expect(row(page, name)).toContainText('20');
    // The reminder (the phone beside it has its own WhatsApp chat link, decision 069).
    await expect(row(page, name).getByRole('link', { name: `Remind ${name} on WhatsApp` })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/233241112233/,
    );

    await row(page, name).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(routes.tenant(tenant._id));
    await page.getByRole('link', { name: 'Record payment' }).click();
    await expect(page.getByLabel('Amount Paid')).toHaveValue('1200.00');
    await page.getByLabel('Payment Method').selectOption('Cash');
    await page.getByRole('button', { name: 'Add Payment' }).click();
    await expect(page).toHaveURL(routes.payments);

    await page.goto(`${routes.arrears}?q=${encodeURIComponent(name)}`);
    await expect(page.getByText(/No tenants (are )?in arrears/i)).toBeVisible();
    await page.goto(routes.tenant(tenant._id));
    await expect(page.getByText('Settled').first()).toBeVisible();
  });

  test('renews a tenancy on its unit: the new term starts the day after the old one ends', async ({
    adminPage: page,
  }) => {
    const name = unique('Renew ');
    const unit = await createApartment(page.request, { title: unique('Unit ') });
    const tenant = await createTenant(page.request, {
      tenantName: name,
      apartmentId: unit._id,
      rentedDate: '2026-01-01',
      expirationDate: '2026-12-31',
      noOfMonthsRented: 12,
    });
    await page.goto(routes.tenant(tenant._id));
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.getByRole('button', { name: 'Renew' }).click();
    await expect(page).toHaveURL(routes.addTenant);
    await expect(page.getByLabel('Tenant Name')).toHaveValue(name);
    await expect(page.getByLabel('Rented Date')).toHaveValue('2027-01-01');
    await expect(page.getByLabel('Expiration Date')).toHaveValue('2027-12-31');
    await page.getByRole('button', { name: 'Save' }).click();
    // The renewed tenancy's page (decision 057).
    await expect(page).toHaveURL(/\/apartments\/tenant\//);
    await expect(page).not.toHaveURL(routes.tenant(tenant._id));

    const records = (await (await page.request.get(api.apartmentTenants(unit._id))).json()) as {
      tenantName: string;
      rentedDate: string;
      status: string;
    }[];
    expect(records.map((record) => [record.tenantName, record.rentedDate, record.status])).toEqual([
      [name, '2027-01-01', 'Active'],
      [name, '2026-01-01', 'Active'],
    ]);
    const flat = await (await page.request.get(api.apartment(unit._id))).json();
    expect(flat).toMatchObject({ status: 'Occupied', currentTenancy: { _id: tenant._id } });
  });
});

test.describe('Settings → Business (docs/ledger.md §4)', () => {
  test('the Admin names the business and its receipt details; receipts and the top bar follow', async ({
    page,
  }) => {
    // A business of its own: renaming the shared E2E business would show in other tests' top bars.
    const business = await signUpBusiness(page.request, 'Adjei Estates ');

    await page.goto(routes.settings);
    await page.getByRole('tab', { name: 'Business' }).click();
    await expect(page.getByLabel('Business name')).toHaveValue(business);
    const renamed = `${business} Ltd`;
    await page.getByLabel('Business name').fill(renamed);
    await page.getByLabel('GhanaPostGPS address').fill('GA1234567');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('GhanaPostGPS address must look like GA-123-4567')).toBeVisible();
    await page.getByLabel('GhanaPostGPS address').fill('ga-123-4567');
    await page.getByLabel('Receipt footer').fill('Thank you for paying on time.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings updated successfully!')).toBeVisible();
    await expect(page.getByTestId('top-bar-business')).toHaveText(renamed);

    const tenant = await createTenant(page.request, { tenantName: unique('Receipt ') });
    const payment = await createPayment(page.request, tenant._id);
    await page.goto(routes.receipt(payment._id));
    const receipt = page.getByLabel(`Receipt ${payment.receiptNumber}`);
    await expect(receipt).toContainText(renamed);
    await expect(receipt).toContainText('GA-123-4567');
    await expect(receipt).toContainText('Thank you for paying on time.');
  });
});
