import type { Page } from '@playwright/test';
import { api, routes } from '../../../src/shared/paths';
import { expect, test } from '../fixtures';
import { sidewaysScroll, watchListRequests } from '../paged-list';
import { createApartment, unique } from './helpers';

/**
 * The Apartments list asks the server for the 9 cards it shows (docs/lists.md,
 * docs/decisions/081-client-server-lists.md): search, status filter, sort and page go to the server
 * and no answer is the whole list.
 */

const COUNT = 11;
const nn = (i: number) => String(i).padStart(2, '0');

/** Eleven properties `<tag> 01` … `<tag> 11`, priced 1,100 … 2,100; every third one Occupied. */
async function elevenApartments(page: Page) {
  const tag = unique('Paged flat ');
  for (let i = 1; i <= COUNT; i += 1)
    await createApartment(page.request, {
      title: `${tag} ${nn(i)}`,
      price: 1000 + 100 * i,
      status: i % 3 === 0 ? 'Occupied' : 'Available',
    });
  return { tag, titles: Array.from({ length: COUNT }, (_, i) => `${tag} ${nn(i + 1)}`) };
}

const cardsOf = (page: Page, tag: string) => page.getByRole('article').filter({ hasText: tag });
const titlesOf = (page: Page, tag: string) => cardsOf(page, tag).getByRole('heading').allInnerTexts();
const matching = (page: Page, count: number) => page.getByText(`${count} match the filters`);

test.describe('Apartments list pages through the server', () => {
  test('desktop: searches, filters, sorts and pages by asking the server, never receiving the whole list', async ({
    adminPage: page,
  }) => {
    const { tag, titles } = await elevenApartments(page);
    const watched = watchListRequests(page, api.apartments);
    await page.goto(routes.apartments);
    await page.getByPlaceholder('Search by title or location...').fill(tag);
    await expect(page).toHaveURL(/q=Paged/);
    const cards = cardsOf(page, tag);
    await expect(matching(page, COUNT)).toBeVisible();
    await expect(cards).toHaveCount(9);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title, A to Z' });
    await expect(page).toHaveURL(/sort=title&order=asc/);
    await expect.poll(() => titlesOf(page, tag)).toEqual(titles.slice(0, 9));
    const pages = page.getByRole('navigation', { name: 'Apartments pages' });
    await pages.getByRole('button', { name: '2' }).click();
    await expect(page).toHaveURL(/page=2/);
    // The next page holds the rest, none of the first page's again.
    await expect.poll(() => titlesOf(page, tag)).toEqual(titles.slice(9));

    // A new sort goes back to page 1, the dearest first.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price, highest first' });
    await expect(page).toHaveURL(/sort=price&order=desc/);
    await expect(page).not.toHaveURL(/page=/);
    await expect.poll(() => titlesOf(page, tag)).toEqual([...titles].reverse().slice(0, 9));

    // The status filter narrows it: 03, 06 and 09 are occupied.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Occupied');
    await expect(page).toHaveURL(/status=Occupied/);
    await expect(matching(page, 3)).toBeVisible();
    await expect.poll(() => titlesOf(page, tag)).toEqual([titles[8], titles[5], titles[2]]);

    // A longer search narrows it further: only 10 and 11 hold `<tag> 1`.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('All');
    await page.getByPlaceholder('Search by title or location...').fill(`${tag} 1`);
    await expect(matching(page, 2)).toBeVisible();
    await expect.poll(() => titlesOf(page, tag)).toEqual([titles[10], titles[9]]);

    expect(watched.asked('sort=title', 'order=asc', 'page=2')).toBe(true);
    expect(watched.asked('status=Occupied', 'sort=price')).toBe(true);
    await watched.expectOnlyPages();
  });

  test('360 px: the cards sort, page and filter through the server', async ({ adminPage: page }) => {
    const { tag, titles } = await elevenApartments(page);
    await page.setViewportSize({ width: 360, height: 740 });
    const watched = watchListRequests(page, api.apartments);
    await page.goto(`${routes.apartments}?q=${encodeURIComponent(tag)}`);
    const cards = cardsOf(page, tag);
    await expect(cards).toHaveCount(9);
    await expect(matching(page, COUNT)).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price, lowest first' });
    await expect(page).toHaveURL(/sort=price&order=asc/);
    await expect.poll(() => titlesOf(page, tag)).toEqual(titles.slice(0, 9));
    await page
      .getByRole('navigation', { name: 'Apartments pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect.poll(() => titlesOf(page, tag)).toEqual(titles.slice(9));

    await page.getByRole('combobox', { name: 'Status' }).selectOption('Available');
    await expect(matching(page, 8)).toBeVisible();
    await expect(cards).toHaveCount(8);
    await expect(cards.filter({ hasText: 'Occupied' })).toHaveCount(0);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await watched.expectOnlyPages();
  });
});
