import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('Settings, its Add User form and Edit User modal, and /profile have no serious axe violation', async ({
  adminPage: page,
  makeUser,
}) => {
  // Four full axe scans (the timezone select alone has hundreds of options).
  test.setTimeout(60_000);
  const staff = await makeUser('Staff');
  await page.goto('/settings');
  await expect(page.getByLabel('Timezone')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'User Management' }).click();
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByRole('form', { name: 'Add user' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${staff.name}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: `Edit ${staff.name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Edit User' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/profile');
  await expect(page.getByLabel('Current password')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
