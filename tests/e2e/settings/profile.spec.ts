import { routes } from '../../../src/shared/paths';
import { E2E } from '../env';
import { expect, test } from '../fixtures';
import { canSignIn, openAs } from './helpers';

test.describe('Profile Settings', () => {
  test('a Staff user changes their own password at /profile, reached from the top bar', async ({
    page,
    makeUser,
  }) => {
    const staff = await makeUser('Staff');
    await openAs(page, staff, '/home');
    await page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(staff.name) })
      .click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(staff.name);
    await expect(page.getByLabel('Timezone')).toHaveValue('Africa/Accra');

    // A wrong current password: the server's message, under the field, and nothing typed is lost.
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Confirm new password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Current password is incorrect').first()).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('a-brand-new-password');

    await page.getByLabel('Current password').fill(staff.password);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings updated successfully!')).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');

    // Still signed in here; the new password works and the old one does not.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    expect(await canSignIn(page, staff.email, 'a-brand-new-password')).toBe(true);
    expect(await canSignIn(page, staff.email, staff.password)).toBe(false);
  });

  test('the messages of a profile save', async ({ page, makeUser }) => {
    const manager = await makeUser('Manager');
    await openAs(page, manager, '/profile');
    const save = page.getByRole('button', { name: 'Save Changes' });

    await save.click();
    await expect(page.getByText('No changes detected.')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('another-password');
    await save.click();
    await expect(page.getByText('All password fields are required')).toBeVisible();

    await page.getByLabel('Current password').fill(manager.password);
    await page.getByLabel('Confirm new password').fill('another-passwort');
    await save.click();
    await expect(page.getByText('New passwords do not match')).toBeVisible();
    expect(await canSignIn(page, manager.email, manager.password)).toBe(true);
  });

  test('changing name, phone and timezone saves only those and the top bar shows the new name', async ({
    page,
    makeUser,
  }) => {
    const staff = await makeUser('Staff');
    await openAs(page, staff, '/profile');
    const newName = `${staff.name} Renamed`;
    await page.getByLabel('Name').fill(newName);
    await page.getByLabel('Phone').fill('020 123 4567');
    await page.getByLabel('Timezone').selectOption('Europe/London');

    const request = page.waitForRequest((r) => r.url().endsWith('/api/modify/user/') && r.method() === 'PUT');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const body = (await request).postDataJSON();
    expect(Object.keys(body).sort()).toEqual(['_id', 'name', 'phone', 'timezone']);
    await expect(page.getByText('Settings updated successfully!')).toBeVisible();
    await expect(page.getByRole('banner').getByText(newName).filter({ visible: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Name')).toHaveValue(newName);
    await expect(page.getByLabel('Phone')).toHaveValue('+233 20 123 4567');
    await expect(page.getByLabel('Timezone')).toHaveValue('Europe/London');
    // Saving again without changes.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('No changes detected.')).toBeVisible();
  });

  test('an invalid phone is shown under the field and nothing is sent', async ({ page, makeUser }) => {
    const staff = await makeUser('Staff');
    await openAs(page, staff, '/profile');
    let sent = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/modify/user/')) sent = true;
    });
    await page.getByLabel('Phone').fill('12');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Phone must be a valid phone number, e.g. 024 123 4567')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('an Admin saves their profile in the Profile Settings tab of /settings', async ({
    page,
    makeUser,
  }) => {
    const admin = await makeUser('Admin');
    await openAs(page, admin, '/settings');
    await expect(page.getByRole('tab', { name: 'Profile Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('No changes detected.')).toBeVisible();
    await page.getByLabel('Name').fill(`${admin.name} Owner`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings updated successfully!')).toBeVisible();
    await expect(
      page.getByRole('banner').getByText(`${admin.name} Owner`).filter({ visible: true }),
    ).toBeVisible();
  });

  test('the E2E admin, made from ADMIN_EMAIL without a phone, saves their profile (docs/product.md §2)', async ({
    adminPage: page,
  }) => {
    await page.goto(routes.profile);
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(E2E.admin.name);
    await expect(page.getByLabel('Phone')).toHaveValue('');
    const save = page.getByRole('button', { name: 'Save Changes' });

    // Africa/Abidjan is UTC+0 all year, like Accra: the specs running beside this one see the same days.
    await page.getByLabel('Timezone').selectOption('Africa/Abidjan');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/modify/user/') && r.request().method() === 'PUT',
    );
    await save.click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Settings updated successfully!')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Timezone')).toHaveValue('Africa/Abidjan');
    await page.getByLabel('Timezone').selectOption('Africa/Accra');
    const back = page.waitForResponse(
      (r) => r.url().endsWith('/api/modify/user/') && r.request().method() === 'PUT',
    );
    await save.click();
    expect((await back).status()).toBe(200);
    await expect(page.getByText('Settings updated successfully!').first()).toBeVisible();
    await expect(page.getByLabel('Phone')).toHaveValue('');
  });

  test.describe('on a phone (360 px)', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the form fits and the Admin reaches /profile from the top bar', async ({ adminPage: page }) => {
      await page.goto('/home');
      await page
        .getByRole('banner')
        .getByRole('link', { name: new RegExp(E2E.admin.name) })
        .click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByLabel('Confirm new password')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
