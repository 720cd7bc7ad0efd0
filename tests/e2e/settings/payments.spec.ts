import { api, routes } from '../../../src/shared/paths';
import { expect, test } from '../fixtures';

// One business's settings, shared with the other specs: put back to None (which forgets the keys).
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ adminPage: page }) => {
  const response = await page.request.put(api.paymentSettings, { data: { provider: 'none' } });
  expect(response.status(), await response.text()).toBe(200);
});

test.describe('Settings → Payments (docs/collect.md §2)', () => {
  test('a saved Paystack key is shown only by its last 4 characters, and kept after a reload', async ({
    adminPage: page,
  }) => {
    await page.goto(`${routes.settings}?tab=payments`);
    await expect(page.getByRole('tab', { name: 'Payments', selected: true })).toBeVisible();
    await page.getByLabel('Provider', { exact: true }).selectOption('paystack');
    await page.getByLabel('Paystack secret key').fill('sk_test_e2e0000000000000000000009876');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Settings updated successfully!')).toBeVisible();
    await expect(page.getByText('Saved: ••••9876. Leave blank to keep it.')).toBeVisible();
    await expect(page.getByLabel('Paystack secret key')).toHaveValue('');

    await page.reload();
    await expect(page.getByLabel('Provider', { exact: true })).toHaveValue('paystack');
    await expect(page.getByText('Saved: ••••9876. Leave blank to keep it.')).toBeVisible();
    await expect(page.getByText('sk_test_e2e0000000000000000000009876')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Check' })).toBeVisible();
  });
});
