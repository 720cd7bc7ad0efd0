import type { Page } from '@playwright/test';
import { api, routes } from '../../../src/shared/paths';
import { unique } from '../apartments/helpers';
import { expect, test } from '../fixtures';
import { sidewaysScroll, watchListRequests } from '../paged-list';
import { createVehicle, uniquePlate } from './helpers';

/**
 * The compliance grid asks the server for the 20 vehicles it shows (docs/lists.md): search, status,
 * sort and page go to the server and no answer is the whole fleet.
 */

const COUNT = 22;
const nn = (i: number) => String(i).padStart(2, '0');

/**
 * 22 vehicles driven by `<tag> 01` … `<tag> 22`, plates one prefix and `01` … `22`: the first 20 are
 * taxis with no papers (missing), the last two private cars (nothing missing).
 */
async function fleet(page: Page) {
  const tag = unique('Papers ');
  const prefix = uniquePlate();
  const plates: string[] = [];
  for (let i = 1; i <= COUNT; i += 1) {
    const vehicle = await createVehicle(page.request, {
      vehicleRegNum: `${prefix}${nn(i)}`,
      driverName: `${tag} ${nn(i)}`,
      vehicleType: i <= 20 ? 'taxi' : 'luxury car',
    });
    plates.push(vehicle.vehicleRegNum);
  }
  return { tag, plates };
}

const searched = (tag: string) => `${routes.compliance}?q=${encodeURIComponent(tag)}`;
const pages = (page: Page) => page.getByRole('navigation', { name: 'Compliance pages' });

test.describe('Compliance grid pages through the server', () => {
  test('desktop: searches by driver, sorts by a header, filters and pages by asking the server', async ({
    adminPage: page,
  }) => {
    const { tag, plates } = await fleet(page);
    const watched = watchListRequests(page, api.compliance);
    await page.goto(searched(tag));
    const table = page.getByRole('table', { name: 'Compliance' });
    const rows = table.getByRole('row').filter({ hasText: plates[0]?.slice(0, -2) ?? '' });
    const links = () => rows.getByRole('link').allTextContents();
    await expect(rows).toHaveCount(20);
    await expect.poll(links).toEqual(plates.slice(0, 20));

    await pages(page).getByRole('button', { name: '2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(links).toEqual(plates.slice(20));

    await table
      .getByRole('columnheader', { name: /Vehicle/ })
      .getByRole('button')
      .click();
    await expect(page).toHaveURL(/sort=vehicleRegNum&order=desc/);
    await expect(page).not.toHaveURL(/page=/);
    await expect.poll(links).toEqual([...plates].reverse().slice(0, 20));

    await page.getByLabel('Status').selectOption('missing');
    await expect(page).toHaveURL(/status=missing/);
    await expect.poll(links).toEqual(plates.slice(0, 20).reverse());
    await expect(pages(page).getByRole('button', { name: '2' })).toHaveCount(0);

    expect(watched.asked('page=2')).toBe(true);
    expect(watched.asked('sort=vehicleRegNum', 'order=desc')).toBe(true);
    expect(watched.asked('status=missing', 'page=1')).toBe(true);
    await watched.expectOnlyPages();
  });

  test('360 px: cards, paged through the server, no sideways scroll', async ({ adminPage: page }) => {
    const { tag, plates } = await fleet(page);
    await page.setViewportSize({ width: 360, height: 740 });
    const watched = watchListRequests(page, api.compliance);
    await page.goto(searched(tag));
    await expect(page.getByRole('table')).toHaveCount(0);
    const cards = page.getByRole('list', { name: 'Compliance' }).getByRole('article');
    // A phone shows the page's first few cards, then 'Show all' (decision 065).
    await expect(cards).toHaveCount(4);
    await expect(cards.first()).toContainText(plates[0] ?? '');
    await pages(page).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(plates[20] ?? '');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(watched.asked('page=2')).toBe(true);
    await watched.expectOnlyPages();
  });
});
