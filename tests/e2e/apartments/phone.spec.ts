import { routes } from '../../../src/shared/paths';
import { expect, test } from '../fixtures';

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
