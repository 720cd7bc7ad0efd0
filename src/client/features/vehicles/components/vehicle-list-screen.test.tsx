import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import type { VehicleRecord } from '../../../../shared/schemas/vehicles';
import { mockFetch } from '../../../test/fetch-mock';
import { testVehicle } from '../../../test/hire-data';
import { renderApp, testProfile } from '../../../test/render';
import { VehicleListScreen } from './vehicle-list-screen';

/** The server's answer to a page request: the vehicles given as one page, `total` as many as there are. */
const pageOf =
  (vehicles: VehicleRecord[], total = vehicles.length) =>
  (_init: RequestInit, url: string) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const pageSize = Number(query.get('pageSize'));
    return {
      body: {
        items: vehicles.slice(0, pageSize),
        total,
        page: Number(query.get('page')),
        pageSize,
        totals: {},
      },
    };
  };

function renderList() {
  mockFetch({
    [`GET ${api.vehicles}`]: pageOf([
      testVehicle({ licenseNumExp: '2020-01-31T00:00:00.000Z' }),
      testVehicle({
        _id: 'veh-2',
        vehicleRegNum: 'GT 5678-22',
        driverName: 'Yaw Darko',
        contactDetails: { phone: '', location: 'Tema' },
      }),
    ]),
  });
  return renderApp(<VehicleListScreen />, {
    path: routes.vehicles,
    profile: testProfile({ account: { _id: 'acc-1', name: 'Owusu Fleet' } }),
  });
}

describe('Vehicle list: WhatsApp to the driver', () => {
  it('offers a message to each driver with a phone, about the vehicle and an expired licence', async () => {
    renderList();
    const card = await screen.findByRole('article', { name: 'Toyota Corolla GR 1234-21' });
    const link = within(card).getByRole('link', { name: 'WhatsApp Kofi Boateng, the driver of GR 1234-21' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/233241112233');
    expect(href.searchParams.get('text')).toBe(
      'Hello Kofi Boateng, this is Owusu Fleet about GR 1234-21. Your driving licence expired on 2020-01-31: ' +
        'please renew it and send us a copy. Thank you.',
    );
    const noPhone = screen.getByRole('article', { name: 'Toyota Corolla GT 5678-22' });
    expect(within(noPhone).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('shows the WhatsApp link beside the phone in the details', async () => {
    const { user } = renderList();
    const card = await screen.findByRole('article', { name: 'Toyota Corolla GR 1234-21' });
    await user.click(within(card).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vehicle Details' });
    expect(dialog.textContent).toContain('+233 24 111 2233');
    expect(within(dialog).getByRole('link', { name: 'WhatsApp Kofi Boateng' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/233241112233\?text=Hello%20Kofi%20Boateng/,
    );
  });
});

describe('Vehicle list: the vehicle’s page (docs/reminders.md §1)', () => {
  it('links each card’s title and the Vehicle Details modal to the vehicle’s page', async () => {
    mockFetch({ [`GET ${api.vehicles}`]: pageOf([testVehicle()]) });
    const { user } = renderApp(<VehicleListScreen />, { path: routes.vehicles, profile: testProfile() });
    const card = await screen.findByRole('article', { name: 'Toyota Corolla GR 1234-21' });
    expect(within(card).getByRole('link', { name: 'Toyota Corolla' }).getAttribute('href')).toBe(
      routes.vehicle('veh-1'),
    );
    await user.click(within(card).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vehicle Details' });
    expect(within(dialog).getByRole('link', { name: 'View vehicle page' }).getAttribute('href')).toBe(
      routes.vehicle('veh-1'),
    );
  });
});

describe('Vehicle list: pages from the server (docs/lists.md)', () => {
  const requests = (fetchMock: ReturnType<typeof mockFetch>) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === api.vehicles)
      .map((url) => url.search.slice(1));

  it('asks for one page with the type filter and the search; the total card counts every vehicle', async () => {
    const fetchMock = mockFetch({
      [`GET ${api.vehicles}`]: (_init, url) => {
        const query = new URL(url, 'http://localhost').searchParams;
        const filtered = query.has('vehicleType') || query.has('q');
        return pageOf([testVehicle()], filtered ? 1 : 40)(_init, url);
      },
    });
    const { user } = renderApp(<VehicleListScreen />, {
      path: routes.vehicles,
      url: `${routes.vehicles}?status=taxi&page=2`,
      profile: testProfile(),
    });
    await screen.findByRole('article', { name: 'Toyota Corolla GR 1234-21' });
    expect(await screen.findByText('40')).toBeTruthy();
    expect(requests(fetchMock)).toEqual(
      expect.arrayContaining(['page=2&pageSize=6&vehicleType=taxi', 'page=1&pageSize=1']),
    );
    expect(screen.getByText(/Showing 7–7 of 1/)).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search vehicles' }), 'corolla');
    await waitFor(() =>
      expect(requests(fetchMock)).toContain('page=1&pageSize=6&q=corolla&vehicleType=taxi'),
    );
    // Never the whole list.
    expect(requests(fetchMock).every((query) => query.includes('page='))).toBe(true);
  });
});
