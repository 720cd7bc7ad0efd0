import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { routes } from '../../../src/shared/paths';
import { expect, test } from '../fixtures';
import { card, createApartment, createPayment, createTenant, unique } from './helpers';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('every apartment screen, its Details modal and a confirmation have no serious axe violation', async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const title = unique('Axe Flat ');
  const apartment = await createApartment(page.request, { title });
  const tenant = await createTenant(page.request);
  const payment = await createPayment(page.request, tenant._id);

  const screens: [string, string][] = [
    [routes.apartmentsDashboard, 'Apartment Units'],
    [routes.addProperty, 'Add New Property'],
    [routes.editApartment(apartment._id), 'Edit Apartment'],
    [routes.tenants, 'Tenant Management'],
    [routes.addTenant, 'Add New Tenant'],
    [routes.editTenant(tenant._id), 'Edit Tenant'],
    [routes.payments, 'Payment List'],
    [routes.addPayment, 'Add Payment'],
    [routes.editPayment(payment._id), 'Edit Payment'],
  ];
  for (const [url, heading] of screens) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    // Wait for the screen's data (forms filled, tables drawn) rather than its skeleton.
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    expect(await seriousViolations(page), url).toEqual([]);
  }

  await page.goto(`${routes.apartments}?q=${encodeURIComponent(title)}`);
  await card(page, title)
    .getByRole('button', { name: `Details of ${title}` })
    .click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await card(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this apartment?');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the lists work at 360 px wide with the slide-in menu', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(routes.payments);
  await expect(page.getByRole('heading', { name: 'Payment List' })).toBeVisible();
  // Nothing but the table's own box scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('link', { name: 'Properties' }).click();
  await expect(page.getByRole('heading', { name: 'Apartments List' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});
