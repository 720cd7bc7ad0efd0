import { expect, test } from '../fixtures';

// Runs against the second E2E server, whose database starts empty (playwright.config.ts).
test('the first visitor creates the administrator account, lands home, and the form is gone for good', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Create the administrator account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Akosua Boateng');
  await page.getByRole('textbox', { name: 'Email' }).fill('akosua@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('024 123 4567');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first-admin-pass');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('first-admin-pass');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Your Property Manager' })).toBeVisible();
  await expect(page.getByText('Akosua Boateng').filter({ visible: true })).toBeVisible();

  // Signed out, the login form is shown: setup happens once.
  await page.context().clearCookies();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Property Tracking System' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create the administrator account' })).toHaveCount(0);
  // This server keeps the default SIGNUP=closed: no sign-up link, and /signup says it is closed.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Sign-up is closed' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Property Tracking System' })).toBeVisible();
  const closed = await page.request.post('/api/signup', {
    data: {
      businessName: 'Intruder Ltd',
      name: 'Intruder',
      email: 'intruder@example.com',
      phone: '0241234567',
      password: 'whatever-123',
      confirmPassword: 'whatever-123',
    },
  });
  expect(closed.status()).toBe(403);
  const again = await page.request.post('/api/setup', {
    data: {
      name: 'Intruder',
      email: 'x@example.com',
      phone: '0241234567',
      password: 'whatever-123',
      confirmPassword: 'whatever-123',
    },
  });
  expect(again.status()).toBe(409);
});
