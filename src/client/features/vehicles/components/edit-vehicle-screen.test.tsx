import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { testVehicle } from '../../../test/hire-data';
import { testDocument } from '../../../test/papers-data';
import { renderApp, testProfile } from '../../../test/render';
import { vehiclePapersScreens } from '../../vehicle-papers';
import { EditVehicleScreen } from './edit-vehicle-screen';

// The Documents section is the vehicle papers feature's, loaded on demand: loaded once before, so a
// busy machine transforming it does not outlast a query's wait.
beforeAll(async () => {
  await vehiclePapersScreens.documents();
});

describe('Edit vehicle: its documents (docs/reminders.md §1)', () => {
  it('shows the Documents section under the form, to manage papers while editing', async () => {
    mockFetch({
      [`GET ${api.vehicle('veh-1')}`]: { body: testVehicle() },
      [`GET ${api.vehicleDocuments('veh-1')}`]: { body: [testDocument()] },
    });
    const { user } = renderApp(<EditVehicleScreen />, {
      path: `${routes.editVehicle('')}:id`,
      url: routes.editVehicle('veh-1'),
      profile: testProfile(),
    });
    expect(await screen.findByRole('button', { name: 'Update Vehicle' })).toBeTruthy();
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const table = await within(documents).findByRole('table', { name: 'Documents' });
    expect(within(table).getByText('POL-2026-0042')).toBeTruthy();
    await user.click(within(documents).getByRole('button', { name: 'Add document' }));
    expect(screen.getByRole('dialog', { name: 'Add document' })).toBeTruthy();
  });

  it('saves a vehicle whose hirer left it without a licence, the licence fields left blank (decision 063)', async () => {
    const vehicle = testVehicle({ licenseNum: '', licenseNumExp: '' });
    const fetchMock = mockFetch({
      [`GET ${api.vehicle('veh-1')}`]: { body: vehicle },
      [`GET ${api.vehicleDocuments('veh-1')}`]: { body: [] },
      [`PUT ${api.editVehicle('veh-1')}`]: { body: vehicle },
    });
    const { user } = renderApp(<EditVehicleScreen />, {
      path: `${routes.editVehicle('')}:id`,
      url: routes.editVehicle('veh-1'),
      profile: testProfile(),
    });
    await user.click(await screen.findByRole('button', { name: 'Update Vehicle' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'PUT', api.editVehicle('veh-1'))).toHaveLength(1));
    const [sent] = callsTo(fetchMock, 'PUT', api.editVehicle('veh-1'));
    expect(sent?.body).toMatchObject({ licenseNum: '', licenseNumExp: '' });
    expect(screen.queryByText('License number is required')).toBeNull();
  });
});
