import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import type { ApartmentDashboard } from '../../../../shared/schemas/dashboards';
import { ALERT_FEED } from '../../../test/alert-data';
import { callsTo, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { ApartmentDashboardScreen } from './apartment-dashboard-screen';

const FIGURES: ApartmentDashboard = {
  total: 9,
  occupied: 5,
  vacant: 3,
  monthlyRevenue: 7500.5,
  arrears: 1000.3,
  collectedThisMonth: 500.15,
  month: '2026-11',
  units: [
    {
      _id: 'u1',
      title: 'A1',
      location: 'East Legon',
      price: 1500,
      status: 'Occupied',
      tenant: 'Kofi Asante',
    },
    { _id: 'u2', title: 'B2', location: 'Adenta', price: 900, status: 'Available', tenant: '' },
  ],
};

/** The dashboard with the server's figures (or another answer), recording every URL it asks for. */
function renderDashboard(figures: MockReply = { body: FIGURES }) {
  const asked = mockFetch({
    [`GET ${api.dashboardApartments}`]: figures,
    [`GET ${api.alerts}`]: { body: ALERT_FEED },
  });
  renderApp(<ApartmentDashboardScreen />, { path: routes.apartmentsDashboard, profile: testProfile() });
  return asked;
}

const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Apartment figures' })).getByText(label, { exact: true })
    .parentElement?.textContent;

describe('Apartment dashboard', () => {
  it('shows the figures the server added up, in GHC, and downloads no list', async () => {
    const asked = renderDashboard();
    await screen.findByRole('region', { name: 'Apartment figures' });
    expect(figure('Total Units')).toBe('Total Units9');
    expect(figure('Occupied')).toBe('Occupied5');
    expect(figure('Vacant')).toBe('Vacant3');
    expect(figure('Monthly Revenue')).toBe('Monthly RevenueGHC 7,500.50');
    expect(figure('Arrears')).toBe('ArrearsGHC 1,000.30');
    expect(figure('Collected this month')).toBe('Collected this monthGHC 500.15');
    await screen.findByRole('region', { name: 'Needs attention' });
    for (const list of [api.apartments, api.rentRecords, api.payments]) {
      expect(callsTo(asked, 'GET', list)).toHaveLength(0);
    }
    expect(callsTo(asked, 'GET', api.dashboardApartments)).toHaveLength(1);
  });

  it("shows the server's first units as cards", async () => {
    renderDashboard();
    const heading = await screen.findByRole('heading', { name: 'Unit A1' });
    const card = heading.closest('article') as HTMLElement;
    expect(within(card).getByText('Occupied')).toBeTruthy();
    expect(within(card).getByText('Tenant: Kofi Asante')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Unit B2' })).toBeTruthy();
    expect(screen.queryByText(/^Tenant: $/)).toBeNull();
  });

  it('says there are no units when the business has none', async () => {
    renderDashboard({ body: { ...FIGURES, total: 0, occupied: 0, vacant: 0, units: [] } });
    await screen.findByRole('region', { name: 'Apartment figures' });
    expect(screen.getByText('No apartment data available.')).toBeTruthy();
  });

  it('offers to try again when the figures could not be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderDashboard({ status: 500, body: { message: 'Something went wrong' } });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Apartment figures' })).toBeNull();
  });

  it("shows the leases and rent arrears that need attention, each linking to the tenant's page", async () => {
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Needs attention' });
    expect(await within(panel).findByRole('link', { name: 'Ama Mensah' })).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: 'Kojo Antwi' }).getAttribute('href')).toBe(
      routes.tenant('rent-2'),
    );
    expect(within(panel).getByRole('link', { name: 'See all (2)' }).getAttribute('href')).toBe(
      '/alerts?module=apartments',
    );
  });
});
