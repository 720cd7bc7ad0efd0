import { expect, test } from '../fixtures';
import { openAs } from './helpers';

test.describe('/settings is for the Admin only', () => {
  for (const role of ['Staff', 'Manager'] as const) {
    test(`a ${role} opening /settings ends on /home, and the sidebar has no Settings link`, async ({
      page,
      makeUser,
    }) => {
      const user = await makeUser(role);
      await openAs(page, user, '/settings');
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { name: 'Welcome to Your Property Manager' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Properties', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0);
    });
  }

  test('the Admin sees both tabs, and the tab is kept in the address', async ({ adminPage: page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
    const profileTab = page.getByRole('tab', { name: 'Profile Settings' });
    const usersTab = page.getByRole('tab', { name: 'User Management' });
    await expect(profileTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Timezone')).toBeVisible();
    // Keyboard: the arrow key moves to the next tab.
    await profileTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(usersTab).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/settings\?tab=users$/);
    await expect(page.getByRole('button', { name: 'Add User' })).toBeVisible();
    await page.reload();
    await expect(usersTab).toHaveAttribute('aria-selected', 'true');
  });
});
