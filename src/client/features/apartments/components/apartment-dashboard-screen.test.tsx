import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
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
  maintenance: 1,
  collections: [
    { month: '2025-12', collected: 1200.5, due: 0 },
    ...Array.from({ length: 10 }, (_, index) => ({
      month: `2026-${String(index + 1).padStart(2, '0')}`,
      collected: 0,
      due: index === 9 ? 3000.25 : 0,
    })),
    { month: '2026-11', collected: 500.15, due: 1250.5 },
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
  // recharts is a large module to transform the first time: not inside the first test's wait.
  beforeAll(() => import('../../../components/charts/drawn-chart'), 30_000);

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

  it('draws the collections and the occupancy after the units, each with its numbers as a table', async () => {
    renderDashboard();
    const collections = await screen.findByRole('table', { name: 'Collections' });
    const rows = within(collections)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toHaveLength(13);
    expect(rows[0]).toBe('MonthCollectedFallen due');
    expect(rows[1]).toBe('Dec 25GHC 1,200.50GHC 0.00');
    expect(rows[11]).toBe('Oct 26GHC 0.00GHC 3,000.25');
    expect(rows[12]).toBe('Nov 26GHC 500.15GHC 1,250.50');
    const occupancy = screen.getByRole('table', { name: 'Occupancy' });
    expect(
      within(occupancy)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['StatusUnits', 'Occupied5', 'Vacant3', 'Maintenance1']);
    // After the stat cards and the units' cards (docs/design.md).
    const units = screen.getByRole('heading', { name: 'Apartment Units' });
    expect(units.compareDocumentPosition(collections) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says so instead of drawing empty charts for a business with nothing yet', async () => {
    renderDashboard({
      body: {
        ...FIGURES,
        total: 0,
        occupied: 0,
        vacant: 0,
        maintenance: 0,
        units: [],
        collections: FIGURES.collections.map((month) => ({ ...month, collected: 0, due: 0 })),
      },
    });
    expect(
      await screen.findByText('No rent has fallen due or been collected in the last 12 months.'),
    ).toBeTruthy();
    expect(screen.getByText('No units yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
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
