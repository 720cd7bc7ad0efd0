import type { Page } from '@playwright/test';
import { COMPLIANCE_EXPORT_HEADER } from '../../../src/server/modules/vehicle-documents/test-data';
import { addDays } from '../../../src/shared/dates';
import { routes } from '../../../src/shared/paths';
import { COMPLIANCE_EXPORT_FILE, roadworthyExpiry } from '../../../src/shared/vehicle-papers';
import { expect, test } from '../fixtures';
import {
  columnValues,
  createDocument,
  createReading,
  createRecord,
  createVehicle,
  exportedSheet,
  serverToday,
} from './helpers';

/** A row of a table on the vehicle's page, found by its first cell. */
const rowOf = (page: Page, table: string, first: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: first, exact: true }) });

/** A vehicle whose driver licence stays valid whatever day the suite runs. */
const newVehicle = (page: Page) =>
  createVehicle(page.request, { licenseNumExp: addDays(serverToday(), 400) });

test.describe('Vehicle papers (docs/reminders.md §1)', () => {
  test('adds a roadworthy without an expiry and shows the date it was worked out to', async ({
    adminPage: page,
  }) => {
    const vehicle = await newVehicle(page);
    const issued = addDays(serverToday(), -10);
    const expected = roadworthyExpiry(issued, 'taxi');
    await page.goto(routes.vehicle(vehicle._id));
    await expect(
      page.getByRole('heading', { level: 1, name: `${vehicle.vehicleRegNum} · Toyota Corolla` }),
    ).toBeVisible();
    // A taxi without its roadworthy: missing.
    await expect(rowOf(page, 'Documents', 'Roadworthy')).toContainText('Missing');

    await page.getByRole('button', { name: 'Add document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add document' });
    await dialog.getByLabel('Document kind').selectOption('roadworthy');
    await dialog.getByLabel('Document number (optional)').fill('RW-E2E-1');
    await dialog.getByLabel('Issue date').fill(issued);
    await expect(dialog.getByText(`6 months after the issue date for a taxi (${expected})`)).toBeVisible();
    await dialog.getByLabel('Cost (optional)').fill('250');
    await dialog.getByRole('button', { name: 'Save document' }).click();

    await expect(page.getByText('Document added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = rowOf(page, 'Documents', 'Roadworthy');
    await expect(row).toContainText(`${expected} (worked out)`);
    await expect(row.getByText('Valid', { exact: true })).toHaveClass(/bg-green-100/);
    await expect(page.getByRole('region', { name: 'Costs', exact: true })).toContainText('Papers₵250.00');
  });

  test('an expired insurance is red on the vehicle’s page and the grid; the status filter finds it; the export downloads', async ({
    adminPage: page,
  }) => {
    const vehicle = await newVehicle(page);
    const plate = vehicle.vehicleRegNum;
    const expired = addDays(serverToday(), -1);
    await createDocument(page.request, vehicle._id, {
      kind: 'insurance',
      issuedOn: addDays(serverToday(), -366),
      expiresOn: expired,
    });

    await page.goto(routes.vehicle(vehicle._id));
    const insurance = rowOf(page, 'Documents', 'Insurance');
    await expect(insurance.getByText('Expired', { exact: true })).toHaveClass(/bg-red-100/);

    await page.goto(`${routes.compliance}?q=${encodeURIComponent(plate)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: plate });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Expired', { exact: true })).toHaveClass(/bg-red-100/);
    await expect(row).toContainText(`Expired${expired}`);
    // A taxi without a roadworthy or VIT: both missing (grey, with the word).
    await expect(row.getByText('Missing', { exact: true })).toHaveCount(2);

    await page.getByLabel('Status').selectOption('expiring');
    await expect(page).toHaveURL(/status=expiring/);
    await expect(page.getByText('No vehicles found.')).toBeVisible();
    await page.getByLabel('Status').selectOption('expired');
    await expect(page).toHaveURL(/status=expired/);
    await expect(row).toBeVisible();

    const sheet = await exportedSheet(page, 'Export Compliance', {
      fileName: COMPLIANCE_EXPORT_FILE,
      header: COMPLIANCE_EXPORT_HEADER,
    });
    expect(columnValues(sheet, 1)).toEqual([plate]);
    expect(columnValues(sheet, 6)).toEqual([`Expired ${expired}`]);

    // The row links to the vehicle's page.
    await row.getByRole('link', { name: plate }).click();
    await expect(page).toHaveURL(routes.vehicle(vehicle._id));
  });

  test('the grid at 360 px is cards, with no sideways scroll', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const vehicle = await newVehicle(page);
    await createDocument(page.request, vehicle._id, {
      kind: 'insurance',
      issuedOn: addDays(serverToday(), -300),
      expiresOn: addDays(serverToday(), 10),
    });
    await page.goto(routes.compliance);
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Compliance' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('searchbox', { name: 'Search' }).fill(vehicle.vehicleRegNum);
    const card = page.getByRole('article').filter({ hasText: vehicle.vehicleRegNum });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Expiring', { exact: true })).toHaveClass(/bg-yellow-100/);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});

test.describe('Odometer and service schedules (docs/reminders.md §2)', () => {
  test('a lower reading on a later day is refused, naming the reading it contradicts', async ({
    adminPage: page,
  }) => {
    const vehicle = await newVehicle(page);
    const earlier = addDays(serverToday(), -5);
    await createReading(page.request, vehicle._id, { date: earlier, km: 45_200 });
    await page.goto(routes.vehicle(vehicle._id));
    await expect(rowOf(page, 'Odometer readings', earlier)).toContainText('45,200 km');

    await page.getByRole('button', { name: 'Add reading' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add reading' });
    await expect(dialog.getByLabel('Date')).toHaveValue(serverToday());
    const km = dialog.getByLabel('Odometer reading (km)');
    await km.fill('44000');
    await dialog.getByRole('button', { name: 'Save reading' }).click();
    await expect(dialog.getByText(`Lower than 45,200 km on ${earlier}`)).toBeVisible();
    await expect(km).toHaveAttribute('aria-invalid', 'true');

    await km.fill('45900');
    await dialog.getByRole('button', { name: 'Save reading' }).click();
    await expect(page.getByText('Odometer reading added successfully')).toBeVisible();
    await expect(page.getByText('Latest reading').locator('xpath=..')).toContainText('45,900 km');
  });

  test('a schedule falls due, and completing a maintenance record naming the task resets it', async ({
    adminPage: page,
  }) => {
    const vehicle = await newVehicle(page);
    const today = serverToday();
    await page.goto(routes.vehicle(vehicle._id));
    await page.getByRole('button', { name: 'Add schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add schedule' });
    await dialog.getByLabel('Task').fill('Oil change');
    await dialog.getByLabel('Every (km)').fill('5000');
    await dialog.getByLabel('Every (months)').fill('3');
    await dialog.getByLabel('Start date (optional)').fill(addDays(today, -100));
    await dialog.getByLabel('Start km (optional)').fill('40000');
    await dialog.getByRole('button', { name: 'Save schedule' }).click();
    await expect(page.getByText('Service schedule added successfully')).toBeVisible();
    const schedule = rowOf(page, 'Service schedules', 'Oil change');
    await expect(schedule).toContainText('every 5,000 km or 3 months');
    await expect(schedule.getByText('Due', { exact: true })).toHaveClass(/bg-red-100/);

    // A job naming the task, still ongoing: nothing changes until it is completed.
    const record = await createRecord(page.request, vehicle._id, {
      maintenanceDate: today,
      issue: ['Oil change and filter'],
      status: 'ongoing',
    });
    await page.goto(routes.editMaintenance(record._id));
    await expect(page.getByLabel('Odometer (km)')).toHaveValue('');
    await page.getByLabel('Status').selectOption('completed');
    await page.getByLabel('Odometer (km)').fill('46000');
    await page.getByRole('button', { name: 'Update Record' }).click();
    await expect(page.getByText('Maintenance record updated')).toBeVisible();

    await page.goto(routes.vehicle(vehicle._id));
    await expect(schedule.getByText('OK', { exact: true })).toHaveClass(/bg-green-100/);
    await expect(schedule).toContainText(`${today} at 46,000 km`);
    const reading = rowOf(page, 'Odometer readings', today);
    await expect(reading).toContainText('46,000 km');
    await expect(reading.getByRole('link', { name: 'Maintenance' })).toHaveAttribute(
      'href',
      routes.editMaintenance(record._id),
    );
  });
});
