import { routes } from '../../../src/shared/paths';
import { unique } from '../apartments/helpers';
import { expect, test } from '../fixtures';

// The main E2E server runs with SIGNUP=open (playwright.config.ts); the first-run server keeps the
// default, closed (foundation/first-run.spec.ts checks that side).
test.describe('Sign-up (docs/accounts.md §1)', () => {
  test('a new business signs up from the login screen and lands signed in, its name in the top bar', async ({
    page,
  }) => {
    const business = unique('Asante Homes ');
    const email = `${unique('owner.').toLowerCase()}@example.com`;
    await page.goto(routes.login);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

    // The shared rules run first: nothing is sent while the passwords differ.
    await page.getByLabel('Business name').fill(business);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Yaw Asante');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('024 555 0199');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('asante-owner-pass');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('asante-owner-typo');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByRole('textbox', { name: 'Confirm password' }).fill('asante-owner-pass');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Your Property Manager' })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByText(business).filter({ visible: true })).toBeVisible();
    await expect(banner.getByText('Yaw Asante').filter({ visible: true })).toBeVisible();

    // A business of its own: none of the other accounts' properties, and it is its own Admin.
    await page.goto(routes.apartments);
    await expect(page.getByText('No apartments found.')).toBeVisible();
    await page.goto(routes.settings);
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

    // Signed out, the same address signs in again; signing up with it again is refused.
    await page.context().clearCookies();
    const again = await page.request.post('/api/signup', {
      data: {
        businessName: 'Another business',
        name: 'Someone',
        email,
        phone: '024 555 0198',
        password: 'whatever-pass-1',
        confirmPassword: 'whatever-pass-1',
      },
    });
    expect(again.status()).toBe(409);
  });

  test.describe('on a phone (360 px)', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the form fits, and the business name shows under the user name in the top bar', async ({
      page,
    }) => {
      const business = unique('Fleet Co ');
      await page.goto(routes.signup);
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await page.getByLabel('Business name').fill(business);
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Esi Owusu');
      await page.getByLabel('Email').fill(`${unique('esi.').toLowerCase()}@example.com`);
      await page.getByLabel('Phone').fill('020 555 0101');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('esi-owner-pass');
      await page.getByRole('textbox', { name: 'Confirm password' }).fill('esi-owner-pass');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByTestId('top-bar-business')).toHaveText(business);
      await expect(page.getByTestId('top-bar-business')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
