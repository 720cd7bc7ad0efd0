import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import { mockFetch } from '../../../test/fetch-mock';
import { testVehicle } from '../../../test/hire-data';
import { renderApp, testProfile } from '../../../test/render';
import { VehicleListScreen } from './vehicle-list-screen';

function renderList() {
  mockFetch({
    [`GET ${api.vehicles}`]: {
      body: [
        testVehicle({ licenseNumExp: '2020-01-31T00:00:00.000Z' }),
        testVehicle({
          _id: 'veh-2',
          vehicleRegNum: 'GT 5678-22',
          driverName: 'Yaw Darko',
          contactDetails: { phone: '', location: 'Tema' },
        }),
      ],
    },
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

describe('Vehicle list: the vehicle’s page (reminders.md §1)', () => {
  it('links each card’s title and the Vehicle Details modal to the vehicle’s page', async () => {
    mockFetch({ [`GET ${api.vehicles}`]: { body: [testVehicle()] } });
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
