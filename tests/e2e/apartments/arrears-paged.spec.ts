import type { Locator, Page } from '@playwright/test';
import { formatCedi } from '../../../src/shared/money';
import { api, routes } from '../../../src/shared/paths';
import { expect, test } from '../fixtures';
import { pageWidth, sidewaysScroll, watchListRequests } from '../paged-list';
import { createApartment, createTenant, unique } from './helpers';

/**
 * The arrears list asks the server for the 10 tenants it shows (docs/lists.md): search, the unit
 * filter, sort and page go to the server, the screen shows the server's count and total arrears, and
 * no answer is the whole list.
 */

const COUNT = 12;
const PAGE_SIZE = 10;
const nn = (i: number) => String(i).padStart(2, '0');
/** `01` … `12`, in the order of their arrears (tenant n pays the n-th smallest rent). */
const ALL = Array.from({ length: COUNT }, (_, i) => nn(i + 1));

/**
 * Twelve tenants `<tag> 01` … `12` since 1 January who paid nothing, rent rising with the number so
 * their arrears do too; 01 rents a unit of its own (the `apartmentId` filter).
 */
async function twelveDebtors(page: Page) {
  const tag = unique('Debtor ');
  const flat = await createApartment(page.request);
  for (let i = 1; i <= COUNT; i += 1) {
    const monthlyPrice = 100 + i * 10;
    await createTenant(page.request, {
      tenantName: `${tag} ${nn(i)}`,
      monthlyPrice,
      amountPaidOnUtility: 0,
      totalAmount: monthlyPrice * 12,
      ...(i === 1 ? { apartmentId: flat._id } : {}),
    });
  }
  return { tag, flatId: flat._id };
}

async function numbersShown(rows: Locator, tag: string) {
  const texts = await rows.allInnerTexts();
  return texts.flatMap((text) => text.match(new RegExp(`${tag} (\\d\\d)`))?.[1] ?? []);
}

const stat = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Arrears totals' }).getByText(label, { exact: true }).locator('..');

/** The server's own count and total arrears for a search (the figures the screen must show). */
async function serverFigures(page: Page, search: Record<string, string>) {
  const query = new URLSearchParams({ ...search, page: '1', pageSize: String(PAGE_SIZE) });
  const response = await page.request.get(`${api.arrears}?${query}`);
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ items: expect.any(Array), page: 1, pageSize: PAGE_SIZE });
  return body as { total: number; totals: { arrears: number } };
}

test.describe('Arrears list pages through the server', () => {
  test('desktop: searches, sorts by arrears, pages and filters by unit through the server', async ({
    adminPage: page,
  }) => {
    const { tag, flatId } = await twelveDebtors(page);
    const watched = watchListRequests(page, api.arrears);
    await page.goto(routes.arrears);
    await page.getByPlaceholder('Search by tenant name...').fill(tag);
    await expect(page).toHaveURL(/q=Debtor/);
    const figures = await serverFigures(page, { q: tag });
    expect(figures.total).toBe(COUNT);
    await expect(stat(page, 'Tenants in Arrears')).toContainText(String(COUNT));
    await expect(stat(page, 'Total Arrears')).toContainText(formatCedi(figures.totals.arrears));
    const table = page.getByRole('table', { name: 'Arrears' });
    const rows = table.getByRole('row');
    await expect.poll(() => numbersShown(rows, tag)).toHaveLength(PAGE_SIZE);

    const arrearsHeader = table.getByRole('button', { name: 'Arrears', exact: true });
    await arrearsHeader.click();
    await expect(page).toHaveURL(/sort=arrears&order=desc/);
    await expect(table.getByRole('columnheader', { name: 'Arrears', exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect.poll(() => numbersShown(rows, tag)).toEqual([...ALL].reverse().slice(0, PAGE_SIZE));
    await page.getByRole('navigation', { name: 'Arrears pages' }).getByRole('button', { name: '2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => numbersShown(rows, tag)).toEqual(['02', '01']);

    await arrearsHeader.click();
    await expect(page).toHaveURL(/sort=arrears&order=asc/);
    await expect(page).not.toHaveURL(/page=/);
    await expect.poll(() => numbersShown(rows, tag)).toEqual(ALL.slice(0, PAGE_SIZE));

    // The unit filter lives in the URL (a unit's page links to its arrears).
    await page.goto(`${routes.arrears}?q=${encodeURIComponent(tag)}&apartmentId=${flatId}`);
    await expect.poll(() => numbersShown(rows, tag)).toEqual(['01']);
    await expect(stat(page, 'Tenants in Arrears')).toContainText(/^\D*1\s*$/);
    const flatFigures = await serverFigures(page, { q: tag, apartmentId: flatId });
    expect(flatFigures.total).toBe(1);
    await expect(stat(page, 'Total Arrears')).toContainText(formatCedi(flatFigures.totals.arrears));
    await expect(page.getByRole('navigation', { name: 'Arrears pages' })).toHaveCount(0);

    expect(watched.asked('sort=arrears', 'order=desc', 'page=2')).toBe(true);
    expect(watched.asked('sort=arrears', 'order=asc')).toBe(true);
    expect(watched.asked(`apartmentId=${flatId}`)).toBe(true);
    expect(watched.asked(`pageSize=${PAGE_SIZE}`)).toBe(true);
    await watched.expectOnlyPages();
  });

  test('360 px: cards with their reminder, a sort select, paged by the server', async ({
    adminPage: page,
  }) => {
    const { tag } = await twelveDebtors(page);
    await page.setViewportSize({ width: 360, height: 740 });
    const watched = watchListRequests(page, api.arrears);
    await page.goto(`${routes.arrears}?q=${encodeURIComponent(tag)}`);
    const cards = page.getByRole('list', { name: 'Arrears' }).getByRole('article');
    await expect(cards).toHaveCount(PAGE_SIZE);
    await expect(page.getByRole('table')).toBeHidden();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Arrears, ascending' });
    await expect(page).toHaveURL(/sort=arrears&order=asc/);
    await expect.poll(() => numbersShown(cards, tag)).toEqual(ALL.slice(0, PAGE_SIZE));
    for (const card of await cards.all()) {
      await expect(card.getByRole('link', { name: /^Remind .+ on WhatsApp$/ })).toBeVisible();
    }
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);

    await page
      .getByRole('navigation', { name: 'Arrears pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => numbersShown(cards, tag)).toEqual(['11', '12']);
    await expect(cards.first().getByRole('link', { name: /^Remind .+ on WhatsApp$/ })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await watched.expectOnlyPages();
  });
});
