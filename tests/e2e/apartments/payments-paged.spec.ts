import type { Page, Response } from '@playwright/test';
import { api, routes } from '../../../src/shared/paths';
import { expect, test } from '../fixtures';
import { createPayment, createTenant, unique } from './helpers';

/**
 * The payments screen asks the server for the page it shows (docs/lists.md,
 * docs/decisions/081-client-server-lists.md): every list request carries `page=` and `pageSize=8`,
 * and no answer is the whole list (an array).
 */
function watchPaymentRequests(page: Page) {
  const urls: string[] = [];
  const bodies: Promise<unknown>[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname !== api.payments) return;
    urls.push(url.search);
    bodies.push(response.json().catch(() => null));
  });
  return {
    urls,
    /** Every answer seen so far was one page, never the whole array. */
    async expectOnlyPages() {
      expect(urls.length).toBeGreaterThan(0);
      for (const search of urls) {
        expect(search).toMatch(/[?&]page=\d+/);
        expect(search).toMatch(/[?&]pageSize=8(&|$)/);
      }
      for (const body of await Promise.all(bodies)) {
        expect(Array.isArray(body)).toBe(false);
        expect(body).toMatchObject({ pageSize: 8 });
      }
    },
  };
}

/** Ten payments of one tenant, amounts 101 to 110 cedis, so sorting by amount is easy to see. */
async function tenPayments(page: Page) {
  const tag = unique('Paged ');
  const tenant = await createTenant(page.request, { tenantName: tag });
  for (let i = 1; i <= 10; i += 1)
    await createPayment(page.request, tenant._id, {
      amountPaid: 100 + i,
      Date: `2026-03-${String(i).padStart(2, '0')}`,
    });
  return tag;
}

test.describe('Payment list pages through the server', () => {
  test('desktop: searches, pages and sorts by asking the server, never receiving the whole list', async ({
    adminPage: page,
  }) => {
    const tag = await tenPayments(page);
    const watched = watchPaymentRequests(page);
    await page.goto(routes.payments);
    await page.getByPlaceholder('Search by tenant name...').fill(tag);
    await expect(page).toHaveURL(/q=Paged/);
    const table = page.getByRole('table', { name: 'Payments' });
    // A header row and 8 payments; the count and the total cover all 10.
    await expect(table.getByRole('row')).toHaveCount(9);
    await expect(page.getByText('10 payments')).toBeVisible();
    await expect(page.getByText('Total Paid: ₵1,055.00')).toBeVisible();
    // Newest first by default.
    await expect(table.getByRole('row').nth(1)).toContainText('₵110.00');

    await page.getByRole('navigation', { name: 'Payment pages' }).getByRole('button', { name: '2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(2)).toContainText('₵101.00');

    await table.getByRole('button', { name: 'Amount Paid' }).click();
    await expect(page).toHaveURL(/sort=amountPaid/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(table.getByRole('columnheader', { name: 'Amount Paid' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await table.getByRole('button', { name: 'Amount Paid' }).click();
    await expect(table.getByRole('columnheader', { name: 'Amount Paid' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(table.getByRole('row').nth(1)).toContainText('₵101.00');

    expect(
      watched.urls.some((search) => search.includes('sort=amountPaid') && search.includes('order=asc')),
    ).toBe(true);
    await watched.expectOnlyPages();
  });

  test('360 px: cards with a sort select, paged by the server', async ({ adminPage: page }) => {
    const tag = await tenPayments(page);
    await page.setViewportSize({ width: 360, height: 740 });
    const watched = watchPaymentRequests(page);
    await page.goto(`${routes.payments}?q=${encodeURIComponent(tag)}`);
    const cards = page.getByRole('list', { name: 'Payments' }).getByRole('article');
    await expect(cards).toHaveCount(8);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Amount Paid, ascending' });
    await expect(page).toHaveURL(/sort=amountPaid&order=asc/);
    await expect(cards.first()).toContainText('₵101.00');
    await page
      .getByRole('navigation', { name: 'Payment pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect(cards).toHaveCount(2);
    await expect(cards.last()).toContainText('₵110.00');
    // Nothing but the cards' own boxes: no sideways scroll.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await watched.expectOnlyPages();
  });
});
