import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { today } from '../../../../shared/dates';
import { api, routes } from '../../../../shared/paths';
import { ALERT_FEED } from '../../../test/alert-data';
import { type MockReply, mockFetch } from '../../../test/fetch-mock';
import { testApartment, testPayment, testRentRecord } from '../../../test/ledger-data';
import { renderApp, testProfile } from '../../../test/render';
import { ApartmentDashboardScreen } from './apartment-dashboard-screen';

/** The same day of the month one month before `day` (a date outside this month). */
const lastMonth = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12-15` : `${year}-${String(month - 1).padStart(2, '0')}-15`;
};

/** Two payments dated today and one last month, unless the payments answer otherwise. */
function renderDashboard(paymentsReply?: MockReply) {
  const day = today();
  mockFetch({
    [`GET ${api.apartments}`]: { body: [testApartment({ status: 'Occupied', price: 1500 })] },
    [`GET ${api.rentRecords}`]: {
      body: [
        testRentRecord({ _id: 'r1', arrears: 1000.1 }),
        testRentRecord({ _id: 'r2', arrears: 0.2 }),
        testRentRecord({ _id: 'r3', arrears: 0 }),
      ],
    },
    [`GET ${api.alerts}`]: { body: ALERT_FEED },
    [`GET ${api.payments}`]: paymentsReply ?? {
      body: [
        testPayment({ _id: 'p1', date: day, amountPaid: 500.05 }),
        testPayment({ _id: 'p2', date: `${day}T08:00:00.000Z`, amountPaid: 0.1 }),
        testPayment({ _id: 'p3', date: lastMonth(day), amountPaid: 9999 }),
      ],
    },
  });
  return renderApp(<ApartmentDashboardScreen />, {
    path: routes.apartmentsDashboard,
    profile: testProfile(),
  });
}

const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Apartment figures' })).getByText(label, { exact: true })
    .parentElement?.textContent;

describe('Apartment dashboard: the ledger cards', () => {
  it("shows the rent records' arrears and the payments dated this month (Africa/Accra), in GHC", async () => {
    renderDashboard();
    await screen.findByRole('region', { name: 'Apartment figures' });
    await vi.waitFor(() => expect(figure('Arrears')).toBe('ArrearsGHC 1,000.30'));
    await vi.waitFor(() => expect(figure('Collected this month')).toBe('Collected this monthGHC 500.15'));
    // The spec's four cards stay.
    expect(figure('Monthly Revenue')).toBe('Monthly RevenueGHC 1,500.00');
  });

  it('shows a dash when the payments could not be loaded, and keeps the rest', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderDashboard({ status: 403, body: { message: 'You do not have permission to do this' } });
    await screen.findByRole('region', { name: 'Apartment figures' });
    await vi.waitFor(() => expect(figure('Collected this month')).toBe('Collected this month—'));
    await vi.waitFor(() => expect(figure('Arrears')).toBe('ArrearsGHC 1,000.30'));
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
