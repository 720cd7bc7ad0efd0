import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACT_220_WARNING } from '../../../../shared/ledger';
import { api, routes } from '../../../../shared/paths';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { testApartment, testRentRecord } from '../../../test/ledger-data';
import { listRequests, servedList } from '../../../test/paged';
import { renderApp, testProfile } from '../../../test/render';
import { EditTenantScreen } from './edit-tenant-screen';

const STORED = testRentRecord({ billing: 'monthly', noOfMonthsRented: 12 });

const UNITS = [
  testApartment({ _id: 'apt-1', title: 'Flat 2A', location: 'East Legon', status: 'Occupied' }),
  testApartment({ _id: 'apt-3', title: 'Flat 3', location: 'Osu', price: 2000, status: 'Available' }),
];

function renderEdit() {
  const fetchMock = mockFetch({
    [`GET ${api.rentRecord('rent-1')}`]: { body: { data: STORED } },
    [`GET ${api.apartments}`]: servedList(UNITS, (unit) => `${unit.title} ${unit.location}`),
    [`GET ${api.apartment('apt-1')}`]: { body: UNITS[0] },
    [`PUT ${api.editRentRecord('rent-1')}`]: { body: { data: STORED } },
  });
  const view = renderApp(<EditTenantScreen />, {
    path: `${routes.editTenant('')}:id`,
    url: routes.editTenant('rent-1'),
    profile: testProfile(),
  });
  return { ...view, fetchMock };
}

describe('Edit tenant: unit and billing', () => {
  it('shows the stored unit and billing, warns only for advance billing, and sends both back', async () => {
    const { user, fetchMock } = renderEdit();
    const picker = (await screen.findByRole('combobox', { name: 'Unit' })) as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe('Flat 2A, East Legon (Occupied)'));
    expect((screen.getByLabelText('Billing') as HTMLSelectElement).value).toBe('monthly');
    // Twelve months billed monthly: nothing in advance beyond the month.
    expect(screen.queryByText(ACT_220_WARNING)).toBeNull();
    await user.selectOptions(screen.getByLabelText('Billing'), 'advance');
    expect(screen.getByText(ACT_220_WARNING)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Billing'), 'monthly');
    expect(screen.queryByText(ACT_220_WARNING)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Update Tenant' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', api.editRentRecord('rent-1'))).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT', api.editRentRecord('rent-1'))[0]?.body).toMatchObject({
      apartmentId: 'apt-1',
      billing: 'monthly',
      totalAmount: 9200,
    });
  });

  it('moves the tenancy to another unit: its room and price, the total recomputed', async () => {
    const { user, fetchMock } = renderEdit();
    const picker = (await screen.findByRole('combobox', { name: 'Unit' })) as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe('Flat 2A, East Legon (Occupied)'));
    await user.click(picker);
    await user.click(screen.getByRole('option', { name: 'Flat 3, Osu (Available)' }));
    expect((screen.getByLabelText(/^Total Amount/) as HTMLInputElement).value).toBe('24200.00');
    await user.click(screen.getByRole('button', { name: 'Update Tenant' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', api.editRentRecord('rent-1'))).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT', api.editRentRecord('rent-1'))[0]?.body).toMatchObject({
      apartmentId: 'apt-3',
      roomDescription: 'Flat 3, Osu',
      monthlyPrice: 2000,
      totalAmount: 24200,
    });
  });

  it('shows the held unit by its own record when it is not among the first matches, and searches units on the server', async () => {
    const fetchMock = mockFetch({
      [`GET ${api.rentRecord('rent-1')}`]: { body: { data: STORED } },
      // The first page of units (by title) does not hold apt-1.
      [`GET ${api.apartments}`]: servedList([UNITS[1]], (unit) => unit?.title ?? ''),
      [`GET ${api.apartment('apt-1')}`]: { body: UNITS[0] },
    });
    renderApp(<EditTenantScreen />, {
      path: `${routes.editTenant('')}:id`,
      url: routes.editTenant('rent-1'),
      profile: testProfile(),
    });
    const picker = (await screen.findByRole('combobox', { name: 'Unit' })) as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe('Flat 2A, East Legon (Occupied)'));
    expect(listRequests(fetchMock, api.apartments)).toEqual([
      { page: '1', pageSize: '10', sort: 'title', order: 'asc' },
    ]);
  });
});
