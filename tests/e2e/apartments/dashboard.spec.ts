import { api, routes } from '../../../src/shared/paths';
import type { Apartment } from '../../../src/shared/schemas/apartments';
import { expect, test } from '../fixtures';
import { createApartment, unique } from './helpers';

const ghc = (pesewas: number) =>
  `GHC ${(pesewas / 100).toLocaleString('en-GH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('Apartment dashboard', () => {
  test('the figures come from the server: the dashboard downloads no list', async ({ adminPage: page }) => {
    const lists: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (([api.apartments, api.rentRecords, api.payments] as string[]).includes(path)) lists.push(path);
    });
    const figures = page.waitForResponse((response) => response.url().endsWith(api.dashboardApartments));
    await page.goto(routes.apartmentsDashboard);
    expect((await figures).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Apartment Units' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Apartment figures' })).toContainText(
      'Collected this month',
    );
    expect(lists).toEqual([]);
  });

  test('four stat cards follow the spec rules and up to 6 unit cards show the newest units', async ({
    adminPage: page,
  }) => {
    const tenant = unique('Tenant ');
    const newest = await createApartment(page.request, {
      title: unique('Dash '),
      location: 'Nhyiaso, Kumasi',
      price: 4500.5,
      status: 'Occupied',
      tenant,
    });
    await createApartment(page.request, { title: unique('Dash '), status: 'Maintenance', price: 0.1 });

    await expect(async () => {
      const units: Apartment[] = await (await page.request.get(api.apartments)).json();
      const occupied = units.filter((unit) => unit.status === 'Occupied');
      const revenue = occupied.reduce((sum, unit) => sum + Math.round(unit.price * 100), 0);
      await page.goto(routes.apartmentsDashboard);
      const figure = (label: string) =>
        page
          .getByRole('region', { name: 'Apartment figures' })
          .getByText(label, { exact: true })
          .locator('..');
      await expect(figure('Total Units')).toContainText(String(units.length), { timeout: 2000 });
      await expect(figure('Occupied')).toContainText(String(occupied.length), { timeout: 2000 });
      await expect(figure('Vacant')).toContainText(
        String(units.filter((unit) => unit.status === 'Available').length),
        { timeout: 2000 },
      );
      await expect(figure('Monthly Revenue')).toContainText(ghc(revenue), { timeout: 2000 });
      await expect(page.getByRole('article')).toHaveCount(Math.min(6, units.length), { timeout: 2000 });
    }).toPass({ timeout: 20_000 });

    await expect(page.getByRole('heading', { name: 'Apartment Units' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: `Unit ${newest.title}` });
    await expect(card).toContainText('Nhyiaso, Kumasi');
    await expect(card).toContainText('Rent: ₵4,500.50/month');
    await expect(card).toContainText(`Tenant: ${tenant}`);
    // The dashboard shows Occupied green and anything else yellow.
    await expect(card.getByText('Occupied', { exact: true })).toHaveClass(/green/);
  });

  test('shows four grey bars while loading and the empty text when there are no units', async ({
    adminPage: page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(api.dashboardApartments, async (route) => {
      await held;
      // The server's own answer for this business, with its units taken away.
      const real = await route.fetch();
      await route.fulfill({ response: real, json: { ...(await real.json()), units: [] } });
    });
    await page.goto(routes.apartmentsDashboard);
    const loading = page.getByRole('status').filter({ hasText: 'Loading apartment data...' });
    await expect(loading.locator('div')).toHaveCount(4);
    release();
    await expect(page.getByText('No apartment data available.')).toBeVisible();
  });

  test('the sidebar reaches every apartment screen', async ({ adminPage: page }) => {
    await page.goto(routes.home);
    await page.getByRole('link', { name: 'Apartment Management' }).click();
    await expect(page).toHaveURL(routes.apartmentsDashboard);
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'Properties' }).click();
    await expect(page.getByRole('heading', { name: 'Apartments List' })).toBeVisible();
    await nav.getByRole('link', { name: 'Tenants' }).click();
    await expect(page.getByRole('heading', { name: 'Tenant Management' })).toBeVisible();
    await nav.getByRole('link', { name: 'Payments' }).click();
    await expect(page.getByRole('heading', { name: 'Payment List' })).toBeVisible();
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Apartment Units' })).toBeVisible();
  });
});
