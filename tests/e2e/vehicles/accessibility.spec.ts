import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test } from '../fixtures';
import { createRecord, createVehicle, expect } from './helpers';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('the fleet screens, forms and modals have no serious axe violation, at 360 px too', async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const vehicle = await createVehicle(page.request, { vehicleType: 'bus' });
  const record = await createRecord(page.request, vehicle._id);
  const screens: [string, () => Promise<void>][] = [
    ['/vehicles/dashboard', () => expect(page.getByRole('article').first()).toBeVisible()],
    ['/vehicles/list?status=bus', () => expect(page.getByRole('article').first()).toBeVisible()],
    ['/vehicle/add_record', () => expect(page.getByLabel('Make')).toBeVisible()],
    [`/vehicle/edit_record/${vehicle._id}`, () => expect(page.getByLabel('Make')).toHaveValue('Toyota')],
    ['/vehicle/maintainance_list', () => expect(page.getByRole('table')).toBeVisible()],
    ['/vehicle/add_maintenance', () => expect(page.getByRole('combobox', { name: 'Vehicle' })).toBeEnabled()],
    [
      `/vehicle/edit_maintenance_record/${record._id}`,
      () => expect(page.getByLabel('Status')).toHaveValue('ongoing'),
    ],
  ];
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [url, ready] of screens) {
      await page.goto(url);
      await ready();
      expect(await seriousViolations(page), `${url} at ${width}px`).toEqual([]);
      // Nothing wider than the screen: the page itself never scrolls sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${url} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }

  await page.goto('/vehicles/list?status=bus');
  await page
    .getByRole('article')
    .filter({ hasText: vehicle.vehicleRegNum })
    .getByRole('button', { name: 'View' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Vehicle Details' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/vehicle/maintainance_list');
  await page.getByLabel('Search by registration number').fill(vehicle.vehicleRegNum);
  await page.getByRole('button', { name: `View ${vehicle.vehicleRegNum}` }).click();
  await expect(page.getByRole('dialog', { name: 'Maintenance Details' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
