import type { Page } from '@playwright/test';
import { api, routes } from '../../../src/shared/paths';
import { unique } from '../apartments/helpers';
import { expect, test } from '../fixtures';
import { sidewaysScroll, watchListRequests } from '../paged-list';
import { createRecord, createVehicle } from './helpers';

/**
 * The maintenance list asks the server for the 5 rows it shows (docs/lists.md,
 * docs/decisions/081-client-server-lists.md): search, status filter, sort by date or cost and page go
 * to the server, the screen shows the server's count and cost total, and no answer is the whole list.
 */

const COUNT = 7;
const nn = (i: number) => String(i).padStart(2, '0');

/**
 * Seven records of one new vehicle: `<tag> job 01` … `07` on 1 … 7 March, costing 990 … 930 (the
 * later, the cheaper, so date and cost orders differ); 03 and 06 completed, the rest ongoing.
 */
async function sevenRecords(page: Page) {
  const tag = unique('Brakes ');
  const vehicle = await createVehicle(page.request);
  for (let i = 1; i <= COUNT; i += 1)
    await createRecord(page.request, vehicle._id, {
      maintenanceDate: `2026-03-${nn(i)}`,
      cost: 1000 - 10 * i,
      issue: [`${tag} job ${nn(i)}`],
      status: i % 3 === 0 ? 'completed' : 'ongoing',
    });
  return { tag, plate: vehicle.vehicleRegNum };
}

/** The job numbers of the rows shown, in order. */
async function jobsShown(page: Page) {
  const rows = page.getByRole('table', { name: 'Maintenance records' }).getByRole('row');
  const texts = await rows.allInnerTexts();
  return texts.flatMap((text) => text.match(/job (\d\d)/)?.[1] ?? []);
}

const summary = (page: Page, text: string) => page.getByText(text, { exact: true });

test.describe('Maintenance list pages through the server', () => {
  test('desktop: searches, filters, sorts by date and cost and pages by asking the server', async ({
    adminPage: page,
  }) => {
    const { tag, plate } = await sevenRecords(page);
    const watched = watchListRequests(page, api.maintenanceRecords);
    await page.goto(routes.maintenance);
    const search = page.getByRole('searchbox', { name: 'Search by registration number or issue' });
    await search.fill(plate);
    await expect(page).toHaveURL(/q=/);
    // The server's count and cost over all seven, not the page's five.
    await expect(summary(page, `${COUNT} records · Cost ₵6,720.00`)).toBeVisible();
    // Latest first by default.
    await expect.poll(() => jobsShown(page)).toEqual(['07', '06', '05', '04', '03']);
    const table = page.getByRole('table', { name: 'Maintenance records' });
    await expect(table.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await page
      .getByRole('navigation', { name: 'Maintenance pages' })
      .getByRole('button', { name: '2' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => jobsShown(page)).toEqual(['02', '01']);

    // Cost, dearest first: the earliest jobs, back on page 1.
    await table.getByRole('button', { name: 'Cost (GHC)' }).click();
    await expect(page).toHaveURL(/sort=cost&order=desc/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(table.getByRole('columnheader', { name: 'Cost (GHC)' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect.poll(() => jobsShown(page)).toEqual(['01', '02', '03', '04', '05']);
    await table.getByRole('button', { name: 'Cost (GHC)' }).click();
    await expect(page).toHaveURL(/sort=cost&order=asc/);
    await expect.poll(() => jobsShown(page)).toEqual(['07', '06', '05', '04', '03']);

    // Date, oldest first.
    await table.getByRole('button', { name: 'Date' }).click();
    await table.getByRole('button', { name: 'Date' }).click();
    await expect(page).toHaveURL(/sort=maintenanceDate&order=asc/);
    await expect.poll(() => jobsShown(page)).toEqual(['01', '02', '03', '04', '05']);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('completed');
    await expect(summary(page, '2 records · Cost ₵1,910.00')).toBeVisible();
    await expect.poll(() => jobsShown(page)).toEqual(['03', '06']);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('All');
    await search.fill(`${tag} job 04`);
    await expect(summary(page, '1 record · Cost ₵960.00')).toBeVisible();
    await expect.poll(() => jobsShown(page)).toEqual(['04']);

    expect(watched.asked('sort=cost', 'order=asc')).toBe(true);
    expect(watched.asked('status=completed')).toBe(true);
    await watched.expectOnlyPages();
  });

  test('360 px: sorts, pages and filters through the server', async ({ adminPage: page }) => {
    const { plate } = await sevenRecords(page);
    await page.setViewportSize({ width: 360, height: 740 });
    const watched = watchListRequests(page, api.maintenanceRecords);
    await page.goto(`${routes.maintenance}?q=${encodeURIComponent(plate)}`);
    await expect(summary(page, `${COUNT} records · Cost ₵6,720.00`)).toBeVisible();
    await expect.poll(() => jobsShown(page)).toEqual(['07', '06', '05', '04', '03']);
    const table = page.getByRole('table', { name: 'Maintenance records' });
    await table.getByRole('button', { name: 'Cost (GHC)' }).click();
    await expect(page).toHaveURL(/sort=cost&order=desc/);
    await expect.poll(() => jobsShown(page)).toEqual(['01', '02', '03', '04', '05']);
    await page
      .getByRole('navigation', { name: 'Maintenance pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect.poll(() => jobsShown(page)).toEqual(['06', '07']);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('ongoing');
    await expect(summary(page, '5 records · Cost ₵4,810.00')).toBeVisible();
    await expect.poll(() => jobsShown(page)).toEqual(['01', '02', '04', '05', '07']);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await watched.expectOnlyPages();
  });
});
