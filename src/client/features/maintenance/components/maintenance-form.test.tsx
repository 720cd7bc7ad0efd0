import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import { callsTo, type MockHandler, mockFetch } from '../../../test/fetch-mock';
import { testMaintenance, testVehicle } from '../../../test/hire-data';
import { renderApp, testProfile } from '../../../test/render';
import { AddMaintenanceScreen } from './add-maintenance-screen';
import { EditMaintenanceScreen } from './edit-maintenance-screen';

const REFUSAL = 'Lower than 45,200 km on 2026-03-01';

function renderAdd(handlers: Record<string, MockHandler> = {}) {
  const fetchMock = mockFetch({
    [`GET ${api.vehicles}`]: {
      body: [testVehicle(), testVehicle({ _id: 'veh-2', vehicleRegNum: 'GT 5678-22' })],
    },
    ...handlers,
  });
  const view = renderApp(<AddMaintenanceScreen />, {
    path: routes.addMaintenance,
    url: `${routes.addMaintenance}?vehicleId=veh-1`,
    profile: testProfile(),
  });
  return { ...view, fetchMock };
}

const odometerField = () => screen.getByLabelText('Odometer (km)') as HTMLInputElement;
const errorOf = (field: HTMLElement) => document.getElementById(`${field.id}-error`)?.textContent;

describe('Maintenance form: the odometer (reminders.md §2)', () => {
  it('opens for the vehicle in ?vehicleId= and sends the odometer with the record', async () => {
    const { user, fetchMock } = renderAdd({
      [`POST ${api.addMaintenance}`]: {
        body: testMaintenance({ odometer: 45_900 }),
        headers: { 'X-Data-Changed': 'maintenance, vehicles, schedules, odometer' },
      },
    });
    const picker = (await screen.findByRole('combobox', { name: /^Vehicle/ })) as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe('Toyota Corolla — GR 1234-21'));
    await user.type(screen.getByLabelText(/^Maintenance Date/), '2026-03-05');
    await user.type(screen.getByLabelText(/^Cost/), '300');
    await user.type(screen.getByLabelText(/^Issue 1/), 'Oil change');
    await user.type(odometerField(), '45900');
    await user.click(screen.getByRole('button', { name: 'Save Record' }));
    expect(await screen.findByText('Maintenance record added')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', api.addMaintenance)[0]?.body).toEqual({
      vehicleId: 'veh-1',
      maintenanceDate: '2026-03-05',
      cost: '300',
      issue: ['Oil change'],
      status: 'pending',
      odometer: '45900',
    });
  });

  it('shows the server’s refusal of a reading that does not fit under the odometer', async () => {
    const { user } = renderAdd({
      [`POST ${api.addMaintenance}`]: {
        status: 400,
        body: { message: REFUSAL, errors: [{ path: 'odometer', message: REFUSAL }] },
      },
    });
    const picker = (await screen.findByRole('combobox', { name: /^Vehicle/ })) as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe('Toyota Corolla — GR 1234-21'));
    await user.type(screen.getByLabelText(/^Maintenance Date/), '2026-03-05');
    await user.type(screen.getByLabelText(/^Cost/), '300');
    await user.type(screen.getByLabelText(/^Issue 1/), 'Oil change');
    await user.type(odometerField(), '44000');
    await user.click(screen.getByRole('button', { name: 'Save Record' }));
    await waitFor(() => expect(errorOf(odometerField())).toBe(REFUSAL));
    expect(odometerField().value).toBe('44000');
  });

  it('shows a record’s reading on edit; clearing it sends null (none), not a blank that would keep it', async () => {
    const record = testMaintenance({ odometer: 45_200 });
    const fetchMock = mockFetch({
      [`GET ${api.vehicles}`]: { body: [testVehicle()] },
      [`GET ${api.maintenanceRecord('mnt-1')}`]: { body: record },
      [`PUT ${api.editMaintenance('mnt-1')}`]: {
        body: { ...record, odometer: null },
        headers: { 'X-Data-Changed': 'maintenance, vehicles, schedules, odometer' },
      },
    });
    const { user } = renderApp(<EditMaintenanceScreen />, {
      path: `${routes.editMaintenance('')}:id`,
      url: routes.editMaintenance('mnt-1'),
      profile: testProfile(),
    });
    await waitFor(() => expect(odometerField().value).toBe('45200'));
    await user.clear(odometerField());
    await user.click(screen.getByRole('button', { name: 'Update Record' }));
    expect(await screen.findByText('Maintenance record updated')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', api.editMaintenance('mnt-1'))[0]?.body).toMatchObject({
      odometer: null,
    });
  });
});
