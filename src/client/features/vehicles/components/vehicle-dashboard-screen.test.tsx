import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, today } from '../../../../shared/dates';
import { api, routes } from '../../../../shared/paths';
import type { FleetDashboard } from '../../../../shared/schemas/dashboards';
import type { FleetProfit } from '../../../../shared/schemas/reports';
import { ALERT_FEED } from '../../../test/alert-data';
import { callsTo, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { testBoard, testBoardRow, testVehicle } from '../../../test/hire-data';
import { renderApp, testProfile } from '../../../test/render';
import { hireScreens } from '../../hire';
import { VehicleDashboardScreen } from './vehicle-dashboard-screen';

const day = today();

// The hire tiles are loaded on demand (React.lazy): loaded before the tests, a busy machine does not
// make a test wait for the module instead of the screen.
beforeAll(async () => {
  await hireScreens.dashboard();
  // recharts is a large module to transform the first time: not inside a test's wait.
  await import('../../../components/charts/drawn-chart');
}, 30_000);

const row = (key: string, income: number, expenses: number) => ({
  key,
  label: key,
  income,
  expenses,
  profit: Math.round((income - expenses) * 100) / 100,
});

const PROFIT: FleetProfit = {
  months: [
    { month: '2025-12', income: 1500.5, expenses: 200 },
    ...Array.from({ length: 10 }, (_, index) => ({
      month: `2026-${String(index + 1).padStart(2, '0')}`,
      income: 0,
      expenses: index === 4 ? 99.99 : 0,
    })),
    { month: '2026-11', income: 3000, expenses: 1250.25 },
  ],
  year: '2026',
  top: [row('GR 1-26', 9000, 1000.5), row('GR 2-26', 500, 0)],
  bottom: [row('GR 2-26', 500, 0), row('GR 1-26', 9000, 1000.5)],
};

const FLEET: FleetDashboard = {
  total: 9,
  byType: { 'commercial car': 1, 'luxury car': 0, taxi: 5, truck: 1, bus: 2 },
  vehicles: [testVehicle(), testVehicle({ _id: 'veh-2', vehiceType: 'bus', vehicleType: 'bus' })],
  hire: {
    active: 3,
    arrears: 1300.5,
    ending: [
      {
        _id: 'con-3',
        hirerName: 'Esi Quaye',
        vehicleRegNum: 'GE 4321-23',
        type: 'rental',
        endDate: addDays(day, 3),
      },
      {
        _id: 'con-2',
        hirerName: 'Yaw Darko',
        vehicleRegNum: 'GT 5678-22',
        type: 'work_and_pay',
        endDate: addDays(day, 30),
      },
    ],
  },
};

function renderDashboard(fleet: MockReply = { body: FLEET }, profit: MockReply = { body: PROFIT }) {
  const fetchMock = mockFetch({
    [`GET ${api.dashboardFleet}`]: fleet,
    [`GET ${api.dashboardFleetProfit}`]: profit,
    [`GET ${api.alerts}`]: { body: ALERT_FEED },
    [`GET ${api.hireToday}`]: {
      body: testBoard([testBoardRow({ paidThatDay: 150 }), testBoardRow({ paidThatDay: 1000 })], day),
    },
  });
  const view = renderApp(<VehicleDashboardScreen />, {
    path: routes.vehiclesDashboard,
    profile: testProfile(),
  });
  return { ...view, fetchMock };
}

const tile = (region: string, label: string) =>
  within(screen.getByRole('region', { name: region })).getByText(label, { exact: true }).parentElement;

describe('Vehicle dashboard', () => {
  it("shows the server's counts by type and hire figures, and downloads no list", async () => {
    const { fetchMock } = renderDashboard();
    expect(await screen.findByRole('region', { name: 'Vehicle counts' })).toBeTruthy();
    expect(tile('Vehicle counts', 'Total Vehicles')?.textContent).toContain('9');
    expect(tile('Vehicle counts', 'Taxis')?.textContent).toContain('5');
    expect(tile('Vehicle counts', 'Buses')?.textContent).toContain('2');
    expect(tile('Vehicle counts', 'Luxury Cars')?.textContent).toContain('0');
    await screen.findByRole('region', { name: 'Hire figures' });
    expect(
      await within(screen.getByRole('region', { name: 'Hire figures' })).findByText('₵1,150.00'),
    ).toBeTruthy();
    expect(tile('Hire figures', 'Collected today')?.textContent).toContain('₵1,150.00');
    expect(tile('Hire figures', 'Arrears')?.textContent).toContain('₵1,300.50');
    expect(tile('Hire figures', 'Active contracts')?.textContent).toContain('3');
    for (const list of [api.vehicles, api.contracts]) expect(callsTo(fetchMock, 'GET', list)).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET', api.dashboardFleet)).toHaveLength(1);
  });

  it("shows the server's first vehicles as cards, and a link to all when there are more", async () => {
    renderDashboard();
    const section = (await screen.findByRole('heading', { name: 'Vehicles' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'View all vehicles' }).getAttribute('href')).toBe(
      routes.vehicles,
    );
  });

  it('lists the active contracts ending within 30 days as the server orders them, each linking to its page', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Contracts ending within 30 days' });
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Esi Quaye · GE 4321-23 · RentalEnds ${addDays(day, 3)}`,
      `Yaw Darko · GT 5678-22 · Work and payEnds ${addDays(day, 30)}`,
    ]);
    expect(within(card).getByRole('link', { name: 'Esi Quaye' }).getAttribute('href')).toBe(
      routes.contract('con-3'),
    );
  });

  it('says so when no contract ends soon', async () => {
    renderDashboard({ body: { ...FLEET, hire: { ...FLEET.hire, ending: [] } } });
    expect(await screen.findByText('No contract ends in the next 30 days.')).toBeTruthy();
  });

  it('offers to try again when the figures could not be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderDashboard({ status: 500, body: { message: 'Something went wrong' } });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Hire figures' })).toBeNull();
  });

  it("shows the fleet's alerts in the 'Needs attention' panel, not the apartments'", async () => {
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Needs attention' });
    await within(panel).findByText('GT 5678-22 · Nissan Urvan');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    expect(within(panel).queryByText('Ama Mensah')).toBeNull();
    expect(within(panel).getByRole('link', { name: 'See all (4)' }).getAttribute('href')).toBe(
      '/alerts?module=vehicles',
    );
  });

  it('draws the income and costs by month and the most and least profitable vehicles after the cards, with their numbers', async () => {
    renderDashboard();
    const months = await screen.findByRole('table', { name: 'Income and costs' });
    const rows = within(months)
      .getAllByRole('row')
      .map((each) => each.textContent);
    expect(rows).toHaveLength(13);
    expect(rows[0]).toBe('MonthIncomeExpenses');
    expect(rows[1]).toBe('Dec 25GHC 1,500.50GHC 200.00');
    expect(rows[6]).toBe('May 26GHC 0.00GHC 99.99');
    expect(rows[12]).toBe('Nov 26GHC 3,000.00GHC 1,250.25');
    const top = screen.getByRole('table', { name: 'Most profitable vehicles 2026' });
    expect(
      within(top)
        .getAllByRole('row')
        .map((each) => each.textContent),
    ).toEqual(['VehicleProfit', 'GR 1-26GHC 7,999.50', 'GR 2-26GHC 500.00']);
    const bottom = screen.getByRole('table', { name: 'Least profitable vehicles 2026' });
    expect(
      within(bottom)
        .getAllByRole('row')
        .map((each) => each.textContent),
    ).toEqual(['VehicleProfit', 'GR 2-26GHC 500.00', 'GR 1-26GHC 7,999.50']);
    const vehicles = screen.getByRole('heading', { name: 'Vehicles' });
    expect(vehicles.compareDocumentPosition(months) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says so instead of drawing empty charts for a fleet with no money yet', async () => {
    renderDashboard(undefined, {
      body: {
        ...PROFIT,
        months: PROFIT.months.map((month) => ({ ...month, income: 0, expenses: 0 })),
        top: [row('GR 3-26', 0, 0)],
        bottom: [row('GR 3-26', 0, 0)],
      },
    });
    expect(await screen.findByText('No remittances or costs in the last 12 months.')).toBeTruthy();
    expect(screen.getAllByText('No vehicle has income or costs this year.')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the figures when only the charts could not be loaded, with a way to try again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderDashboard(undefined, { status: 500, body: { message: 'Something went wrong' } });
    expect(await screen.findByText('The charts could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Vehicle counts' })).toBeTruthy();
  });
});
