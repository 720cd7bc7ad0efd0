import type { Page } from '@playwright/test';
import { addDays, today } from '../../../src/shared/dates';
import { routes } from '../../../src/shared/paths';
import { createTenant, unique } from '../apartments/helpers';
import { expect, test } from '../fixtures';
import { createVehicle } from '../vehicles/helpers';

/** The top bar's bell and the count its name carries. */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole('banner').getByRole('link', { name: /^Alerts, \d+ needs? attention$/ });
  await expect(bell).toBeVisible();
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/\d+/.exec(name)?.[0]);
}

/** A figure of /alerts' totals. */
const total = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Alert totals' }).getByText(label, { exact: true }).locator('..');

test.describe('Alerts (docs/reminders.md §3)', () => {
  test('a tenant in arrears and a lease that ended show on the dashboard panel, /alerts and the bell; Open leads to the tenant', async ({
    adminPage: page,
  }) => {
    // Dated long ago, so they are the most urgent apartment alerts of the shared database: the
    // dashboard's panel shows the top five.
    const name = unique('Alert Tenant ');
    const tenant = await createTenant(page.request, {
      tenantName: name,
      rentedDate: '1990-01-01',
      expirationDate: '1990-12-31',
      tenantPhone: '024 777 1234',
    });

    await page.goto(routes.apartmentsDashboard);
    const panel = page.getByRole('region', { name: 'Needs attention' });
    // Its arrears and its lease, ended without a renewal.
    await expect(panel.getByRole('link', { name, exact: true })).toHaveCount(2);
    await expect(panel).toContainText('Lease of Room 4, Adenta ended on 1990-12-31');
    await expect(panel).toContainText('in arrears for Room 4, Adenta');
    await expect(panel.getByText('Overdue', { exact: true }).first()).toHaveClass(/red/);
    expect(await bellCount(page)).toBeGreaterThanOrEqual(2);

    await panel.getByRole('link', { name: /^See all \(\d+\)$/ }).click();
    await expect(page).toHaveURL(`${routes.alerts}?module=apartments`);
    await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Module')).toHaveValue('apartments');

    await page.getByRole('searchbox').fill(name);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(name).replace(/%20/g, '\\+')}`));
    const rows = page.getByRole('table', { name: 'Alerts' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Rent arrears');
    await expect(rows.nth(2)).toContainText('Lease ending');
    await expect(rows.nth(2)).toContainText('1990-12-31');
    // A WhatsApp message for the tenant, fitting the alert.
    const whatsApp = rows
      .nth(1)
      .getByRole('link', { name: `WhatsApp ${name} about the rent arrears of ${name}` });
    await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/233247771234\?text=Hello%20/);

    await page.getByRole('link', { name: `Open rent arrears of ${name}` }).click();
    await expect(page).toHaveURL(routes.tenant(tenant._id));
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  });

  test('filters by module, kind and severity in the URL; the bell counts the whole feed; the fleet panel', async ({
    adminPage: page,
  }) => {
    const name = unique('Lease Ending ');
    await createTenant(page.request, {
      tenantName: name,
      rentedDate: addDays(today(), -100),
      expirationDate: addDays(today(), 20),
    });
    const driver = unique('Driver ');
    const vehicle = await createVehicle(page.request, {
      driverName: driver,
      licenseNumExp: '1991-06-30',
    });

    await page.goto(routes.alerts);
    await expect(page.getByRole('table', { name: 'Alerts' })).toBeVisible();
    // The bell (the whole feed but news, decision 171) and the screen's unfiltered totals (its page
    // request) agree. Other workers add alerts to the shared database meanwhile, so both are read
    // again on a fresh load until one load sees the same feed in both.
    const count = async (label: string) =>
      Number((await total(page, label).textContent())?.replace(/\D/g, ''));
    await expect(async () => {
      await page.reload();
      const all = await count('All alerts');
      expect(await bellCount(page)).toBe(all - (await count('Info')));
    }).toPass({ timeout: 15_000 });

    await page.getByRole('searchbox').fill(name);
    await page.getByLabel('Kind').selectOption({ label: 'Lease ending' });
    await page.getByLabel('Severity').selectOption({ label: 'Soon' });
    await expect(page).toHaveURL(/kind=lease_expiry/);
    await expect(page).toHaveURL(/severity=soon/);
    const rows = page.getByRole('table', { name: 'Alerts' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`ends on ${addDays(today(), 20)}, in 20 days`);
    await expect(rows.nth(1).getByText('Soon', { exact: true })).toHaveClass(/yellow/);
    // The filters stay after a reload.
    await page.reload();
    await expect(page.getByLabel('Severity')).toHaveValue('soon');
    await expect(rows).toHaveCount(2);
    // Overdue: none for this tenant's lease.
    await page.getByLabel('Severity').selectOption({ label: 'Overdue' });
    await expect(page.getByText('No alerts match these filters.')).toBeVisible();

    // The vehicles: a driver's expired licence, on the fleet dashboard's panel too.
    await page.goto(`${routes.alerts}?module=vehicles&kind=licence_expiry&q=${encodeURIComponent(driver)}`);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`${driver}'s driving licence expired on 1991-06-30`);
    await expect(
      rows.nth(1).getByRole('link', { name: `Open licence expiry of ${vehicle.vehicleRegNum} · ${driver}` }),
    ).toHaveAttribute('href', routes.vehicle(vehicle._id));

    // The fleet dashboard's panel: the five most urgent (papers never recorded come first, so this
    // driver's licence may be further down), each opening the vehicle or its contract.
    await page.goto(routes.vehiclesDashboard);
    const panel = page.getByRole('region', { name: 'Needs attention' });
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    expect(await panel.getByRole('listitem').count()).toBeLessThanOrEqual(5);
    await expect(panel.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/vehicle\/(view|contract)\//,
    );
    await expect(panel.getByRole('link', { name: /^See all \(\d+\)$/ })).toHaveAttribute(
      'href',
      `${routes.alerts}?module=vehicles`,
    );
  });

  test.describe('on a phone (360 px)', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('each alert is a card with Open and WhatsApp, nothing scrolls sideways', async ({
      adminPage: page,
    }) => {
      const name = unique('Phone Alert Tenant ');
      await createTenant(page.request, {
        tenantName: name,
        rentedDate: '1992-01-01',
        expirationDate: '1992-12-31',
      });
      await page.goto(`${routes.alerts}?q=${encodeURIComponent(name)}`);
      const cards = page.getByRole('list', { name: 'Alerts' }).getByRole('article');
      await expect(cards).toHaveCount(2);
      await expect(cards.first().getByRole('link', { name: /^Open / })).toBeVisible();
      await expect(cards.first().getByRole('link', { name: /^WhatsApp / })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: /^Alerts, / })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
