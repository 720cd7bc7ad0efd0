import type { Page } from '@playwright/test';
import { api, routes } from '../../../src/shared/paths';
import { unique } from '../apartments/helpers';
import { expect, test } from '../fixtures';
import { sidewaysScroll, watchListRequests } from '../paged-list';
import { createVehicle, uniquePlate } from './helpers';

/**
 * The Vehicle list asks the server for the 6 cards it shows (docs/lists.md,
 * docs/decisions/081-client-server-lists.md): search, type filter, sort and page go to the server and
 * no answer is the whole list.
 */

const COUNT = 8;
const nn = (i: number) => String(i).padStart(2, '0');

/**
 * Eight vehicles driven by `<tag> 01` … `<tag> 08`, their plates one prefix and `01` … `08` (so the
 * registration order is the creation order); 04 and 08 are buses, the rest taxis.
 */
async function eightVehicles(page: Page) {
  const tag = unique('Driver ');
  const prefix = uniquePlate();
  const labels: string[] = [];
  for (let i = 1; i <= COUNT; i += 1) {
    const vehicle = await createVehicle(page.request, {
      vehicleRegNum: `${prefix}${nn(i)}`,
      driverName: `${tag} ${nn(i)}`,
      vehicleType: i % 4 === 0 ? 'bus' : 'taxi',
    });
    labels.push(`${vehicle.make} ${vehicle.model} ${vehicle.vehicleRegNum}`);
  }
  return { tag, labels };
}

const cardsOf = (page: Page, tag: string) => page.getByRole('article').filter({ hasText: tag });
const labelsOf = (page: Page, tag: string) =>
  cardsOf(page, tag).evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
const showing = (page: Page, text: string) => page.getByText(`Showing ${text}`, { exact: true });

test.describe('Vehicle list pages through the server', () => {
  test('desktop: searches, filters, sorts and pages by asking the server, never receiving the whole list', async ({
    adminPage: page,
  }) => {
    const { tag, labels } = await eightVehicles(page);
    const watched = watchListRequests(page, api.vehicles);
    await page.goto(routes.vehicles);
    await page.getByRole('searchbox', { name: 'Search vehicles' }).fill(tag);
    await expect(page).toHaveURL(/q=Driver/);
    await expect(showing(page, `1–6 of ${COUNT}`)).toBeVisible();
    await expect(cardsOf(page, tag)).toHaveCount(6);

    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await sortBy.selectOption({ label: 'Registration, A to Z' });
    await expect(page).toHaveURL(/sort=vehicleRegNum&order=asc/);
    await expect.poll(() => labelsOf(page, tag)).toEqual(labels.slice(0, 6));
    await page.getByRole('navigation', { name: 'Vehicle pages' }).getByRole('button', { name: '2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(showing(page, `7–8 of ${COUNT}`)).toBeVisible();
    await expect.poll(() => labelsOf(page, tag)).toEqual(labels.slice(6));

    await sortBy.selectOption({ label: 'Registration, Z to A' });
    await expect(page).toHaveURL(/sort=vehicleRegNum&order=desc/);
    await expect(page).not.toHaveURL(/page=/);
    await expect.poll(() => labelsOf(page, tag)).toEqual([...labels].reverse().slice(0, 6));

    await page.getByRole('combobox', { name: 'Vehicle type' }).selectOption({ label: 'Bus' });
    await expect(showing(page, '1–2 of 2')).toBeVisible();
    await expect.poll(() => labelsOf(page, tag)).toEqual([labels[7], labels[3]]);

    await page.getByRole('combobox', { name: 'Vehicle type' }).selectOption({ label: 'All Types' });
    await page.getByRole('searchbox', { name: 'Search vehicles' }).fill(`${tag} 05`);
    await expect(showing(page, '1–1 of 1')).toBeVisible();
    await expect.poll(() => labelsOf(page, tag)).toEqual([labels[4]]);

    expect(watched.asked('sort=vehicleRegNum', 'order=asc', 'page=2')).toBe(true);
    expect(watched.asked('vehicleType=bus')).toBe(true);
    await watched.expectOnlyPages();
  });

  test('360 px: the cards sort, page and filter through the server', async ({ adminPage: page }) => {
    const { tag, labels } = await eightVehicles(page);
    await page.setViewportSize({ width: 360, height: 740 });
    const watched = watchListRequests(page, api.vehicles);
    await page.goto(`${routes.vehicles}?q=${encodeURIComponent(tag)}`);
    await expect(cardsOf(page, tag)).toHaveCount(6);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Registration, Z to A' });
    await expect.poll(() => labelsOf(page, tag)).toEqual([...labels].reverse().slice(0, 6));
    await page
      .getByRole('navigation', { name: 'Vehicle pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect.poll(() => labelsOf(page, tag)).toEqual([labels[1], labels[0]]);
    await page.getByRole('combobox', { name: 'Vehicle type' }).selectOption({ label: 'Taxi' });
    await expect(showing(page, '1–6 of 6')).toBeVisible();
    await expect(cardsOf(page, tag).filter({ hasText: 'Bus' })).toHaveCount(0);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await watched.expectOnlyPages();
  });
});
