import { ADMIN_APARTMENT_LINKS } from '../../../src/client/app/layout/test-data';
import { E2E } from '../env';
import { expect, test } from '../fixtures';

test.describe('signing in and out', () => {
  test('the login screen shows the spec texts and signs the admin in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Property Tracking System' })).toBeVisible();
    await expect(page.getByText('Welcome Back')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Admin' })).toBeVisible();
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(password).toHaveAttribute('type', 'password');
    await password.fill(E2E.admin.password);
    await page.getByRole('button', { name: /show password/i }).click();
    await expect(password).toHaveAttribute('type', 'text');

    await page.getByRole('textbox', { name: 'Email' }).fill(E2E.admin.email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Your Property Manager' })).toBeVisible();
    await expect(
      page.getByText("Choose which service you'd like to manage today. Everything is just a click away."),
    ).toBeVisible();
  });

  test('a wrong password shows the server message and stays on the login screen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Email' }).fill('nobody-here@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // What was typed stays.
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('nobody-here@example.com');
  });

  test('logout returns to the login screen and the session is gone', async ({ adminPage: page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Property Tracking System' })).toBeVisible();
    const profile = await page.request.get('/api/view/profile_info');
    expect(profile.status()).toBe(401);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-out visitor is sent to the login screen', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('landing and shell', () => {
  test('the two service buttons open the two dashboards with their sidebars', async ({ adminPage: page }) => {
    await page.goto('/home');
    await page.getByRole('link', { name: 'Apartment Management' }).click();
    await expect(page).toHaveURL(/\/apartments\/dashboard$/);
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByText('Property Manager', { exact: true })).toBeVisible();
    const nav = sidebar.getByRole('navigation');
    for (const name of ADMIN_APARTMENT_LINKS) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // The sidebar marks where you are.
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goto('/home');
    await page.getByRole('link', { name: 'Car Rental Management' }).click();
    await expect(page).toHaveURL(/\/vehicles\/dashboard$/);
    const fleetNav = page.getByRole('complementary').getByRole('navigation');
    for (const name of [
      'Dashboard',
      'Vehicles',
      'Maintenance',
      'Contracts',
      'Remittances',
      'Alerts',
      'Go To Apartment Dashboard',
      'Settings',
    ]) {
      await expect(fleetNav.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('the top bar shows the initials, name and role of the signed-in user', async ({ adminPage: page }) => {
    await page.goto('/home');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('KW', { exact: true })).toBeVisible();
    await expect(banner.getByText(E2E.admin.name).filter({ visible: true })).toBeVisible();
    await expect(banner.getByText('Admin', { exact: true })).toBeVisible();
  });

  test('an unknown path shows Page not found with a way home', async ({ adminPage: page }) => {
    await page.goto('/no/such/screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar is a slide-in menu with a hamburger and a close button', async ({ adminPage: page }) => {
    await page.goto('/home');
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await expect(openMenu).toBeVisible();
    const properties = page.getByRole('link', { name: 'Properties', exact: true });
    await expect(properties).toBeHidden();
    await openMenu.click();
    await expect(properties).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(properties).toBeHidden();

    await openMenu.click();
    await page.getByRole('link', { name: 'Properties', exact: true }).click();
    await expect(page).toHaveURL(/\/apartments\/list$/);
    // Following a link closes the menu.
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeHidden();

    // Nothing overflows sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
