import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openScreen, ROUTES_WITH_SCREENS, SCREENS } from './screens';

// A full axe scan or full-page screenshot takes several seconds on a busy machine.
test.describe.configure({ timeout: 60_000 });

const PHONE = { width: 375, height: 740 };
/** docs/product.md §5: every screen works at 360 px wide. */
const NARROW_PHONE = { width: 360, height: 740 };

/**
 * Visible elements whose right edge passes the viewport's, described for the report. Elements
 * inside a box that scrolls or clips sideways (a table's overflow-x:auto wrapper) are that box's
 * business: the box itself is still checked.
 */
function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const limit = window.innerWidth + 0.5;
    const clipsSideways = (element: Element) =>
      ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
    const insideClippingBox = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      )
        if (clipsSideways(parent)) return true;
      return false;
    };
    // A toast leaving slides out past the right edge and stays there for a moment before it is
    // removed; wholly off-screen it is neither seen nor scrolled to, so it is not cut off.
    const insideToastOffScreen = (element: Element) => {
      const toast = element.closest('.Toastify__toast');
      return toast !== null && toast.getBoundingClientRect().left >= window.innerWidth;
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes =
        typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 4) : [];
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const right = Math.round(element.getBoundingClientRect().right);
      return `<${element.tagName.toLowerCase()}${id}${classes.length ? `.${classes.join('.')}` : ''}> right=${right} "${text}"`;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          box.right > limit &&
          element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
          !insideClippingBox(element) &&
          !insideToastOffScreen(element)
        );
      })
      .map(describe);
  });
}

/**
 * Lets what is sliding in settle (a toast enters from the right edge): every animation with an end
 * but a toast's progress bar, which runs until the toast closes.
 */
function settle(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY) &&
            !(animation instanceof CSSAnimation && animation.animationName.includes('trackProgress')),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function expectNothingWiderThanViewport(page: Page, where: string) {
  await settle(page);
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(pageOverflow, `${where}: the page scrolls sideways by ${pageOverflow}px`).toBeLessThanOrEqual(0);
  expect(await overflowingElements(page), `${where}: elements past the right edge`).toEqual([]);
}

test('the phone screens cover every screen route', () => {
  const covered = new Set(SCREENS.map((screen) => screen.route));
  expect(ROUTES_WITH_SCREENS.filter((route) => !covered.has(route))).toEqual([]);
});

test.describe('at 375 × 740, then 360 px wide', () => {
  test.use({ viewport: PHONE });

  for (const screen of SCREENS) {
    test(`${screen.name}: nothing wider than the phone`, async ({ page }, testInfo) => {
      await openScreen(page, screen);

      // Kept outside the run's output folder (emptied on every run) so the last set stays browsable.
      const file = path.resolve('test-results', 'screens', `${screen.name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${screen.name} at 375 px`, { path: file, contentType: 'image/png' });

      await expectNothingWiderThanViewport(page, `${screen.name} at 375 px`);
      await page.setViewportSize(NARROW_PHONE);
      await expectNothingWiderThanViewport(page, `${screen.name} at 360 px`);
    });
  }
});
