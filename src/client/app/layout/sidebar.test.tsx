import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../shared/constants';
import { authKeys } from '../../features/auth';
import { queueRecord } from '../../lib/offline/outbox';
import { callsTo, mockFetch } from '../../test/fetch-mock';
import { renderApp, testProfile } from '../../test/render';
import { Sidebar } from './sidebar';
import { ADMIN_APARTMENT_LINKS } from './test-data';

function renderSidebar(
  role: Role,
  url = '/apartments/dashboard',
  variant: 'apartment' | 'vehicle' = 'apartment',
) {
  return renderApp(<Sidebar variant={variant} open={false} onClose={() => undefined} />, {
    path: '*',
    url,
    profile: testProfile({ role }),
  });
}

/** The sections' links (the Outbox link sits apart, above Logout). */
const linkNames = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

async function queuePayments(count: number) {
  for (let index = 0; index < count; index += 1) {
    await queueRecord({
      key: `payment-${index}`,
      kind: 'payment',
      url: '/api/apartment/add_payment',
      body: { tenant: 'tenancy-1', amountPaid: 100, Date: '2026-11-28', method: 'Cash' },
      summary: 'Kofi Boateng (A1)',
      subjectId: 'tenancy-1',
      amount: 100,
      date: '2026-11-28',
    });
  }
}

describe('Sidebar', () => {
  it('shows the apartment sections and Settings to an Admin', () => {
    renderSidebar('Admin');
    expect(screen.getByText('Property Manager')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Management' })).toBeTruthy();
    expect(linkNames()).toEqual(ADMIN_APARTMENT_LINKS);
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('hides Settings from Staff and Managers', () => {
    renderSidebar('Staff');
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Management' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import from Excel' })).toBeNull();
    expect(linkNames()).toContain('Payments');
  });

  it('hides Settings from Managers in the vehicle sidebar too', () => {
    renderSidebar('Manager', '/vehicles/dashboard', 'vehicle');
    expect(linkNames()).toEqual([
      'Dashboard',
      'Vehicles',
      'Maintenance',
      'Contracts',
      'Remittances',
      'Compliance',
      'Expenses',
      'Reports',
      'Alerts',
      'Go To Apartment Dashboard',
      // Import from Excel is for Admins and Managers (docs/insight.md §4).
      'Import from Excel',
    ]);
  });

  it('marks Contracts on a contract page and its edit screen, Remittances on a vehicle receipt, Vehicles on a vehicle page', () => {
    for (const [url, current] of [
      ['/vehicles/contracts', 'Contracts'],
      ['/vehicle/add_contract', 'Contracts'],
      ['/vehicle/edit_contract/c1', 'Contracts'],
      ['/vehicle/contract/c1', 'Contracts'],
      ['/vehicles/remittances', 'Remittances'],
      ['/vehicle/receipt/r1', 'Remittances'],
      ['/vehicle/view/v1', 'Vehicles'],
      ['/vehicles/compliance', 'Compliance'],
    ] as const) {
      const view = renderSidebar('Admin', url, 'vehicle');
      const marked = screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page');
      expect(
        marked.map((link) => link.textContent),
        url,
      ).toEqual([current]);
      view.unmount();
    }
  });

  it('marks the current section, including its add and edit screens', () => {
    renderSidebar('Admin', '/apartment/edit/abc');
    expect(screen.getByRole('link', { name: 'Properties' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('logs out: POST /api/logout, the profile is cleared and the user lands on /', async () => {
    const fetchMock = mockFetch({ 'POST /api/logout': { body: { message: 'Logged out' } } });
    const { user, router, queryClient } = renderSidebar('Admin');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, 'POST', '/api/logout')).toHaveLength(1);
    expect(queryClient.getQueryData(authKeys.profile())).toBeNull();
  });

  it('only logs a failed logout (a warning, no toast) and stays', async () => {
    mockFetch({ 'POST /api/logout': { status: 500, body: { message: 'Database down' } } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, router } = renderSidebar('Admin');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/apartments/dashboard');
    expect(screen.queryByText('Database down')).toBeNull();
  });

  it('always has an Outbox link, with the number of records it holds', async () => {
    renderSidebar('Staff');
    expect(screen.getByRole('link', { name: 'Outbox' }).getAttribute('href')).toBe('/outbox');
    await queuePayments(2);
    expect((await screen.findByRole('link', { name: 'Outbox: 2' })).getAttribute('href')).toBe('/outbox');
  });

  it('asks before signing out loses the records waiting to be sent, and stays on Cancel', async () => {
    const fetchMock = mockFetch({ 'POST /api/logout': { body: { message: 'Logged out' } } });
    const { user, router } = renderSidebar('Admin');
    await queuePayments(3);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    expect(
      within(dialog).getByText('3 records have not been sent and will be lost. Sign out anyway?'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/logout')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/apartments/dashboard');
  });

  it('signs out after "Sign out anyway", with the sentence for one record', async () => {
    const fetchMock = mockFetch({ 'POST /api/logout': { body: { message: 'Logged out' } } });
    const { user, router } = renderSidebar('Admin');
    await queuePayments(1);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    expect(
      within(dialog).getByText('1 record has not been sent and will be lost. Sign out anyway?'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, 'POST', '/api/logout')).toHaveLength(1);
  });
});
