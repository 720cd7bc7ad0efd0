import type { Locator, Page } from '@playwright/test';
import { api, routes } from '../../../src/shared/paths';
import type { Payment } from '../../../src/shared/schemas/payments';
import { createTenant, unique } from '../apartments/helpers';
import { E2E } from '../env';
import { expect, signIn, test } from '../fixtures';

/** Presses Tab (only Tab) until `target` has the focus; fails if it is not reached. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, 'reachable with Tab').toBeFocused({ timeout: 1 });
}

test('signing in with the keyboard only', async ({ page }) => {
  await page.goto(routes.login);
  await expect(page.getByRole('heading', { name: 'Property Tracking System' })).toBeVisible();

  const email = page.getByRole('textbox', { name: 'Email' });
  await tabTo(page, email);
  await page.keyboard.type(E2E.admin.email);
  // The password follows the email in the tab order.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await page.keyboard.type(E2E.admin.password);
  await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
  await page.keyboard.press('Space');

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Your Property Manager' })).toBeVisible();
});

test('signing in with Enter in the password field', async ({ page }) => {
  await page.goto(routes.login);
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(E2E.admin.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(E2E.admin.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
});

test('recording a payment with the keyboard only', async ({ page }) => {
  await signIn(page.request, E2E.admin.email, E2E.admin.password);
  const tenant = await createTenant(page.request, { tenantName: unique('Keyboard Tenant ') });
  await page.goto(routes.addPayment);
  await expect(page.getByRole('heading', { name: 'Add Payment' })).toBeVisible();

  // The searchable tenant select: type part of the name, pick the match with Enter.
  const tenantBox = page.getByRole('combobox', { name: 'Tenant' });
  await expect(tenantBox).toBeEnabled();
  await expect(tenantBox).not.toHaveAttribute('placeholder', /Loading/);
  await tabTo(page, tenantBox);
  await page.keyboard.type(tenant.tenantName);
  await expect(page.getByRole('option', { name: new RegExp(tenant.tenantName) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(tenantBox).toHaveValue(`${tenant.tenantName} (${tenant.roomDescription})`);

  // Native selects change with the arrow keys; the date field takes typed digits (en-US order).
  const method = page.getByLabel('Payment Method');
  await tabTo(page, method);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // From the placeholder: Cash, then Mobile Money.
  await expect(method).toHaveValue('Mobile Money');

  await tabTo(page, page.getByLabel('Payment Date'));
  await page.keyboard.type('03152026');
  await expect(page.getByLabel('Payment Date')).toHaveValue('2026-03-15');

  await tabTo(page, page.getByLabel('Amount Paid'));
  await page.keyboard.type('1234.50');

  const status = page.getByLabel('Payment Status');
  await tabTo(page, status);
  // Partial by default; Completed is the option above it.
  await expect(status).toHaveValue('Partial');
  await page.keyboard.press('ArrowUp');
  await expect(status).toHaveValue('Completed');

  await tabTo(page, page.getByRole('button', { name: 'Add Payment' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`${routes.payments}$`));
  await expect(page.getByText('Payment Recorded Successfully')).toBeVisible();
  // The record really is the one typed.
  const saved = (await (await page.request.get(api.payments)).json()) as Payment[];
  const mine = saved.filter((payment) => payment.tenant._id === tenant._id);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ amountPaid: 1234.5, method: 'Mobile Money', status: 'Completed' });
  expect(mine[0]?.date).toMatch(/^2026-03-15/);
});
