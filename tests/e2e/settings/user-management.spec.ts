import { E2E } from '../env';
import { expect, test } from '../fixtures';
import { canSignIn, userRow } from './helpers';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 10000)}`;

test.describe('User Management', () => {
  test('adding a user: the toggle form, its messages, and a user who can sign in', async ({
    adminPage: page,
  }) => {
    await page.goto('/settings?tab=users');
    const toggle = page.getByRole('button', { name: 'Add User' });
    await toggle.click();
    const form = page.getByRole('form', { name: 'Add user' });
    await expect(form).toBeVisible();

    await form.getByRole('button', { name: 'Save User' }).click();
    await expect(page.getByText('Please fill all user fields')).toBeVisible();

    const id = unique();
    const name = `Caretaker ${id}`;
    const email = `caretaker.${id}@example.com`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('024 555 0199');
    await form.getByLabel('Role').selectOption('Staff');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('caretaker-password');
    await form.getByLabel('Confirm password').fill('caretaker-passw0rd');
    await form.getByRole('button', { name: 'Save User' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    // Toggling closes and resets the form.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await toggle.click();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Role')).toHaveValue('');

    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('024 555 0199');
    await form.getByLabel('Role').selectOption('Manager');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('caretaker-password');
    await form.getByLabel('Confirm password').fill('caretaker-password');
    await form.getByRole('button', { name: 'Save User' }).click();
    await expect(page.getByText('User added successfully')).toBeVisible();
    await expect(form).toBeHidden();
    const row = userRow(page, name);
    await expect(row.getByText(email)).toBeVisible();
    await expect(row.getByText('Manager', { exact: true })).toBeVisible();
    expect(await canSignIn(page, email, 'caretaker-password')).toBe(true);

    // The same email again, in another letter case: the server's message, what was typed stays.
    await toggle.click();
    await form.getByLabel('Name').fill(`${name} Twin`);
    await form.getByLabel('Email').fill(email.toUpperCase());
    await form.getByLabel('Phone').fill('024 555 0199');
    await form.getByLabel('Role').selectOption('Staff');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('caretaker-password');
    await form.getByLabel('Confirm password').fill('caretaker-password');
    await form.getByRole('button', { name: 'Save User' }).click();
    await expect(page.getByText('A user with this email already exists')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue(`${name} Twin`);
  });

  test('editing a user in the Edit User modal: phone and role', async ({ adminPage: page, makeUser }) => {
    const staff = await makeUser('Staff');
    await page.goto('/settings?tab=users');
    await page.getByRole('button', { name: `Edit ${staff.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByLabel('Name')).toHaveValue(staff.name);

    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('No changes detected.')).toBeVisible();

    await dialog.getByLabel('Phone').fill('020 765 4321');
    await dialog.getByLabel('Role').selectOption('Manager');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(userRow(page, staff.name).getByText('Manager', { exact: true })).toBeVisible();

    // The changed role is what the user now has.
    const check = await page.context().browser()!.newContext({ baseURL: E2E.baseURL });
    await check.request.post('/api/login', { data: { email: staff.email, password: staff.password } });
    const profile = await (await check.request.get('/api/view/profile_info')).json();
    expect(profile).toMatchObject({ role: 'Manager', phone: '+233207654321' });
    await check.close();
  });

  // Setting another user's password: 'Reset password' (tests/e2e/foundation/password-reset.spec.ts).

  test('deleting a user after the confirmation', async ({ adminPage: page, makeUser }) => {
    const staff = await makeUser('Staff');
    await page.goto('/settings?tab=users');
    const row = userRow(page, staff.name);
    await row.getByRole('button', { name: `Delete ${staff.name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Are you sure you want to delete ${staff.name}?`)).toBeVisible();
    // Cancel keeps the user.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete ${staff.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User removed successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await canSignIn(page, staff.email, staff.password)).toBe(false);
  });

  test('an Admin’s delete button is disabled', async ({ adminPage: page, makeUser }) => {
    const otherAdmin = await makeUser('Admin');
    await page.goto('/settings?tab=users');
    await expect(
      userRow(page, E2E.admin.name).getByRole('button', { name: /cannot be deleted/ }),
    ).toBeDisabled();
    await expect(
      userRow(page, otherAdmin.name).getByRole('button', { name: /cannot be deleted/ }),
    ).toBeDisabled();
    await expect(userRow(page, otherAdmin.name).getByText('Admin', { exact: true })).toBeVisible();
  });
});
