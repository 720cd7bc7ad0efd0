import type { Page } from '@playwright/test';
import { api } from '../../../src/shared/paths';
import type { MaintenanceRecord } from '../../../src/shared/schemas/maintenance';
import { expect, signIn, test } from '../fixtures';
import { emptyPage, listURL } from '../paged-list';
import { columnValues, createRecord, createVehicle, exportedSheet, uniquePlate } from './helpers';

const issueRows = (page: Page) => page.getByTestId('issue-row');
/** The body rows of the maintenance table (the header row has no cells). */
const tableRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

async function recordsOf(page: Page, plate: string): Promise<MaintenanceRecord[]> {
  const all: MaintenanceRecord[] = await (await page.request.get(api.maintenanceRecords)).json();
  return all.filter((record) => record.vehicleId.vehicleRegNum === plate);
}

/** Opens the list searched for one plate, typed in lower case (the search ignores case). */
async function searchPlate(page: Page, plate: string) {
  await page.goto('/vehicle/maintainance_list');
  await page.getByLabel('Search by registration number').fill(plate.toLowerCase());
}

test.describe('add maintenance record', () => {
  test('picks the vehicle, lists issues and saves with status pending by default', async ({
    adminPage: page,
  }) => {
    const vehicle = await createVehicle(page.request, {
      make: 'Nissan',
      model: 'Urvan',
      vehicleRegNum: uniquePlate('AS'),
    });
    await page.goto('/vehicle/maintainance_list');
    await page.getByRole('link', { name: 'Add Record' }).click();
    await expect(page).toHaveURL(/\/vehicle\/add_maintenance$/);
    await expect(page.getByRole('heading', { name: 'Add Maintenance Record' })).toBeVisible();

    // One issue to start; remove appears only when there is more than one.
    await expect(issueRows(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Remove issue/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Issue' }).click();
    await expect(page.getByRole('button', { name: /Remove issue/ })).toHaveCount(2);
    await page.getByRole('button', { name: 'Add Issue' }).click();
    await expect(issueRows(page)).toHaveCount(3);
    await page.getByRole('button', { name: 'Remove issue 3' }).click();
    await expect(issueRows(page)).toHaveCount(2);
    await expect(page.getByLabel('Status')).toHaveValue('pending');

    await page.getByRole('button', { name: 'Save Record' }).click();
    for (const message of ['Vehicle is required', 'Maintenance date is required', 'Cost is required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Issue is required', { exact: true })).toHaveCount(2);

    // The picker shows make, model and plate, and can be cleared.
    const picker = page.getByRole('combobox', { name: 'Vehicle' });
    await picker.fill(vehicle.vehicleRegNum.toLowerCase());
    const option = page.getByRole('option', { name: `Nissan Urvan — ${vehicle.vehicleRegNum}` });
    await option.click();
    await expect(picker).toHaveValue(`Nissan Urvan — ${vehicle.vehicleRegNum}`);
    await page.getByRole('button', { name: 'Clear Vehicle' }).click();
    await expect(picker).toHaveValue('');
    await picker.fill(vehicle.vehicleRegNum);
    await option.click();

    await page.getByLabel('Maintenance Date').fill('2026-04-02');
    await page.getByLabel('Cost (GHC)').fill('2,450.5');
    await page.getByRole('textbox', { name: 'Issue 1' }).fill('Clutch slipping');
    await page.getByRole('textbox', { name: 'Issue 2' }).fill('Worn wiper blades');
    await page.getByRole('button', { name: 'Save Record' }).click();

    await expect(page.getByText('Maintenance record added')).toBeVisible();
    await expect(page).toHaveURL(/\/vehicle\/maintainance_list$/);
    await page.getByLabel('Search by registration number').fill(vehicle.vehicleRegNum.toLowerCase());
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first().getByRole('cell')).toHaveText([
      vehicle.vehicleRegNum,
      '2026-04-02',
      '2,450.50',
      'Clutch slipping, Worn wiper blades',
      'pending',
      '',
    ]);
    const [saved] = await recordsOf(page, vehicle.vehicleRegNum);
    expect(saved).toMatchObject({
      cost: 2450.5,
      status: 'pending',
      issue: ['Clutch slipping', 'Worn wiper blades'],
    });
  });
});

test.describe('edit maintenance record', () => {
  test('shows the record, allows removing every issue, and saves', async ({ adminPage: page }) => {
    const vehicle = await createVehicle(page.request, { make: 'Kia', model: 'Rhino' });
    const other = await createVehicle(page.request, { make: 'Isuzu', model: 'NPR' });
    const record = await createRecord(page.request, vehicle._id, { status: 'ongoing', cost: 99 });
    await searchPlate(page, vehicle.vehicleRegNum);
    await tableRows(page)
      .getByRole('link', { name: `Edit ${vehicle.vehicleRegNum}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/vehicle/edit_maintenance_record/${record._id}$`));
    await expect(page.getByRole('heading', { name: 'Edit Maintenance Record' })).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Vehicle' });
    await expect(picker).toHaveValue(`Kia Rhino — ${vehicle.vehicleRegNum}`);
    await expect(page.getByLabel('Cost (GHC)')).toHaveValue('99.00');
    await expect(page.getByLabel('Status')).toHaveValue('ongoing');
    await expect(page.getByRole('textbox', { name: 'Issue 2' })).toHaveValue('Check alignment');

    // On edit even the last issue may go.
    await page.getByRole('button', { name: 'Remove issue 2' }).click();
    await page.getByRole('button', { name: 'Remove issue 1' }).click();
    await expect(issueRows(page)).toHaveCount(0);
    await picker.fill(other.vehicleRegNum);
    await page.getByRole('option', { name: `Isuzu NPR — ${other.vehicleRegNum}` }).click();
    await page.getByLabel('Status').selectOption('completed');
    await page.getByRole('button', { name: 'Update Record' }).click();

    await expect(page.getByText('Maintenance record updated')).toBeVisible();
    await expect(page).toHaveURL(/\/vehicle\/maintainance_list/);
    const saved: MaintenanceRecord = await (await page.request.get(api.maintenanceRecord(record._id))).json();
    expect(saved).toMatchObject({
      issue: [],
      status: 'completed',
      cost: 99,
      vehicleId: { _id: other._id, make: 'Isuzu', model: 'NPR', vehicleRegNum: other.vehicleRegNum },
    });
  });

  test('a record whose vehicle was deleted keeps showing it, and can still be edited', async ({
    adminPage: page,
  }) => {
    const vehicle = await createVehicle(page.request, { make: 'DAF', model: 'XF' });
    const record = await createRecord(page.request, vehicle._id, { status: 'completed' });
    expect((await page.request.delete(api.deleteVehicle(vehicle._id))).status()).toBe(200);

    await searchPlate(page, vehicle.vehicleRegNum);
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText(vehicle.vehicleRegNum);
    await page.goto(`/vehicle/edit_maintenance_record/${record._id}`);
    await expect(page.getByRole('combobox', { name: 'Vehicle' })).toHaveValue(
      `DAF XF — ${vehicle.vehicleRegNum} (deleted vehicle)`,
    );
    await page.getByLabel('Cost (GHC)').fill('310');
    await page.getByRole('button', { name: 'Update Record' }).click();
    await expect(page.getByText('Maintenance record updated')).toBeVisible();
    const saved: MaintenanceRecord = await (await page.request.get(api.maintenanceRecord(record._id))).json();
    expect(saved.cost).toBe(310);
    expect(saved.vehicleId.vehicleRegNum).toBe(vehicle.vehicleRegNum);
  });
});

test.describe('maintenance list', () => {
  test('searches by plate ignoring case, filters by status, and pages 5 rows at a time', async ({
    adminPage: page,
  }) => {
    const vehicle = await createVehicle(page.request, { vehicleRegNum: uniquePlate('WR') });
    const statuses = ['pending', 'ongoing', 'completed', 'ongoing', 'pending', 'ongoing', 'completed'];
    for (const [index, status] of statuses.entries()) {
      await createRecord(page.request, vehicle._id, { status, maintenanceDate: `2026-01-${10 + index}` });
    }
    await page.goto('/vehicle/maintainance_list');
    await expect(page.getByRole('heading', { name: 'Maintenance Records' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([
      'Vehicle Reg. No',
      'Date',
      'Cost (GHC)',
      'Issues',
      'Status',
      'Actions',
    ]);
    await page.getByLabel('Search by registration number').fill(vehicle.vehicleRegNum.toLowerCase());
    await expect(tableRows(page)).toHaveCount(5);
    // Latest date first.
    await expect(tableRows(page).first()).toContainText('2026-01-16');
    const pages = page.getByRole('navigation', { name: 'Maintenance pages' });
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(tableRows(page)).toHaveCount(2);
    await expect(page).toHaveURL(/page=2/);

    await expect(page.getByLabel('Status')).toHaveValue('All');
    await expect(page.getByLabel('Status').locator('option')).toHaveText([
      'All',
      'ongoing',
      'pending',
      'completed',
    ]);
    await page.getByLabel('Status').selectOption('ongoing');
    await expect(page).not.toHaveURL(/page=/);
    await expect(tableRows(page)).toHaveCount(3);
    for (const row of await tableRows(page).all())
      await expect(row.getByRole('cell').nth(4)).toHaveText('ongoing');
    await expect(pages).toHaveCount(0);

    // Reload keeps search and filter.
    await page.reload();
    await expect(page.getByLabel('Search by registration number')).toHaveValue(
      vehicle.vehicleRegNum.toLowerCase(),
    );
    await expect(tableRows(page)).toHaveCount(3);
    await page.getByLabel('Search by registration number').fill(`${vehicle.vehicleRegNum}-none`);
    await expect(page.getByText('No maintenance records found.')).toBeVisible();
  });

  test('View opens Maintenance Details; Delete confirms and tells its progress', async ({
    adminPage: page,
  }) => {
    const vehicle = await createVehicle(page.request, { make: 'Toyota', model: 'Hiace' });
    await createRecord(page.request, vehicle._id, {
      cost: '1234.5',
      issue: ['Radiator leak'],
      status: 'pending',
    });
    await searchPlate(page, vehicle.vehicleRegNum);
    await tableRows(page)
      .getByRole('button', { name: `View ${vehicle.vehicleRegNum}` })
      .click();
    const details = page.getByRole('dialog', { name: 'Maintenance Details' });
    for (const text of [
      'Toyota Hiace',
      vehicle.vehicleRegNum,
      '2026-03-14',
      'GHC 1,234.50',
      'pending',
      'Radiator leak',
    ]) {
      await expect(details).toContainText(text);
    }
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expect(details).toHaveCount(0);

    await tableRows(page)
      .getByRole('button', { name: `Delete ${vehicle.vehicleRegNum}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toContainText('Are you sure you want to delete this record?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deletion ongoing')).toBeVisible();
    await expect(page.getByText('Deletion Successful')).toBeVisible();
    await expect(page.getByText('No maintenance records found.')).toBeVisible();
    expect(await recordsOf(page, vehicle.vehicleRegNum)).toEqual([]);
  });

  test('Staff may edit but see no Delete', async ({ page, makeUser }) => {
    const staff = await makeUser('Staff');
    await signIn(page.request, staff.email, staff.password);
    const vehicle = await createVehicle(page.request);
    await createRecord(page.request, vehicle._id);
    await searchPlate(page, vehicle.vehicleRegNum);
    await expect(tableRows(page).getByRole('link', { name: `Edit ${vehicle.vehicleRegNum}` })).toBeVisible();
    await expect(
      tableRows(page).getByRole('button', { name: `Delete ${vehicle.vehicleRegNum}` }),
    ).toHaveCount(0);
  });

  test('Export Maintenance List downloads every row matching the search and filter', async ({
    adminPage: page,
  }) => {
    const vehicle = await createVehicle(page.request);
    for (let index = 0; index < 7; index += 1) {
      await createRecord(page.request, vehicle._id, {
        status: index < 6 ? 'completed' : 'pending',
        cost: 100 + index,
        maintenanceDate: `2025-12-0${index + 1}`,
      });
    }
    await searchPlate(page, vehicle.vehicleRegNum);
    await page.getByLabel('Status').selectOption('completed');
    await expect(tableRows(page)).toHaveCount(5);
    const sheet = await exportedSheet(page, 'Export Maintenance List', {
      fileName: 'Maintenance_List.xlsx',
      header: ['Vehicle Reg. No', 'Date', 'Cost (GHC)', 'Issues', 'Status'],
    });
    // All 6 matching rows, not only the 5 on this page.
    expect(sheet.rowCount).toBe(7);
    expect(columnValues(sheet, 1)).toEqual(Array(6).fill(vehicle.vehicleRegNum));
    expect(columnValues(sheet, 5)).toEqual(Array(6).fill('completed'));
    expect(columnValues(sheet, 3)).toEqual([105, 104, 103, 102, 101, 100]);
    expect(columnValues(sheet, 2)[0]).toEqual(new Date('2025-12-06T00:00:00.000Z'));
    expect(columnValues(sheet, 4)[0]).toBe('Replace brake pads, Check alignment');
  });

  test('with no records the list shows its empty text', async ({ adminPage: page }) => {
    // The list and its counts ask for pages (docs/lists.md): an empty one, whatever was asked.
    await page.route(listURL(api.maintenanceRecords), (route) =>
      route.fulfill({ json: emptyPage(route.request().url(), { cost: 0 }) }),
    );
    await page.goto('/vehicle/maintainance_list');
    await expect(page.getByText('No maintenance records found.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Maintenance summary' })).toContainText('Total Records0');
  });
});
