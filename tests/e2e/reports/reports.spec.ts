import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { api, routes } from '../../../src/shared/paths';
import { createApartment, createPayment, createTenant, unique } from '../apartments/helpers';
import { expect, signUpBusiness, test } from '../fixtures';
import { createContract, createRecord, createRemittance, createVehicle } from '../vehicles/helpers';

/**
 * A business of its own (signed up through the API, its owner signed in on `request`), so its
 * figures are exact whatever the other specs record on the shared server.
 */

/**
 * Money in January and February 2026: rent 1,000.00 (01-10) and 250.50 (02-05) on the unit, a
 * remittance of 300.00 (01-12) on the vehicle, a repair of 120.25 (02-14). Totals: income 1,550.50,
 * expenses 120.25, profit 1,430.25; rent tax 8 % of 1,250.50 = 100.04.
 */
async function makeMoney(request: APIRequestContext) {
  const unit = await createApartment(request, { title: unique('Report Flat ') });
  const tenant = await createTenant(request, { apartmentId: unit._id, rentedDate: '2026-01-01' });
  await createPayment(request, tenant._id, { amountPaid: 1000, Date: '2026-01-10' });
  await createPayment(request, tenant._id, { amountPaid: 250.5, Date: '2026-02-05' });
  const vehicle = await createVehicle(request);
  const contract = await createContract(request, 'daily_sales', { startDate: '2026-01-05' }, vehicle);
  await createRemittance(request, contract._id, { amount: 300, date: '2026-01-12' });
  await createRecord(request, vehicle._id, { maintenanceDate: '2026-02-14', cost: 120.25 });
  return { unit: unit.title, plate: vehicle.vehicleRegNum };
}

async function customPeriod(page: Page, from: string, to: string) {
  await page.getByLabel('Period', { exact: true }).selectOption('custom');
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
}

const totals = (page: Page) => page.getByRole('region', { name: 'Totals' });
const figure = (page: Page, label: string) => totals(page).getByText(label, { exact: true }).locator('..');

test.describe('Profit and loss (/reports)', () => {
  // Each period asks for three tables; on a busy machine the walk through periods takes a while.
  test.describe.configure({ timeout: 120_000 });

  test('shows the period’s figures, switches periods, and exports them', async ({ page }) => {
    await signUpBusiness(page.request, 'Reports Ltd ');
    const { unit, plate } = await makeMoney(page.request);
    await page.goto(routes.reports);
    await expect(page.getByRole('heading', { name: 'Profit and loss', level: 1 })).toBeVisible();

    await customPeriod(page, '2026-01-01', '2026-02-28');
    await expect(figure(page, 'Income')).toContainText('GHC 1,550.50');
    await expect(figure(page, 'Expenses')).toContainText('GHC 120.25');
    await expect(figure(page, 'Profit')).toContainText('GHC 1,430.25');
    await expect(figure(page, 'Rent tax to set aside (estimate)')).toContainText('GHC 100.04');
    await expect(totals(page)).toContainText('8 % of the rent collected in the period');

    const table = (name: string) => page.getByRole('table', { name: `Profit and loss ${name}` });
    await expect(table('by property').getByRole('row').filter({ hasText: unit })).toContainText(
      'GHC 1,250.50',
    );
    const vehicleRow = table('by vehicle').getByRole('row').filter({ hasText: plate });
    await expect(vehicleRow).toContainText('GHC 300.00');
    await expect(vehicleRow).toContainText('GHC 179.75');
    const months = table('by month');
    await expect(months.getByRole('row').filter({ hasText: 'Jan 2026' })).toContainText('GHC 1,300.00');
    await expect(months.getByRole('row').filter({ hasText: 'Feb 2026' })).toContainText('GHC 130.25');

    // Each chart is drawn, and its table alternative holds the same numbers.
    for (const name of ['By property', 'By vehicle', 'By month']) {
      const section = page.getByRole('region', { name });
      await expect(section.locator('svg.recharts-surface').first()).toBeVisible();
      await section.getByRole('button', { name: 'Show numbers' }).click();
      await expect(
        section.getByRole('table', { name: `Income and expenses ${name.toLowerCase()}` }),
      ).toBeVisible();
    }
    const chartTable = page.getByRole('table', { name: 'Income and expenses by month' });
    await expect(chartTable.getByRole('row').filter({ hasText: 'Feb 2026' })).toContainText('GHC 250.50');
    await expect(chartTable.getByRole('row').filter({ hasText: 'Feb 2026' })).toContainText('GHC 120.25');
    await expect(
      page
        .getByRole('table', { name: 'Income and expenses by vehicle' })
        .getByRole('row')
        .filter({ hasText: plate }),
    ).toContainText('GHC 300.00');

    // The workbook: a sheet per table and the totals.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Report' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Profit_Report.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'By property',
      'By vehicle',
      'By month',
      'Totals',
    ]);
    const values = (name: string, row: number) =>
      ((workbook.getWorksheet(name)?.getRow(row).values ?? []) as unknown[]).slice(1);
    expect(values('By property', 2)).toEqual([unit, 1250.5, 0, 1250.5]);
    expect(values('By vehicle', 2)).toEqual([plate, 300, 120.25, 179.75]);
    expect(values('By month', 3)).toEqual(['Feb 2026', 250.5, 120.25, 130.25]);
    expect(values('Totals', 2).slice(2)).toEqual([1550.5, 120.25, 1430.25, 8, 100.04]);

    // Another period: February alone, then last year (nothing recorded).
    await page.getByLabel('From', { exact: true }).fill('2026-02-01');
    await expect(figure(page, 'Income')).toContainText('GHC 250.50');
    await expect(figure(page, 'Rent tax to set aside (estimate)')).toContainText('GHC 20.04');
    await page.getByLabel('Period', { exact: true }).selectOption('last-year');
    await expect(figure(page, 'Income')).toContainText('GHC 0.00');
    await expect(page.getByRole('region', { name: 'By property' })).toContainText(
      'No money in or out in this period.',
    );
  });

  test('on a 360 px phone the tables are cards and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signUpBusiness(page.request, 'Reports Ltd ');
    const { unit, plate } = await makeMoney(page.request);
    await page.goto(routes.reports);
    await customPeriod(page, '2026-01-01', '2026-02-28');
    await expect(figure(page, 'Income')).toContainText('GHC 1,550.50');
    await expect(page.getByRole('article').filter({ hasText: unit })).toContainText('GHC 1,250.50');
    await expect(page.getByRole('article').filter({ hasText: plate })).toContainText('GHC 179.75');
    await expect(page.getByRole('article').filter({ hasText: 'Jan 2026' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });

  test('Staff read it from the vehicle sidebar', async ({ page, makeUser }) => {
    const staff = await makeUser('Staff');
    const login = await page.request.post(api.login, {
      data: { email: staff.email, password: staff.password },
    });
    expect(login.status()).toBe(200);
    await page.goto(routes.vehiclesDashboard);
    await page.getByRole('link', { name: 'Reports' }).first().click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
  });
});
