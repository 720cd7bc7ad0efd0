import type { Locator, Page } from '@playwright/test';
import { api, routes } from '../../../src/shared/paths';
import { expect, test } from '../fixtures';
import { sidewaysScroll, watchListRequests } from '../paged-list';
import { createPayment, createTenant, unique } from './helpers';

/**
 * The tenants list asks the server for the 6 tenants it shows (docs/lists.md,
 * docs/decisions/081-client-server-lists.md): search, standing filter, sort and page go to the server,
 * the screen shows the server's count, and no answer is the whole list.
 */

const COUNT = 8;
const nn = (i: number) => String(i).padStart(2, '0');
const ALL = Array.from({ length: COUNT }, (_, i) => nn(i + 1));

/** Eight tenants `<tag> 01` … `08` since 1 January, nothing paid but by 03 and 06 (their whole total). */
async function eightTenants(page: Page) {
  const tag = unique('Renter ');
  for (let i = 1; i <= COUNT; i += 1) {
    const tenant = await createTenant(page.request, { tenantName: `${tag} ${nn(i)}` });
    if (i % 3 === 0) await createPayment(page.request, tenant._id, { amountPaid: tenant.totalAmount });
  }
  return tag;
}

async function numbersShown(rows: Locator, tag: string) {
  const texts = await rows.allInnerTexts();
  return texts.flatMap((text) => text.match(new RegExp(`${tag} (\\d\\d)`))?.[1] ?? []);
}

const totalTenants = (page: Page) =>
  page.getByRole('region', { name: 'Tenant totals' }).getByText('Total Tenants').locator('..');

/** The Total Tenants card showing exactly `count` (the server's total for the search and filter). */
const tenantCount = (count: number) => new RegExp(`^\\s*Total Tenants\\s*${count}\\s*$`);

test.describe('Tenant list pages through the server', () => {
  test('desktop: searches, filters by standing, sorts by a header and pages through the server', async ({
    adminPage: page,
  }) => {
    const tag = await eightTenants(page);
    const watched = watchListRequests(page, api.rentRecords);
    await page.goto(routes.tenants);
    await page.getByPlaceholder('Search by name, phone, room or unit...').fill(tag);
    await expect(page).toHaveURL(/q=Renter/);
    await expect(totalTenants(page)).toHaveText(tenantCount(COUNT));
    const table = page.getByRole('table', { name: 'Tenants' });
    const rows = table.getByRole('row');
    await expect.poll(() => numbersShown(rows, tag)).toHaveLength(6);

    await table.getByRole('button', { name: 'Name', exact: true }).click();
    await expect(page).toHaveURL(/sort=tenantName&order=asc/);
    await expect(table.getByRole('columnheader', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect.poll(() => numbersShown(rows, tag)).toEqual(ALL.slice(0, 6));
    await page.getByRole('navigation', { name: 'Tenant pages' }).getByRole('button', { name: '2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => numbersShown(rows, tag)).toEqual(ALL.slice(6));

    await table.getByRole('button', { name: 'Name', exact: true }).click();
    await expect(page).toHaveURL(/sort=tenantName&order=desc/);
    await expect(page).not.toHaveURL(/page=/);
    await expect.poll(() => numbersShown(rows, tag)).toEqual([...ALL].reverse().slice(0, 6));

    // Those who paid nothing owe rent fallen due since January.
    await page.getByRole('combobox', { name: 'Standing' }).selectOption('In arrears');
    await expect(page).toHaveURL(/standing=In/);
    await expect.poll(() => numbersShown(rows, tag)).toEqual(['08', '07', '05', '04', '02', '01']);
    await expect(totalTenants(page)).toHaveText(tenantCount(6));

    await page.getByRole('combobox', { name: 'Standing' }).selectOption('All');
    await page.getByPlaceholder('Search by name, phone, room or unit...').fill(`${tag} 07`);
    await expect.poll(() => numbersShown(rows, tag)).toEqual(['07']);
    await expect(totalTenants(page)).toHaveText(tenantCount(1));

    expect(watched.asked('sort=tenantName', 'order=asc', 'page=2')).toBe(true);
    expect(watched.asked('standing=In')).toBe(true);
    await watched.expectOnlyPages();
  });

  test('360 px: cards with a sort select, paged by the server', async ({ adminPage: page }) => {
    const tag = await eightTenants(page);
    await page.setViewportSize({ width: 360, height: 740 });
    const watched = watchListRequests(page, api.rentRecords);
    await page.goto(`${routes.tenants}?q=${encodeURIComponent(tag)}`);
    const cards = page.getByRole('list', { name: 'Tenants' }).getByRole('article');
    await expect(cards).toHaveCount(6);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name, descending' });
    await expect(page).toHaveURL(/sort=tenantName&order=desc/);
    await expect.poll(() => numbersShown(cards, tag)).toEqual([...ALL].reverse().slice(0, 6));
    await page
      .getByRole('navigation', { name: 'Tenant pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect.poll(() => numbersShown(cards, tag)).toEqual(['02', '01']);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await watched.expectOnlyPages();
  });
});
