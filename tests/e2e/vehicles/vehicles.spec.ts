import type { Page } from '@playwright/test';
import { VEHICLES_EXPORT_HEADER } from '../../../src/server/modules/vehicles/test-data';
import { api } from '../../../src/shared/paths';
import type { VehicleRecord } from '../../../src/shared/schemas/vehicles';
import { E2E } from '../env';
import { expect, signIn, test } from '../fixtures';
import { emptyPage, listURL } from '../paged-list';
import {
  columnValues,
  createRecord,
  createVehicle,
  exportedSheet,
  uniquePlate,
  vehicleCard,
} from './helpers';

const historyRows = (page: Page) => page.getByTestId('history-row');

async function allVehicles(page: Page): Promise<VehicleRecord[]> {
  return (await page.request.get(api.vehicles)).json();
}

test.describe('add vehicle', () => {
  test('adds a vehicle with its history rows and lists it', async ({ adminPage: page }) => {
    const plate = uniquePlate('GR');
    await page.goto('/vehicles/list');
    await page.getByRole('link', { name: '+ Add Vehicle' }).click();
    await expect(page).toHaveURL(/\/vehicle\/add_record$/);
    await expect(page.getByRole('heading', { name: 'Add Vehicle Record' })).toBeVisible();

    // One history row to start, and no remove button while it is the only one.
    await expect(historyRows(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Remove history row/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add History Row' }).click();
    await expect(historyRows(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: /Remove history row/ })).toHaveCount(2);
    await page.getByRole('button', { name: 'Add History Row' }).click();
    await page.getByRole('button', { name: 'Remove history row 3' }).click();
    await expect(historyRows(page)).toHaveCount(2);

    // Nothing filled: every required field says so, nothing is sent.
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    for (const message of [
      'Vehicle type is required',
      'Make is required',
      'Model is required',
      'Registration number is required',
      'Chassis number is required',
      'Driver name is required',
      'Phone is required',
      'Location is required',
      'License number is required',
      'License type is required',
      'License expiry date is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL(/\/vehicle\/add_record$/);

    await page.getByLabel('Vehicle Type').selectOption('bus');
    await page.getByLabel('Make').fill('Yutong');
    await page.getByLabel('Model').fill('ZK6122');
    await page.getByLabel('Registration Number').fill(plate.toLowerCase());
    await page.getByLabel('Chassis Number').fill('LZYTBTD69J1012345');
    await page.getByLabel('Driver Name').fill('Yaw Asante');
    await page.getByLabel('Phone').fill('020 555 1234');
    await page.getByLabel('Location').fill('Kejetia, Kumasi');
    await page.getByLabel('License Number').fill('DL-GH-77120');
    await page.getByLabel('License Type').selectOption('commercial');
    await page.getByLabel('License Expiry Date').fill('2027-09-30');
    await page.getByLabel('Maintenance history 1').fill('New tyres fitted');
    await page.getByLabel('History date 1').fill('2026-02-01');
    // Row 2 stays blank: it is not sent.
    await page.getByRole('button', { name: 'Add Vehicle' }).click();

    await expect(page.getByText('Vehicle record added successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/vehicles\/list$/);
    const card = vehicleCard(page, plate);
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Yutong ZK6122' })).toBeVisible();
    await expect(card).toContainText('Bus');

    const saved = (await allVehicles(page)).find((vehicle) => vehicle.vehicleRegNum === plate);
    expect(saved).toMatchObject({
      vehicleType: 'bus',
      vehiceType: 'bus',
      contactDetails: { phone: '+233205551234', location: 'Kejetia, Kumasi' },
      licenseType: 'commercial',
      licenseNumExp: '2027-09-30',
      maintenanceHist: [{ hist: 'New tyres fitted', date: '2026-02-01' }],
    });
  });

  test('a half-filled history row and a bad phone are shown under their fields', async ({
    adminPage: page,
  }) => {
    await page.goto('/vehicle/add_record');
    await page.getByLabel('Vehicle Type').selectOption('taxi');
    await page.getByLabel('Phone').fill('12');
    await page.getByLabel('History date 1').fill('2026-01-01');
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(page.getByText('Phone must be a valid phone number, e.g. 024 123 4567')).toBeVisible();
    await expect(page.getByText('Maintenance history is required')).toBeVisible();
    await expect(page.getByText('Vehicle type is required')).toHaveCount(0);
  });

  test('a plate already in the fleet is refused with the server message; what was typed stays', async ({
    adminPage: page,
  }) => {
    const taken = await createVehicle(page.request);
    await page.goto('/vehicle/add_record');
    await page.getByLabel('Vehicle Type').selectOption('truck');
    await page.getByLabel('Make').fill('Tata');
    await page.getByLabel('Model').fill('LPT 1618');
    await page.getByLabel('Registration Number').fill(taken.vehicleRegNum);
    await page.getByLabel('Chassis Number').fill('MAT448022K1234567');
    await page.getByLabel('Driver Name').fill('Ama Serwaa');
    await page.getByLabel('Phone').fill('024 999 0000');
    await page.getByLabel('Location').fill('Tema');
    await page.getByLabel('License Number').fill('DL-1');
    await page.getByLabel('License Type').selectOption('non-commercial');
    await page.getByLabel('License Expiry Date').fill('2026-12-31');
    await page.getByRole('button', { name: 'Add Vehicle' }).click();

    const message = `A vehicle with registration number ${taken.vehicleRegNum} already exists`;
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    // …and under the field.
    await expect(page.locator('p[id$="-error"]', { hasText: message })).toBeVisible();
    await expect(page).toHaveURL(/\/vehicle\/add_record$/);
    await expect(page.getByLabel('Make')).toHaveValue('Tata');
    await expect(page.getByRole('button', { name: 'Add Vehicle' })).toBeEnabled();
  });
});

test.describe('edit vehicle', () => {
  test('shows the stored vehicle, lets every history row go, and saves', async ({ adminPage: page }) => {
    const vehicle = await createVehicle(page.request, {
      vehicleType: 'truck',
      maintenanceHist: [
        { hist: 'Gearbox overhaul', date: '2025-10-01' },
        { hist: 'Brake drums', date: '2026-01-20' },
      ],
    });
    await page.goto('/vehicles/list?status=truck');
    await vehicleCard(page, vehicle.vehicleRegNum).getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicle/edit_record/${vehicle._id}$`));
    await expect(page.getByRole('heading', { name: 'Edit Vehicle' })).toBeVisible();
    await expect(page.getByLabel('Vehicle Type')).toHaveValue('truck');
    await expect(page.getByLabel('Registration Number')).toHaveValue(vehicle.vehicleRegNum);
    await expect(page.getByLabel('Phone')).toHaveValue('+233 24 111 2233');
    await expect(page.getByLabel('License Expiry Date')).toHaveValue('2027-06-30');
    await expect(page.getByLabel('Maintenance history 2')).toHaveValue('Brake drums');

    // In the edit form every row may be removed.
    await page.getByRole('button', { name: 'Remove history row 2' }).click();
    await page.getByRole('button', { name: 'Remove history row 1' }).click();
    await expect(historyRows(page)).toHaveCount(0);
    await expect(page.getByText('No maintenance history.')).toBeVisible();

    // The type is not required on edit: leaving it unset keeps the stored one.
    await page.getByLabel('Vehicle Type').selectOption('');
    await page.getByLabel('Model').fill('Prima 4028');
    await page.getByLabel('Make').fill('');
    await page.getByRole('button', { name: 'Update Vehicle' }).click();
    await expect(page.getByText('Make is required')).toBeVisible();
    await expect(page.getByText('Vehicle type is required')).toHaveCount(0);
    await page.getByLabel('Make').fill('Tata');
    await page.getByRole('button', { name: 'Update Vehicle' }).click();

    await expect(page.getByText('Vehicle updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/vehicles\/list/);
    const saved: VehicleRecord = await (await page.request.get(api.vehicle(vehicle._id))).json();
    expect(saved).toMatchObject({
      make: 'Tata',
      model: 'Prima 4028',
      vehicleType: 'truck',
      maintenanceHist: [],
    });
  });

  test('an unknown vehicle shows the load error in place of the form', async ({ adminPage: page }) => {
    await page.goto('/vehicle/edit_record/no-such-vehicle');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load vehicle data' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update Vehicle' })).toHaveCount(0);
  });
});

test.describe('vehicle list', () => {
  test('View opens Vehicle Details; Delete asks, then tells Deletion ongoing and Deletion Successful', async ({
    adminPage: page,
  }) => {
    const vehicle = await createVehicle(page.request, {
      vehicleType: 'luxury car',
      make: 'Mercedes-Benz',
      model: 'S 500',
      licenseType: 'non-commercial',
      maintenanceHist: [{ hist: 'Air suspension', date: '2026-03-03' }],
    });
    const record = await createRecord(page.request, vehicle._id);
    await page.goto('/vehicles/list?status=luxury%20car');
    const card = vehicleCard(page, vehicle.vehicleRegNum);

    await card.getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: 'Vehicle Details' });
    await expect(details).toBeVisible();
    for (const text of ['Luxury Car', 'Mercedes-Benz', 'S 500', vehicle.vehicleRegNum, '+233 24 111 2233']) {
      await expect(details).toContainText(text);
    }
    await expect(details).toContainText('Non-commercial');
    await expect(details.getByRole('listitem')).toHaveText(['2026-03-03Air suspension']);
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toContainText('Are you sure you want to delete this record?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deletion ongoing')).toBeVisible();
    await expect(page.getByText('Deletion Successful')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await page.request.get(api.vehicle(vehicle._id))).status()).toBe(404);
    // Its maintenance record stays readable with the vehicle's make, model and plate.
    const kept = await (await page.request.get(api.maintenanceRecord(record._id))).json();
    expect(kept.vehicleId).toEqual({
      _id: vehicle._id,
      make: 'Mercedes-Benz',
      model: 'S 500',
      vehicleRegNum: vehicle.vehicleRegNum,
    });
  });

  test('Staff see no Delete button', async ({ page, makeUser }) => {
    const staff = await makeUser('Staff');
    await signIn(page.request, staff.email, staff.password);
    const vehicle = await createVehicle(page.request, { vehicleType: 'bus' });
    await page.goto('/vehicles/list?status=bus');
    const card = vehicleCard(page, vehicle.vehicleRegNum);
    await expect(card.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'View' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('filters by type (kept in the address) and pages 6 cards at a time', async ({ adminPage: page }) => {
    for (let i = 0; i < 7; i += 1) await createVehicle(page.request, { vehicleType: 'commercial car' });
    await page.goto('/vehicles/list');
    await page.getByLabel('Vehicle type').selectOption('commercial car');
    await expect(page).toHaveURL(/\?status=commercial\+car$/);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) await expect(card).toContainText('Commercial Car');

    const pages = page.getByRole('navigation', { name: 'Vehicle pages' });
    await expect(pages.getByRole('button', { name: '1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pages.getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pages.getByRole('button', { name: '2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText(/^Showing 7–/)).toBeVisible();

    // Reload keeps filter and page; a new filter returns to page 1.
    await page.reload();
    await expect(page.getByLabel('Vehicle type')).toHaveValue('commercial car');
    await expect(pages.getByRole('button', { name: '2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByLabel('Vehicle type').selectOption('All');
    await expect(page).toHaveURL(/\/vehicles\/list$/);
    await expect(page.getByText(/^Showing 1–6 of/)).toBeVisible();
  });

  test('Export Vehicle List downloads every vehicle with the 11 columns', async ({ adminPage: page }) => {
    const vehicle = await createVehicle(page.request, { vehicleType: 'truck', licenseNumExp: '2024-05-31' });
    await page.goto('/vehicles/list?status=taxi');
    await expect(page.getByRole('heading', { name: 'Vehicle Records' })).toBeVisible();
    const before = (await allVehicles(page)).length;
    const sheet = await exportedSheet(page, 'Export Vehicle List', {
      fileName: 'Vehicles_List.xlsx',
      header: VEHICLES_EXPORT_HEADER,
    });
    const after = (await allVehicles(page)).length;
    // All vehicles, not only the filtered taxis (others may add vehicles meanwhile).
    expect(sheet.rowCount - 1).toBeGreaterThanOrEqual(before);
    expect(sheet.rowCount - 1).toBeLessThanOrEqual(after);
    const plates = columnValues(sheet, 4);
    const row = sheet.getRow(plates.indexOf(vehicle.vehicleRegNum) + 2);
    expect(row.getCell(1).value).toBe('Truck');
    expect(row.getCell(11).value).toEqual(new Date('2024-05-31T00:00:00.000Z'));
  });
});

test.describe('vehicle dashboard', () => {
  test('shows the total and per-type tiles and the first 6 vehicles as cards', async ({
    adminPage: page,
  }) => {
    const vehicle = await createVehicle(page.request, {
      vehicleType: 'taxi',
      make: 'Hyundai',
      model: 'Elantra',
    });
    await expect(async () => {
      await page.goto('/vehicles/dashboard');
      await expect(page.getByRole('heading', { name: 'Vehicle Dashboard' })).toBeVisible();
      const vehicles = await allVehicles(page);
      const tiles = page.getByRole('region', { name: 'Vehicle counts' });
      const count = (type: string) => String(vehicles.filter((v) => v.vehiceType === type).length);
      await expect(tiles.getByText('Total Vehicles').locator('..')).toHaveText(
        `Total Vehicles${vehicles.length}`,
        {
          timeout: 1000,
        },
      );
      for (const [label, type] of [
        ['Commercial Cars', 'commercial car'],
        ['Luxury Cars', 'luxury car'],
        ['Taxis', 'taxi'],
        ['Trucks', 'truck'],
        ['Buses', 'bus'],
      ] as const) {
        await expect(tiles.getByText(label, { exact: true }).locator('..')).toHaveText(
          `${label}${count(type)}`,
          {
            timeout: 1000,
          },
        );
      }
      await expect(page.getByRole('article')).toHaveCount(Math.min(6, vehicles.length), { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    // Newest first: a vehicle just added is among the cards unless many were added since.
    const firstSix = (await allVehicles(page)).slice(0, 6).map((v) => v.vehicleRegNum);
    if (firstSix.includes(vehicle.vehicleRegNum))
      await expect(vehicleCard(page, vehicle.vehicleRegNum)).toBeVisible();
  });
});

test.describe('empty and failed loads', () => {
  test('with no vehicles the dashboard and the list show their empty texts', async ({ adminPage: page }) => {
    // The list asks for pages (docs/lists.md): an empty page, whatever page and size were asked.
    await page.route(listURL(api.vehicles), (route) =>
      route.fulfill({ json: emptyPage(route.request().url()) }),
    );
    // The dashboard's figures come from the server (GET /api/dashboard/fleet), not the list.
    const none = {
      total: 0,
      byType: { 'commercial car': 0, 'luxury car': 0, taxi: 0, truck: 0, bus: 0 },
      vehicles: [],
      hire: { active: 0, arrears: 0, ending: [] },
    };
    await page.route(`**${api.dashboardFleet}`, (route) => route.fulfill({ json: none }));
    await page.goto('/vehicles/dashboard');
    await expect(page.getByText('No vehicles available.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vehicle counts' })).toContainText('Total Vehicles0');
    await page.goto('/vehicles/list');
    await expect(page.getByText('No vehicle records found.')).toBeVisible();
  });

  test('a failed fetch shows Error fetching vehicles, and Try again recovers', async ({ browser }) => {
    // A context of its own: the browser logs the refused requests as console errors on purpose here.
    const context = await browser.newContext({ baseURL: E2E.baseURL });
    const page = await context.newPage();
    await signIn(page.request, E2E.admin.email, E2E.admin.password);
    let fail = true;
    await page.route(listURL(api.vehicles), (route) =>
      fail ? route.fulfill({ status: 503, json: { message: 'Down for a moment' } }) : route.continue(),
    );
    await page.goto('/vehicles/list');
    await expect(page.getByRole('alert').filter({ hasText: 'Error fetching vehicles' })).toBeVisible({
      timeout: 15_000,
    });
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error fetching vehicles' })).toHaveCount(0);
    await expect(page.getByLabel('Vehicle type')).toBeVisible();
    await context.close();
  });
});
