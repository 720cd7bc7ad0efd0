import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import type { Alert } from '../../../../shared/schemas/reminders';
import { ALERT_FEED, testAlert } from '../../../test/alert-data';
import { callsTo, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { AlertsBell } from './alerts-bell';
import { NeedsAttentionPanel } from './needs-attention-panel';

function renderPanel(module: 'apartments' | 'vehicles', reply: MockReply = { body: ALERT_FEED }) {
  const fetchMock = mockFetch({ [`GET ${api.alerts}`]: reply });
  const view = renderApp(<NeedsAttentionPanel module={module} />, { profile: testProfile() });
  return { ...view, fetchMock };
}

const panel = () => screen.getByRole('region', { name: 'Needs attention' });
const items = () => within(panel()).getAllByRole('listitem');

describe("Dashboard 'Needs attention' panel (docs/reminders.md §3)", () => {
  it('shows its own module’s alerts with severity, a link to the record, the message and due date', async () => {
    renderPanel('apartments');
    await within(panel()).findByText('Ama Mensah');
    expect(items().map((item) => item.textContent)).toEqual([
      'OverdueAma Mensah₵1,600.00 in arrears for Flat A1, East Legon, 40 days overdueDue 2026-01-01',
      'SoonKojo AntwiLease of Room 4, Adenta ends on 2026-12-31, in 37 daysDue 2026-12-31',
    ]);
    expect(within(panel()).getByRole('link', { name: 'Ama Mensah' }).getAttribute('href')).toBe(
      routes.tenant('rent-1'),
    );
    // Overdue red, soon yellow.
    expect(within(items()[0] as HTMLElement).getByText('Overdue').className).toContain('bg-red-100');
    expect(within(items()[1] as HTMLElement).getByText('Soon').className).toContain('bg-yellow-100');
    expect(within(panel()).getByRole('link', { name: 'See all (2)' }).getAttribute('href')).toBe(
      '/alerts?module=apartments',
    );
  });

  it('shows the five most urgent of the vehicles, in the feed’s order, and how many there are', async () => {
    const more: Alert[] = [1, 2, 3].map((n) =>
      testAlert({
        kind: 'hire_arrears',
        severity: 'soon',
        subject: { type: 'contract', _id: `con-${n + 1}`, label: `Hirer ${n}`, vehicleId: 'veh-1' },
        dueDate: `2027-02-0${n}`,
        message: `Behind ${n}`,
      }),
    );
    renderPanel('vehicles', { body: [...ALERT_FEED, ...more] });
    await within(panel()).findByText('GT 5678-22 · Nissan Urvan');
    expect(items()).toHaveLength(5);
    expect(items().map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual([
      'GT 5678-22 · Nissan Urvan',
      'GR 1234-21 · Kofi Boateng',
      'GR 1234-21 · Yaw Darko',
      'GR 1234-21 · Toyota Corolla',
      'Hirer 1',
    ]);
    // Papers never recorded have no date; each subject opens where it is fixed.
    expect(items()[0]?.textContent).toContain('No date');
    expect(
      within(panel()).getByRole('link', { name: 'GR 1234-21 · Kofi Boateng' }).getAttribute('href'),
    ).toBe(routes.contract('con-1'));
    expect(
      within(panel()).getByRole('link', { name: 'GT 5678-22 · Nissan Urvan' }).getAttribute('href'),
    ).toBe(routes.vehicle('veh-2'));
    expect(within(panel()).getByRole('link', { name: 'See all (7)' }).getAttribute('href')).toBe(
      '/alerts?module=vehicles',
    );
  });

  it('says calmly when nothing needs attention, without a See all link', async () => {
    renderPanel('apartments', { body: ALERT_FEED.filter((alert) => alert.kind === 'service_due') });
    expect(await within(panel()).findByText('Nothing needs attention.')).toBeTruthy();
    expect(within(panel()).queryByRole('link')).toBeNull();
  });

  it('says so when the alerts could not be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPanel('vehicles', { status: 500, body: { message: 'Internal server error' } });
    expect(await within(panel()).findByText('The alerts could not be loaded.')).toBeTruthy();
  });

  it('shares one request with the bell', async () => {
    const fetchMock = mockFetch({ [`GET ${api.alerts}`]: { body: ALERT_FEED } });
    renderApp(
      <>
        <AlertsBell />
        <NeedsAttentionPanel module="apartments" />
        <NeedsAttentionPanel module="vehicles" />
      </>,
      { profile: testProfile() },
    );
    expect(await screen.findByRole('link', { name: 'Alerts, 6 need attention' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('region', { name: 'Needs attention' })).toHaveLength(2));
    expect(callsTo(fetchMock, 'GET', api.alerts)).toHaveLength(1);
  });
});
