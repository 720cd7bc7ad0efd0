import type { Locator, Page } from '@playwright/test';
import { monthLabel } from '../../../src/client/components/charts/chart-types';
import { addMonthsClamped } from '../../../src/shared/dates';
import { routes } from '../../../src/shared/paths';
import { createApartment, createPayment, createTenant } from '../apartments/helpers';
import { seriousViolations } from '../axe';
import { expect, signUpBusiness, test } from '../fixtures';
import {
  createContract,
  createRecord,
  createRemittance,
  createVehicle,
  serverToday,
} from '../vehicles/helpers';

/**
 * The dashboards' charts (docs/insight.md §3): each is drawn, its table holds the exact numbers, and
 * it fits a 360 px phone. Each test makes a business of its own, so no other spec's data is counted.
 */
test.describe.configure({ timeout: 90_000 });

/** The card holding the chart titled `title`. */
const chartCard = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** The table's rows as text, header first. */
const tableRows = (page: Page, title: string) =>
  page.getByRole('table', { name: title }).locator('tr').allTextContents();

async function expectDrawn(card: Locator, shapes: string) {
  // recharts (about 110 KB gzipped) is fetched and parsed with the first chart: slow on a busy machine.
  await expect(card.locator('svg.recharts-surface').first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => card.locator(shapes).count()).toBeGreaterThan(0);
}

/** At 360 px nothing scrolls sideways and every chart stays inside the screen. */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  const rights = await page
    .locator('svg.recharts-surface')
    .evaluateAll((charts) => charts.map((chart) => chart.getBoundingClientRect().right));
  expect(rights.length).toBeGreaterThan(0);
  for (const right of rights) expect(right).toBeLessThanOrEqual(360.5);
}

const months = (today: string) => {
  const first = `${today.slice(0, 7)}-01`;
  return [-2, -1, 0].map((offset) => addMonthsClamped(first, offset));
};

test('apartment dashboard: Collections and Occupancy are drawn, with their exact numbers', async ({
  page,
}) => {
  await signUpBusiness(page.request, 'Chart Estates ');
  const today = serverToday();
  const [twoAgo = '', lastMonth = '', thisMonth = ''] = months(today);
  for (const status of ['Occupied', 'Occupied', 'Available', 'Maintenance'] as const)
    await createApartment(page.request, { status });
  // Advance from this month's first: its whole 1,200.50 falls due then.
  const advance = await createTenant(page.request, {
    rentedDate: thisMonth,
    expirationDate: addMonthsClamped(thisMonth, 12),
    noOfMonthsRented: 12,
    monthlyPrice: 100,
    amountPaidOnUtility: 0.5,
    totalAmount: 1200.5,
    billing: 'advance',
  });
  // Monthly 250 from two months ago: 250 in each of the three months shown here.
  const monthly = await createTenant(page.request, {
    tenantPhone: '024 555 0199',
    rentedDate: twoAgo,
    expirationDate: addMonthsClamped(twoAgo, 6),
    noOfMonthsRented: 6,
    monthlyPrice: 250,
    amountPaidOnUtility: 0,
    totalAmount: 1500,
    billing: 'monthly',
  });
  await createPayment(page.request, advance._id, { amountPaid: 300.25, Date: today });
  await createPayment(page.request, monthly._id, { amountPaid: 250, Date: lastMonth });

  await page.goto(routes.apartmentsDashboard);
  await expect(page.getByRole('heading', { name: 'Apartment Units' })).toBeVisible();
  await expectDrawn(chartCard(page, 'Collections'), '.recharts-bar-rectangle');
  await expectDrawn(chartCard(page, 'Occupancy'), '.recharts-pie-sector');

  const rows = await tableRows(page, 'Collections');
  expect(rows).toHaveLength(13);
  expect(rows[0]).toBe('MonthCollectedFallen due');
  expect(rows.slice(-3)).toEqual([
    `${monthLabel(twoAgo.slice(0, 7))}GHC 0.00GHC 250.00`,
    `${monthLabel(lastMonth.slice(0, 7))}GHC 250.00GHC 250.00`,
    `${monthLabel(thisMonth.slice(0, 7))}GHC 300.25GHC 1,450.50`,
  ]);
  for (const row of rows.slice(1, -3)) expect(row).toMatch(/^[A-Z][a-z]{2} \d\dGHC 0\.00GHC 0\.00$/);
  expect(await tableRows(page, 'Occupancy')).toEqual(['StatusUnits', 'Occupied2', 'Vacant1', 'Maintenance1']);

  // Shown on request to everyone.
  const collections = chartCard(page, 'Collections');
  await collections.getByRole('button', { name: 'Show numbers' }).click();
  await expect(collections.getByRole('table', { name: 'Collections' })).toBeVisible();
  // With the charts drawn and a table shown: no serious axe violation (docs/insight.md §3).
  expect(await seriousViolations(page)).toEqual([]);

  await expectFitsPhone(page);
});

test('vehicle dashboard and page: income and costs, the most and least profitable vehicles', async ({
  page,
}) => {
  await signUpBusiness(page.request, 'Chart Estates ');
  const today = serverToday();
  const earner = await createVehicle(page.request);
  const loser = await createVehicle(page.request);
  const earning = await createContract(page.request, 'daily_sales', {}, earner);
  const losing = await createContract(page.request, 'daily_sales', {}, loser);
  await createRemittance(page.request, earning._id, { amount: 420.75, date: today });
  await createRemittance(page.request, losing._id, { amount: 50, date: today });
  await createRecord(page.request, earner._id, { maintenanceDate: today, cost: 100.25 });
  await createRecord(page.request, loser._id, { maintenanceDate: today, cost: 300 });

  await page.goto(routes.vehiclesDashboard);
  const year = today.slice(0, 4);
  await expectDrawn(chartCard(page, 'Income and costs'), '.recharts-bar-rectangle');
  await expectDrawn(chartCard(page, `Most profitable vehicles ${year}`), '.recharts-bar-rectangle');
  await expectDrawn(chartCard(page, `Least profitable vehicles ${year}`), '.recharts-bar-rectangle');

  const rows = await tableRows(page, 'Income and costs');
  expect(rows).toHaveLength(13);
  expect(rows[0]).toBe('MonthIncomeExpenses');
  expect(rows[12]).toBe(`${monthLabel(today.slice(0, 7))}GHC 470.75GHC 400.25`);
  expect(await tableRows(page, `Most profitable vehicles ${year}`)).toEqual([
    'VehicleProfit',
    `${earner.vehicleRegNum}GHC 320.50`,
    `${loser.vehicleRegNum}GHC -250.00`,
  ]);
  expect(await tableRows(page, `Least profitable vehicles ${year}`)).toEqual([
    'VehicleProfit',
    `${loser.vehicleRegNum}GHC -250.00`,
    `${earner.vehicleRegNum}GHC 320.50`,
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await expectFitsPhone(page);

  // The vehicle's page: its income beside its costs.
  await page.goto(routes.vehicle(loser._id));
  const card = page.getByRole('region', { name: 'Income and costs' });
  await expect(card).toContainText(`This year (${year})Income₵50.00Expenses₵300.00Loss-₵250.00`);
  await expect(card).toContainText('All timeIncome₵50.00Expenses₵300.00Loss-₵250.00');
});
