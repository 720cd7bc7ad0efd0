import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../../../../shared/dates';
import { api, routes } from '../../../../shared/paths';
import { ALERT_FEED } from '../../../test/alert-data';
import { mockFetch } from '../../../test/fetch-mock';
import {
  testBoard,
  testBoardRow,
  testContract,
  testRental,
  testVehicle,
  testWorkAndPay,
} from '../../../test/hire-data';
import { renderApp, testProfile } from '../../../test/render';
import { hireScreens } from '../../hire';
import { VehicleDashboardScreen } from './vehicle-dashboard-screen';

const day = today();

// The hire tiles are loaded on demand (React.lazy): loaded before the tests, a busy machine does not
// make a test wait for the module instead of the screen.
beforeAll(async () => {
  await hireScreens.dashboard();
});

function renderDashboard(
  contracts = [
    testContract({ arrears: 300, endDate: addDays(day, 40) }),
    testWorkAndPay({ arrears: 1000.5, endDate: addDays(day, 30) }),
    testRental({ arrears: 0, endDate: addDays(day, 3) }),
    // Not active: its arrears and end date are left out.
    testContract({ _id: 'con-9', status: 'terminated', arrears: 999, endDate: addDays(day, 1) }),
  ],
) {
  const fetchMock = mockFetch({
    [`GET ${api.vehicles}`]: {
      body: [testVehicle(), testVehicle({ _id: 'veh-2', vehiceType: 'bus', vehicleType: 'bus' })],
    },
    [`GET ${api.contracts}`]: { body: contracts },
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

const tile = (label: string) =>
  within(screen.getByRole('region', { name: 'Hire figures' })).getByText(label, { exact: true })
    .parentElement;

describe('Vehicle dashboard: hire (hire.md §4)', () => {
  it('keeps the vehicle counts and adds Collected today, Arrears and Active contracts', async () => {
    renderDashboard();
    expect(await screen.findByRole('region', { name: 'Vehicle counts' })).toBeTruthy();
    expect(screen.getByText('Total Vehicles').parentElement?.textContent).toContain('2');
    await screen.findByRole('region', { name: 'Hire figures' });
    expect(
      await within(screen.getByRole('region', { name: 'Hire figures' })).findByText('₵1,150.00'),
    ).toBeTruthy();
    expect(tile('Collected today')?.textContent).toContain('₵1,150.00');
    expect(tile('Arrears')?.textContent).toContain('₵1,300.50');
    expect(tile('Active contracts')?.textContent).toContain('3');
  });

  it('lists the active contracts ending within 30 days, soonest first, each linking to its page', async () => {
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
    renderDashboard([testContract()]);
    expect(await screen.findByText('No contract ends in the next 30 days.')).toBeTruthy();
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
});
