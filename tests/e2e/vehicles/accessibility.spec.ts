import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { createVehicle } from './helpers';

// Every fleet screen is scanned by tests/e2e/quality; this adds the Vehicle Details modal.
test('the Vehicle Details modal has no serious axe violation', async ({ adminPage: page }) => {
  const vehicle = await createVehicle(page.request, { vehicleType: 'bus' });
  await page.goto('/vehicles/list?status=bus');
  await page
    .getByRole('article')
    .filter({ hasText: vehicle.vehicleRegNum })
    .getByRole('button', { name: 'View' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Vehicle Details' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
