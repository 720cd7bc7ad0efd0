import { routes } from '../../../src/shared/paths';
import { createApartment, unique } from '../apartments/helpers';
import { expect, test } from '../fixtures';

test.describe('Settings → Activity (ledger.md §7)', () => {
  test('an edit shows who made it, when, and the changed fields before and after', async ({
    adminPage: page,
  }) => {
    const title = unique('Audit Flat ');
    const apartment = await createApartment(page.request, { title, price: 1200 });

    // The edit is made on the real Edit screen.
    await page.goto(routes.editApartment(apartment._id));
    await expect(page.getByLabel('Price (per month)')).toHaveValue('1200.00');
    await page.getByLabel('Price (per month)').fill('1350');
    await page.getByLabel('Status').selectOption('Occupied');
    await page.getByRole('button', { name: 'Save Update' }).click();
    await expect(page.getByText('Apartment updated successfully')).toBeVisible();

    await page.goto(routes.settings);
    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/tab=activity/);
    await page.getByLabel('Kind of record').selectOption({ label: 'Apartment' });
    await expect(page).toHaveURL(/entity=apartment/);

    const edit = page.getByRole('article', { name: `Updated Apartment ${title}` });
    await expect(edit).toBeVisible();
    await expect(edit).toContainText('by Kwame Mensah');
    await expect(edit.locator('[data-field="price"] [data-side="before"]')).toHaveText('Before: ₵1,200.00');
    await expect(edit.locator('[data-field="price"] [data-side="after"]')).toHaveText('After: ₵1,350.00');
    await expect(edit.locator('[data-field="status"] [data-side="after"]')).toHaveText('After: Occupied');
    // Only what changed: the title stayed, so it is not listed.
    await expect(edit.locator('[data-field="title"]')).toHaveCount(0);

    // The create is listed after it (newest first), with only the new values.
    const create = page.getByRole('article', { name: `Created Apartment ${title}` });
    await expect(create).toBeVisible();
    await expect(create.locator('[data-side="before"]')).toHaveCount(0);
    await expect(create.locator('[data-field="title"] [data-side="after"]')).toHaveText(`After: ${title}`);
    const labels = await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.ariaLabel));
    expect(labels.indexOf(`Updated Apartment ${title}`)).toBeLessThan(
      labels.indexOf(`Created Apartment ${title}`),
    );
  });

  test.describe('on a phone (360 px)', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the events are stacked cards, nothing scrolls sideways', async ({ adminPage: page }) => {
      const title = unique('Phone Audit Flat with a rather long name ');
      await createApartment(page.request, { title });
      await page.goto(`${routes.settings}?tab=activity&entity=apartment`);
      const create = page.getByRole('article', { name: `Created Apartment ${title}` });
      await expect(create).toBeVisible();
      // Below md each value carries its own 'After:' label instead of a column header.
      await expect(create.locator('[data-field="title"] [data-side="after"]')).toHaveText(`After: ${title}`);
      await expect(create.getByText('After:', { exact: true }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Every settings tab is whole on screen: the tab row wraps instead of scrolling sideways.
      for (const tab of await page.getByRole('tab').all()) {
        const box = await tab.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 360, (await tab.textContent()) ?? 'tab').toBe(true);
      }
    });
  });
});
