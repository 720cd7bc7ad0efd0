import type { Locator, Page } from '@playwright/test';
import { HIRER } from '../../../src/server/modules/contracts/test-data';
import { formatCedi, sumCedis } from '../../../src/shared/money';
import { api, routes } from '../../../src/shared/paths';
import { unique } from '../apartments/helpers';
import { expect, test } from '../fixtures';
import { sidewaysScroll, watchListRequests } from '../paged-list';
import { createContract } from './helpers';

/**
 * The contracts list asks the server for the 10 contracts it shows (docs/lists.md,
 * docs/decisions/081-client-server-lists.md), who owes the most first: search, type filter, sort and
 * page go to the server, the screen shows the server's count and arrears total, and no answer is the
 * whole list.
 */

const nn = (i: number) => String(i).padStart(2, '0');

interface Made {
  number: string;
  arrears: number;
}

/**
 * Fourteen contracts of hirers `<tag> 01` … `<tag> 14`: 01 … 12 daily sales from 5 January at
 * ₵110 … ₵220 a day (the later, the more owed), 02 and 03 at the same rate so that equal arrears
 * straddle the first page's end; 13 and 14 short rentals in March, owing the least.
 */
async function fourteenContracts(page: Page) {
  const tag = unique('Hirer ');
  const made: Made[] = [];
  for (let i = 1; i <= 14; i += 1) {
    const hirer = { ...HIRER, name: `${tag} ${nn(i)}` };
    const contract =
      i <= 12
        ? await createContract(page.request, 'daily_sales', { hirer, amount: 100 + 10 * (i === 2 ? 3 : i) })
        : await createContract(page.request, 'rental', { hirer });
    made.push({ number: nn(i), arrears: contract.arrears });
  }
  // Most owed first; ties in creation order (the list breaks them by id, either way round).
  const byArrears = [...made].sort((a, b) => b.arrears - a.arrears);
  return {
    tag,
    made,
    byArrears: byArrears.map((each) => each.number),
    arrearsTotal: formatCedi(sumCedis(made.map((each) => each.arrears))),
  };
}

/** The hirers' numbers on the rows or cards shown, in order. */
async function numbersShown(rows: Locator, tag: string) {
  const texts = await rows.allInnerTexts();
  return texts.flatMap((text) => text.match(new RegExp(`${tag} (\\d\\d)`))?.[1] ?? []);
}

const summary = (page: Page, text: string) => page.getByText(text, { exact: true });

test.describe('Contract list pages through the server', () => {
  test('desktop: opens by arrears, searches, filters, sorts by a header and pages through the server', async ({
    adminPage: page,
  }) => {
    const { tag, made, byArrears, arrearsTotal } = await fourteenContracts(page);
    // The arrears tie really straddles the page boundary, and the rentals owe the least.
    const tied = made[1]!.arrears;
    expect(made[2]!.arrears).toBe(tied);
    expect(byArrears.slice(9, 11).sort()).toEqual(['02', '03']);
    const watched = watchListRequests(page, api.contracts);
    await page.goto(routes.contracts);
    await page.getByPlaceholder('Hirer, phone or registration...').fill(tag);
    await expect(page).toHaveURL(/q=Hirer/);
    await expect(summary(page, `14 contracts · Arrears ${arrearsTotal}`)).toBeVisible();
    const table = page.getByRole('table', { name: 'Contracts' });
    const rows = table.getByRole('row');
    await expect(table.getByRole('columnheader', { name: 'Arrears', exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect.poll(() => numbersShown(rows, tag)).toHaveLength(10);
    const first = await numbersShown(rows, tag);
    expect(first.slice(0, 9)).toEqual(byArrears.slice(0, 9));

    await page.getByRole('navigation', { name: 'Contract pages' }).getByRole('button', { name: '2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => numbersShown(rows, tag)).toHaveLength(4);
    const second = await numbersShown(rows, tag);
    expect(second.slice(1).sort()).toEqual(byArrears.slice(11).sort());
    // The two pages together hold every contract once: the tied pair split, neither shown twice.
    expect([...first, ...second].sort()).toEqual(made.map((each) => each.number));

    // A click on the Hirer header sorts by name, A to Z, from page 1.
    await table.getByRole('button', { name: 'Hirer', exact: true }).click();
    await expect(page).toHaveURL(/sort=hirerName&order=asc/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(table.getByRole('columnheader', { name: 'Hirer', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(table.getByRole('columnheader', { name: 'Arrears', exact: true })).not.toHaveAttribute(
      'aria-sort',
      /ing$/,
    );
    await expect
      .poll(() => numbersShown(rows, tag))
      .toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    await table.getByRole('button', { name: 'Hirer', exact: true }).click();
    await expect(table.getByRole('columnheader', { name: 'Hirer', exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect
      .poll(() => numbersShown(rows, tag))
      .toEqual(['14', '13', '12', '11', '10', '09', '08', '07', '06', '05']);

    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Rental' });
    await expect(page).toHaveURL(/type=rental/);
    const rentals = formatCedi(sumCedis(made.slice(12).map((each) => each.arrears)));
    await expect(summary(page, `2 contracts · Arrears ${rentals}`)).toBeVisible();
    await expect.poll(() => numbersShown(rows, tag)).toEqual(['14', '13']);

    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'All types' });
    await page.getByPlaceholder('Hirer, phone or registration...').fill(`${tag} 1`);
    await expect(page.getByText(/^5 contracts · Arrears/)).toBeVisible();
    await expect.poll(() => numbersShown(rows, tag)).toEqual(['14', '13', '12', '11', '10']);

    expect(watched.asked('sort=arrears', 'order=desc', 'page=2')).toBe(true);
    expect(watched.asked('sort=hirerName', 'order=asc')).toBe(true);
    expect(watched.asked('type=rental')).toBe(true);
    await watched.expectOnlyPages();
  });

  test('360 px: cards with a sort select, paged and filtered by the server', async ({ adminPage: page }) => {
    const { tag, byArrears, arrearsTotal } = await fourteenContracts(page);
    await page.setViewportSize({ width: 360, height: 740 });
    const watched = watchListRequests(page, api.contracts);
    await page.goto(`${routes.contracts}?q=${encodeURIComponent(tag)}`);
    await expect(summary(page, `14 contracts · Arrears ${arrearsTotal}`)).toBeVisible();
    const cards = page.getByRole('list', { name: 'Contracts' }).getByRole('article');
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sortBy.locator('option:checked')).toHaveText('Arrears, descending');
    await expect.poll(() => numbersShown(cards, tag)).toHaveLength(10);
    expect((await numbersShown(cards, tag)).slice(0, 9)).toEqual(byArrears.slice(0, 9));

    await sortBy.selectOption({ label: 'Hirer, ascending' });
    await expect(page).toHaveURL(/sort=hirerName&order=asc/);
    await expect
      .poll(() => numbersShown(cards, tag))
      .toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    await page
      .getByRole('navigation', { name: 'Contract pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect.poll(() => numbersShown(cards, tag)).toEqual(['11', '12', '13', '14']);

    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Daily sales' });
    await expect(page.getByText(/^12 contracts · Arrears/)).toBeVisible();
    await expect
      .poll(() => numbersShown(cards, tag))
      .toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await watched.expectOnlyPages();
  });
});
