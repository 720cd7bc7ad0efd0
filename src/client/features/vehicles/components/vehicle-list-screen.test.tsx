import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import { mockFetch } from '../../../test/fetch-mock';
import { testVehicle } from '../../../test/hire-data';
import { renderApp, testProfile } from '../../../test/render';
import { VehicleListScreen } from './vehicle-list-screen';

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
