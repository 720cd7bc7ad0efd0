import { addDays, addMonthsClamped } from '../../../src/shared/dates';
import { api, routes } from '../../../src/shared/paths';
import type { RentRecord } from '../../../src/shared/schemas/rent-records';
import { expect, test } from '../fixtures';
import { serverToday } from '../vehicles/helpers';
import { unique } from './helpers';

// Add tenant with 'Payment received now' (decision 057), on a 360 px phone.
test.describe('Add tenant with the payment received now, on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a tenant who paid 12 months ahead lands on the tenancy, not in arrears, with the receipt at hand', async ({
    adminPage: page,
  }) => {
    const name = unique('Advance ');
    const start = serverToday();
    await page.goto(routes.addTenant);
    await expect(page.getByLabel('Utility')).toHaveValue('0');
    await page.getByLabel('Tenant Name').fill(name);
    await page.getByLabel('Phone').fill('024 555 0101');
    await page.getByLabel('Room Description').fill('Chamber and hall, Kasoa');
    await page.getByLabel('Rented Date').fill(start);
    await page.getByLabel('No. of Months Rented').fill('12');
    await page.getByLabel('Monthly Price').fill('1800');
    // The expiration date is worked out: twelve months, to the day before.
    const expiry = addDays(addMonthsClamped(start, 12), -1);
    await expect(page.getByLabel('Expiration Date')).toHaveValue(expiry);
    await expect(page.getByLabel('Total Amount')).toHaveValue('21600.00');

    const section = page.getByRole('group', { name: 'Payment received now' });
    await section.getByLabel('Amount received').fill('21600');
    await section.getByLabel('Payment Method').selectOption('Mobile Money');
    await section.getByLabel('Network').selectOption('MTN MoMo');
    await section.getByLabel('Transaction ID').fill(unique('MP').replace(/\s/g, ''));
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/apartments\/tenant\//);
    const panel = page.getByRole('region', { name: 'Payment recorded' });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('recorded-summary')).toHaveText(/^Receipt RCT-\d{6} · GHC 21,600\.00$/);
    await expect(panel.getByRole('link', { name: 'View receipt' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/233245550101\?text=/,
    );
    await expect(page.getByText('In arrears')).toHaveCount(0);

    const id = page.url().split('/').pop() ?? '';
    const record = (await (await page.request.get(api.rentRecord(id))).json()).data as RentRecord;
    expect(record).toMatchObject({ tenantName: name, paid: 21600, balance: 0, arrears: 0 });
    expect(record.expirationDate.slice(0, 10)).toBe(expiry);
  });
});
