import type { Locator, Page } from '@playwright/test';
import { api, routes } from '../../../src/shared/paths';
import { createTenant, unique } from '../apartments/helpers';
import { expect, test } from '../fixtures';
import { pageWidth, sidewaysScroll, watchListRequests } from '../paged-list';

/**
 * /alerts asks the server for the 20 alerts it shows (docs/lists.md, docs/reminders.md §3): search,
 * kind filter, sort and page go to the server, the totals are the server's, and no answer is the
 * whole feed.
 */

const COUNT = 12;
const PAGE_SIZE = 20;
const nn = (i: number) => String(i).padStart(2, '0');
const ALL = Array.from({ length: COUNT }, (_, i) => nn(i + 1));
const reversed = [...ALL].reverse();

/**
 * Twelve tenants `<tag> 01` … `12` whose 1991 leases ended unpaid: each has two overdue alerts, its
 * rent arrears (due from 1991-01-nn) and its lease (ended 1991-12-nn), 24 in all. A year after the
 * alerts spec's tenant (1990), so that one stays among the dashboard panel's five most urgent.
 */
async function twelveLapsedTenants(page: Page) {
  const tag = unique('Lapsed ');
  for (let i = 1; i <= COUNT; i += 1) {
    await createTenant(page.request, {
      tenantName: `${tag} ${nn(i)}`,
      rentedDate: `1991-01-${nn(i)}`,
      expirationDate: `1991-12-${nn(i)}`,
    });
  }
  return tag;
}

async function numbersShown(rows: Locator, tag: string) {
  const texts = await rows.allInnerTexts();
  return texts.flatMap((text) => text.match(new RegExp(`${tag} (\\d\\d)`))?.[1] ?? []);
}

/** The top bar's bell keeps the unpaged feed, with no query (docs/lists.md); the screen asks for pages. */
const bellFeed = (search: string) => search === '';

const stat = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Alert totals' }).getByText(label, { exact: true }).locator('..');

/** A figure card showing exactly `value`. */
const shows = (label: string, value: number) => new RegExp(`^\\s*${label}\\s*${value}\\s*$`);

/** The server's own page answer for a search (the figures the screen must show). */
async function serverPage(page: Page, search: Record<string, string>) {
  const query = new URLSearchParams({ ...search, page: '1', pageSize: String(PAGE_SIZE) });
  const response = await page.request.get(`${api.alerts}?${query}`);
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ items: expect.any(Array), page: 1, pageSize: PAGE_SIZE });
  return body as { total: number; totals: { overdue: number; soon: number } };
}

test.describe('Alerts page through the server', () => {
  test('desktop: searches, sorts by due date, pages and filters by kind through the server', async ({
    adminPage: page,
  }) => {
    const tag = await twelveLapsedTenants(page);
    const watched = watchListRequests(page, api.alerts, { skip: bellFeed });
    await page.goto(routes.alerts);
    await page.getByRole('searchbox').fill(tag);
    await expect(page).toHaveURL(/q=Lapsed/);
    const all = await serverPage(page, { q: tag });
    expect(all.total).toBe(2 * COUNT);
    expect(all.totals).toMatchObject({ overdue: 2 * COUNT, soon: 0 });
    await expect(stat(page, 'All alerts')).toHaveText(shows('All alerts', all.total));
    await expect(stat(page, 'Overdue')).toHaveText(shows('Overdue', all.totals.overdue));
    await expect(stat(page, 'Soon')).toHaveText(shows('Soon', all.totals.soon));
    const table = page.getByRole('table', { name: 'Alerts' });
    const rows = table.getByRole('row');
    await expect.poll(() => numbersShown(rows, tag)).toHaveLength(PAGE_SIZE);

    await table.getByRole('button', { name: 'Due date', exact: true }).click();
    await expect(page).toHaveURL(/sort=dueDate&order=desc/);
    await expect(table.getByRole('columnheader', { name: 'Due date', exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The leases (ended in December) first, then the arrears (due since January).
    await expect
      .poll(() => numbersShown(rows, tag))
      .toEqual([...reversed, ...reversed.slice(0, PAGE_SIZE - COUNT)]);
    await page.getByRole('navigation', { name: 'Alert pages' }).getByRole('button', { name: '2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => numbersShown(rows, tag)).toEqual(reversed.slice(PAGE_SIZE - COUNT));
    for (const row of await rows.filter({ hasText: tag }).all()) {
      await expect(row).toContainText('Rent arrears');
    }

    await page.getByLabel('Kind').selectOption({ label: 'Lease ending' });
    await expect(page).toHaveURL(/kind=lease_expiry/);
    await expect(page).not.toHaveURL(/page=/);
    await expect.poll(() => numbersShown(rows, tag)).toEqual(reversed);
    for (const row of await rows.filter({ hasText: tag }).all()) {
      await expect(row).toContainText('Lease ending');
    }
    const leases = await serverPage(page, { q: tag, kind: 'lease_expiry' });
    expect(leases.total).toBe(COUNT);
    await expect(stat(page, 'All alerts')).toHaveText(shows('All alerts', leases.total));
    await expect(stat(page, 'Overdue')).toHaveText(shows('Overdue', leases.totals.overdue));
    await expect(page.getByRole('navigation', { name: 'Alert pages' })).toHaveCount(0);

    expect(watched.asked('sort=dueDate', 'order=desc', 'page=2')).toBe(true);
    expect(watched.asked('kind=lease_expiry', 'sort=dueDate')).toBe(true);
    expect(watched.asked(`pageSize=${PAGE_SIZE}`)).toBe(true);
    await watched.expectOnlyPages();
  });

  test('360 px: cards with their Open action, a sort select, paged by the server', async ({
    adminPage: page,
  }) => {
    const tag = await twelveLapsedTenants(page);
    await page.setViewportSize({ width: 360, height: 740 });
    const watched = watchListRequests(page, api.alerts, { skip: bellFeed });
    await page.goto(`${routes.alerts}?q=${encodeURIComponent(tag)}`);
    await expect(page.getByRole('table')).toBeHidden();
    const cards = page.getByRole('list', { name: 'Alerts' }).getByRole('article');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Due date, ascending' });
    await expect(page).toHaveURL(/sort=dueDate&order=asc/);
    // A phone shows the page's first five, then 'Show all 20 alerts' (decision 065).
    await expect.poll(() => numbersShown(cards, tag)).toEqual(ALL.slice(0, 5));
    await page.getByRole('button', { name: `Show all ${PAGE_SIZE} alerts` }).click();
    await expect.poll(() => numbersShown(cards, tag)).toEqual([...ALL, ...ALL.slice(0, PAGE_SIZE - COUNT)]);
    for (const card of await cards.all()) {
      await expect(card.getByRole('link', { name: /^Open / })).toBeVisible();
    }
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);

    await page.getByRole('navigation', { name: 'Alert pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => numbersShown(cards, tag)).toEqual(ALL.slice(PAGE_SIZE - COUNT));
    await expect(cards.first().getByRole('link', { name: /^Open / })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await watched.expectOnlyPages();
  });
});
