import type { Locator, Page } from '@playwright/test';
import { HIRER } from '../../../src/server/modules/contracts/test-data';
import { formatCedi } from '../../../src/shared/money';
import { api, routes } from '../../../src/shared/paths';
import { unique } from '../apartments/helpers';
import { expect, test } from '../fixtures';
import { pageWidth, sidewaysScroll, watchListRequests } from '../paged-list';
import { createContract, createRemittance } from './helpers';

/**
 * The remittance list asks the server for the 10 remittances it shows (docs/lists.md): search, the
 * method filter, sort and page go to the server, the screen shows the server's count and sum, and no
 * answer is the whole list.
 */

const COUNT = 12;
const PAGE_SIZE = 10;

/**
 * One hirer `<tag>` with twelve remittances of ₵101 … ₵112 on 1 … 12 February 2026, the even ones by
 * Mobile Money; the receipt numbers by amount, smallest first.
 */
async function twelveRemittances(page: Page) {
  const tag = unique('Remitter ');
  const contract = await createContract(page.request, 'daily_sales', { hirer: { ...HIRER, name: tag } });
  const receipts: string[] = [];
  for (let i = 1; i <= COUNT; i += 1) {
    const momo = i % 2 === 0;
    const made = await createRemittance(page.request, contract._id, {
      amount: 100 + i,
      date: `2026-02-${String(i).padStart(2, '0')}`,
      method: momo ? 'Mobile Money' : 'Cash',
      ...(momo ? { network: 'MTN MoMo' as const } : {}),
    });
    receipts.push(made.receiptNumber);
  }
  return { tag, receipts };
}

/** The amounts (101 … 112) of the remittances shown, in order, read from their receipt numbers. */
async function amountsShown(rows: Locator, receipts: string[]) {
  const texts = await rows.allInnerTexts();
  return texts.flatMap((text) => {
    const receipt = text.match(/RCT-\d+/)?.[0];
    return receipt && receipts.includes(receipt) ? [101 + receipts.indexOf(receipt)] : [];
  });
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from <= to ? from + i : from - i));

test.describe('Remittance list pages through the server', () => {
  test('desktop: opened from the board, searches, sorts by a header, pages and filters by method', async ({
    adminPage: page,
  }) => {
    const { tag, receipts } = await twelveRemittances(page);
    const watched = watchListRequests(page, api.remittances);
    await page.goto(routes.remittances);
    await page.getByRole('link', { name: 'All remittances' }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.remittanceList}$`));
    await expect(page.getByRole('heading', { name: 'All remittances' })).toBeVisible();

    await page.getByLabel('Search by hirer, registration, receipt or transaction ID').fill(tag);
    await expect(page).toHaveURL(/q=Remitter/);
    await expect(page.getByText(`${COUNT} remittances`, { exact: true })).toBeVisible();
    const sum = range(101, 112).reduce((total, each) => total + each, 0);
    await expect(page.getByText(`Total Received: ${formatCedi(sum)}`)).toBeVisible();
    const table = page.getByRole('table', { name: 'Remittances' });
    const rows = table.getByRole('row');
    // Newest first: 12 … 3 February.
    await expect.poll(() => amountsShown(rows, receipts)).toEqual(range(112, 103));

    const amountHeader = table.getByRole('button', { name: 'Amount', exact: true });
    await amountHeader.click();
    await expect(page).toHaveURL(/sort=amount&order=desc/);
    await amountHeader.click();
    await expect(page).toHaveURL(/sort=amount&order=asc/);
    await expect(table.getByRole('columnheader', { name: 'Amount', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect.poll(() => amountsShown(rows, receipts)).toEqual(range(101, 110));
    await page
      .getByRole('navigation', { name: 'Remittance pages' })
      .getByRole('button', { name: '2' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => amountsShown(rows, receipts)).toEqual([111, 112]);

    await page.getByLabel('Method').selectOption('Mobile Money');
    await expect(page).toHaveURL(/method=Mobile/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect.poll(() => amountsShown(rows, receipts)).toEqual([102, 104, 106, 108, 110, 112]);
    await expect(page.getByText('6 remittances', { exact: true })).toBeVisible();
    await expect(page.getByText(`Total Received: ${formatCedi(642)}`)).toBeVisible();

    // Each row opens its receipt.
    await table.getByRole('link', { name: `View receipt ${receipts[11]}` }).click();
    await expect(page).toHaveURL(/\/vehicle\/receipt\//);
    await expect(page.getByText(receipts[11] as string).first()).toBeVisible();

    expect(watched.asked('sort=amount', 'order=asc', 'page=2')).toBe(true);
    expect(watched.asked('method=Mobile')).toBe(true);
    expect(watched.asked(`pageSize=${PAGE_SIZE}`)).toBe(true);
    await watched.expectOnlyPages();
  });

  test('360 px: cards with their receipt, a sort select, paged by the server', async ({
    adminPage: page,
  }) => {
    const { tag, receipts } = await twelveRemittances(page);
    await page.setViewportSize({ width: 360, height: 740 });
    const watched = watchListRequests(page, api.remittances);
    await page.goto(`${routes.remittanceList}?q=${encodeURIComponent(tag)}`);
    const cards = page.getByRole('list', { name: 'Remittances' }).getByRole('article');
    await expect(cards).toHaveCount(PAGE_SIZE);
    await expect(page.getByRole('table')).toBeHidden();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Amount, ascending' });
    await expect(page).toHaveURL(/sort=amount&order=asc/);
    await expect.poll(() => amountsShown(cards, receipts)).toEqual(range(101, 110));
    for (const card of await cards.all()) {
      await expect(card.getByRole('link', { name: /^View receipt RCT-/ })).toBeVisible();
    }
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);

    await page
      .getByRole('navigation', { name: 'Remittance pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => amountsShown(cards, receipts)).toEqual([111, 112]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await watched.expectOnlyPages();
  });
});
