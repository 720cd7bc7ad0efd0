import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp, testProfile } from '../../test/render';
import { initialsOf, TopBar } from './top-bar';

describe('TopBar', () => {
  it('shows the first two letters of the name in capitals, the name and the role, linking to /profile', () => {
    renderApp(<TopBar menuOpen={false} onOpenMenu={() => undefined} />, {
      profile: testProfile({ name: 'kwame Boateng', role: 'Manager' }),
    });
    expect(screen.getByTestId('avatar').textContent).toBe('KW');
    const link = screen.getByRole('link', { name: /kwame Boateng/ });
    expect(link.getAttribute('href')).toBe('/profile');
    expect(link.textContent).toContain('kwame Boateng');
    expect(link.textContent).toContain('Manager');
    expect(screen.getByText('Dashboard')).toBeTruthy();
    expect(screen.getByTestId('top-bar-name').textContent).toBe('kwame Boateng');
    expect(screen.getByTestId('business-name').textContent).toBe('Mensah Properties');
    expect(screen.getByTestId('top-bar-business').textContent).toBe('Mensah Properties');
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('fetches the profile when it is missing, with the business name', async () => {
    mockFetch({
      'GET /api/view/profile_info': {
        body: testProfile({ name: 'Esi Owusu', account: { _id: 'acc-2', name: 'Owusu Fleet' } }),
      },
    });
    renderApp(<TopBar menuOpen={false} onOpenMenu={() => undefined} />);
    expect(await screen.findByText('ES')).toBeTruthy();
    expect(screen.getByTestId('business-name').textContent).toBe('Owusu Fleet');
  });

  it('computes initials from any name', () => {
    expect(initialsOf('Ama Mensah')).toBe('AM');
    expect(initialsOf('  li')).toBe('LI');
    expect(initialsOf('J')).toBe('J');
    expect(initialsOf(undefined)).toBe('');
  });
});
