import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import { TopBar } from '../../../app/layout/top-bar';
import { ALERT_FEED, testAlert } from '../../../test/alert-data';
import { mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { AlertsBell, bellLabel } from './alerts-bell';

describe('Alerts bell (docs/reminders.md §3)', () => {
  it('counts the alerts of every module and links to /alerts', async () => {
    mockFetch({ [`GET ${api.alerts}`]: { body: ALERT_FEED } });
    renderApp(<AlertsBell />, { profile: testProfile() });
    const bell = await screen.findByRole('link', { name: 'Alerts, 6 need attention' });
    expect(bell.getAttribute('href')).toBe(routes.alerts);
    expect(screen.getByTestId('alert-count').textContent).toBe('6');
  });

  it('does not count news: an online payment received is in the feed, not in the number', async () => {
    const received = testAlert({
      kind: 'rent_paid_online',
      severity: 'info',
      message: 'Online payment received',
    });
    mockFetch({ [`GET ${api.alerts}`]: { body: [...ALERT_FEED, received] } });
    renderApp(<AlertsBell />, { profile: testProfile() });
    await screen.findByRole('link', { name: 'Alerts, 6 need attention' });
    expect(screen.getByTestId('alert-count').textContent).toBe('6');
  });

  it('hides the count when nothing needs attention', async () => {
    mockFetch({ [`GET ${api.alerts}`]: { body: [] } });
    renderApp(<AlertsBell />, { profile: testProfile() });
    expect(await screen.findByRole('link', { name: 'Alerts, none need attention' })).toBeTruthy();
    expect(screen.queryByTestId('alert-count')).toBeNull();
  });

  it('shows 99+ beyond 99, and names one alert in the singular', async () => {
    expect(bellLabel(undefined)).toBe('Alerts');
    expect(bellLabel(1)).toBe('Alerts, 1 needs attention');
    mockFetch({ [`GET ${api.alerts}`]: { body: Array.from({ length: 120 }, () => testAlert()) } });
    renderApp(<AlertsBell />, { profile: testProfile() });
    await screen.findByRole('link', { name: 'Alerts, 120 need attention' });
    expect(screen.getByTestId('alert-count').textContent).toBe('99+');
  });

  it('is in the top bar, before the profile link', async () => {
    mockFetch({ [`GET ${api.alerts}`]: { body: ALERT_FEED.slice(0, 2) } });
    renderApp(<TopBar menuOpen={false} onOpenMenu={() => undefined} />, { profile: testProfile() });
    const bell = await screen.findByRole('link', { name: 'Alerts, 2 need attention' });
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
    expect(screen.getAllByRole('link')).toEqual([bell, screen.getByRole('link', { name: /Ama Mensah/ })]);
  });
});
