import type { Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { openScreen, ROUTES_WITH_SCREENS, SCREENS } from './screens';

// A full axe scan or full-page screenshot takes several seconds on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** Visible form controls without an accessible name (label, aria-label or aria-labelledby). */
async function unnamedControls(page: Page) {
  const controls = page.locator('input:not([type="hidden"]), select, textarea').filter({ visible: true });
  const unnamed: string[] = [];
  for (const control of await controls.all()) {
    // Playwright computes the accessible name the way assistive technology does.
    const named = await expect(control)
      .toHaveAccessibleName(/\S/, { timeout: 500 })
      .then(() => true)
      .catch(() => false);
    if (!named) unnamed.push(await control.evaluate((element) => element.outerHTML.slice(0, 160)));
  }
  return { count: await controls.count(), unnamed };
}

test('the screen table covers every screen route', () => {
  const covered = new Set(SCREENS.map((screen) => screen.route));
  expect(ROUTES_WITH_SCREENS.filter((route) => !covered.has(route))).toEqual([]);
  expect(new Set(SCREENS.map((screen) => screen.name)).size).toBe(SCREENS.length);
});

for (const screen of SCREENS) {
  test(`${screen.name}: no serious axe violation (WCAG 2.1 A/AA) and every field named`, async ({ page }) => {
    await openScreen(page, screen);
    expect(await seriousViolations(page), screen.name).toEqual([]);
    const { unnamed } = await unnamedControls(page);
    expect(unnamed, `${screen.name}: fields without an accessible name`).toEqual([]);
  });
}
