import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../../shared/paths';
import type { User } from '../../../../shared/schemas/users';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';
import { RESET_PASSWORD_TEXTS } from './reset-password-modal';
import { SettingsScreen } from './settings-screen';

const me = testProfile();
const kofi = {
  ...testProfile({ _id: 'user-2', name: 'Kofi Boateng', email: 'kofi@example.com', role: 'Staff' }),
  phone: '+233205551234',
};
const USERS = [me, kofi] as unknown as User[];

function renderUsers() {
  const fetchMock = mockFetch({
    [`GET ${api.users}`]: { body: USERS },
    [`PUT ${api.modifyUser}`]: { body: kofi },
  });
  const view = renderApp(<SettingsScreen />, { path: '/settings', url: '/settings?tab=users', profile: me });
  return { ...view, fetchMock };
}

describe('Settings → User Management: Reset password', () => {
  it("offers 'Reset password' for the others, never for oneself, and Edit User has no password field", async () => {
    const { user } = renderUsers();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByRole('button', { name: 'Reset password for Kofi Boateng' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: `Reset password for ${me.name}` })).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Edit Kofi Boateng' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(edit).queryByLabelText(/password/i)).toBeNull();
  });

  it('sets the new password through PUT /api/modify/user/ once both fields agree', async () => {
    const { user, fetchMock } = renderUsers();
    const table = await screen.findByRole('table', { name: 'Users' });
    await user.click(within(table).getByRole('button', { name: 'Reset password for Kofi Boateng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    expect(within(dialog).getByText('Kofi Boateng')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await within(dialog).findByText('Password is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Password/), 'short');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await within(dialog).findByText('Password must be at least 8 characters')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), 'reset-by-the-owner');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await within(dialog).findByText('New passwords do not match')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/^Confirm password/));
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await within(dialog).findByText('New passwords do not match')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', api.modifyUser)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Confirm password/));
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'reset-by-the-owner');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset password' })).toBeNull());
    expect(callsTo(fetchMock, 'PUT', api.modifyUser).map((call) => call.body)).toEqual([
      { _id: 'user-2', password: 'reset-by-the-owner', confirmPassword: 'reset-by-the-owner' },
    ]);
    expect(await screen.findByText(RESET_PASSWORD_TEXTS.done('Kofi Boateng'))).toBeTruthy();
  });

  it('is on each card on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    try {
      renderUsers();
      const list = await screen.findByRole('list', { name: 'Users' });
      const card = within(list).getAllByRole('article')[1] as HTMLElement;
      expect(within(card).getByRole('button', { name: 'Reset password for Kofi Boateng' })).toBeTruthy();
    } finally {
      setViewportWidth(DESKTOP_WIDTH);
    }
  });
});
