import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../../shared/paths';
import type { User } from '../../../../shared/schemas/users';
import { mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { cellTexts } from '../../../test/table-cells';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';
import { SettingsScreen } from './settings-screen';
import { colleagueMessage } from './user-management';

const me = testProfile();
const USERS = [
  { ...me, createdAt: '2026-01-01T00:00:00.000Z' },
  {
    ...testProfile({ _id: 'user-2', name: 'Kofi Boateng', email: 'kofi@example.com', role: 'Staff' }),
    phone: '+233205551234',
  },
  {
    ...testProfile({ _id: 'user-3', name: 'Esi Owusu', email: 'esi@example.com', role: 'Manager' }),
    phone: '',
  },
] as unknown as User[];

function renderUsers() {
  mockFetch({ [`GET ${api.users}`]: { body: USERS } });
  return renderApp(<SettingsScreen />, { path: '/settings', url: '/settings?tab=users', profile: me });
}

describe('Settings → User Management: phones', () => {
  it('shows each phone, and a WhatsApp link to the others who have one', async () => {
    renderUsers();
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellTexts(row).slice(0, 4))).toEqual([
      ['Ama Mensah', 'ama@example.com', '+233 24 111 2233', 'Admin'],
      ['Kofi Boateng', 'kofi@example.com', '+233 20 555 1234', 'Staff'],
      ['Esi Owusu', 'esi@example.com', '—', 'Manager'],
    ]);
    const links = within(table).getAllByRole('link', { name: /^WhatsApp / });
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['WhatsApp Kofi Boateng']);
    expect(new URL(links[0]?.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      'Hello Kofi Boateng, this is Ama Mensah from Mensah Properties.',
    );
    expect(colleagueMessage('Kofi', '', '')).toBe('Hello Kofi,');
  });

  it('is a list of cards on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    try {
      renderUsers();
      const list = await screen.findByRole('list', { name: 'Users' });
      const kofi = within(list).getAllByRole('article')[1] as HTMLElement;
      expect(kofi.textContent).toContain('Kofi Boateng');
      expect(within(kofi).getByRole('link', { name: 'WhatsApp Kofi Boateng' })).toBeTruthy();
      expect(within(kofi).getByRole('button', { name: 'Edit Kofi Boateng' })).toBeTruthy();
    } finally {
      setViewportWidth(DESKTOP_WIDTH);
    }
  });
});
