import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import { outboxRecords } from '../../../lib/offline/outbox';
import { OUTBOX_TEXTS } from '../../../lib/offline/outbox-texts';
import { callsTo, type MockHandler, mockFetch } from '../../../test/fetch-mock';
import { testMaintenance, testVehicle } from '../../../test/hire-data';
import { renderApp, testProfile } from '../../../test/render';
import { AddMaintenanceScreen } from './add-maintenance-screen';
import { EditMaintenanceScreen } from './edit-maintenance-screen';

const REFUSAL = 'Lower than 45,200 km on 2026-03-01';

const VEHICLES = [testVehicle(), testVehicle({ _id: 'veh-2', make: 'Nissan', vehicleRegNum: 'GT 5678-22' })];

/** The vehicle picker's server: pages of the vehicles matching `q`, and one vehicle by id. */
const vehicleServer = (vehicles = VEHICLES): Record<string, MockHandler> => ({
  [`GET ${api.vehicles}`]: (_init, url) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const q = (query.get('q') ?? '').toLowerCase();
    const items = vehicles.filter((vehicle) =>
      `${vehicle.make} ${vehicle.model} ${vehicle.vehicleRegNum}`.toLowerCase().includes(q),
    );
    return {
      body: { items, total: items.length, page: 1, pageSize: Number(query.get('pageSize')), totals: {} },
    };
  },
  ...Object.fromEntries(vehicles.map((vehicle) => [`GET ${api.vehicle(vehicle._id)}`, { body: vehicle }])),
});

function renderAdd(handlers: Record<string, MockHandler> = {}) {
  const fetchMock = mockFetch({
    ...vehicleServer(),
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

describe('Maintenance form: the odometer (docs/reminders.md §2)', () => {
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
      ...vehicleServer([testVehicle()]),
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

describe('Maintenance form: the vehicle picker asks the server (docs/lists.md)', () => {
  const vehicleRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === api.vehicles)
      .map((url) => url.search.slice(1));

  it('searches the vehicles as you type and sends the one chosen', async () => {
    const { user, fetchMock } = renderAdd({
      [`POST ${api.addMaintenance}`]: { body: testMaintenance() },
    });
    const picker = (await screen.findByRole('combobox', { name: /^Vehicle/ })) as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe('Toyota Corolla — GR 1234-21'));
    await user.clear(picker);
    await user.type(picker, 'nissan');
    await waitFor(() =>
      expect(vehicleRequests(fetchMock)).toContain('page=1&pageSize=10&q=nissan&sort=vehicleRegNum'),
    );
    await user.click(await screen.findByRole('option', { name: 'Nissan Corolla — GT 5678-22' }));
    await user.type(screen.getByLabelText(/^Maintenance Date/), '2026-03-05');
    await user.type(screen.getByLabelText(/^Cost/), '300');
    await user.type(screen.getByLabelText(/^Issue 1/), 'Oil change');
    await user.click(screen.getByRole('button', { name: 'Save Record' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', api.addMaintenance)[0]?.body).toMatchObject({ vehicleId: 'veh-2' }),
    );
    // Never the whole list.
    expect(vehicleRequests(fetchMock).every((query) => query.includes('page='))).toBe(true);
  });

  it('shows a record’s deleted vehicle by its snapshot', async () => {
    const record = testMaintenance({
      vehicleId: { _id: 'veh-gone', make: 'Kia', model: 'Rio', vehicleRegNum: 'AS 1-20' },
    });
    mockFetch({
      ...vehicleServer(),
      [`GET ${api.vehicle('veh-gone')}`]: { status: 404, body: { message: 'Vehicle record not found' } },
      [`GET ${api.maintenanceRecord('mnt-1')}`]: { body: record },
    });
    renderApp(<EditMaintenanceScreen />, {
      path: `${routes.editMaintenance('')}:id`,
      url: routes.editMaintenance('mnt-1'),
      profile: testProfile(),
    });
    const picker = (await screen.findByRole('combobox', { name: /^Vehicle/ })) as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe('Kia Rio — AS 1-20 (deleted vehicle)'));
  });
});

describe('Add Maintenance: added once, however often it is sent (decision 139)', () => {
  it('keeps a save the server failed in the outbox under the key it was sent with; the next visit makes a new key', async () => {
    let answers = 0;
    const handlers: Record<string, MockHandler> = {
      [`POST ${api.addMaintenance}`]: () => {
        answers += 1;
        return answers === 1
          ? { status: 503, body: { message: 'Try again later' } }
          : { body: testMaintenance(), headers: { 'X-Data-Changed': 'maintenance' } };
      },
    };
    const visit = async () => {
      const view = renderAdd(handlers);
      const picker = (await screen.findByRole('combobox', { name: /^Vehicle/ })) as HTMLInputElement;
      await waitFor(() => expect(picker.value).toBe('Toyota Corolla — GR 1234-21'));
      await view.user.type(screen.getByLabelText(/^Maintenance Date/), '2026-03-05');
      await view.user.type(screen.getByLabelText(/^Cost/), '300');
      await view.user.type(screen.getByLabelText(/^Issue 1/), 'Oil change');
      return view;
    };
    const first = await visit();
    await first.user.click(screen.getByRole('button', { name: 'Save Record' }));
    // A server failure: the record waits in the outbox (docs/offline.md §3).
    expect(await screen.findByText(OUTBOX_TEXTS.queued)).toBeTruthy();
    expect(outboxRecords()).toMatchObject([{ kind: 'maintenance', amount: 300, summary: 'Oil change' }]);
    const sent = [...callsTo(first.fetchMock, 'POST', api.addMaintenance)];
    first.unmount();
    const second = await visit();
    await second.user.click(screen.getByRole('button', { name: 'Save Record' }));
    await waitFor(() => expect(callsTo(second.fetchMock, 'POST', api.addMaintenance)).toHaveLength(1));
    sent.push(...callsTo(second.fetchMock, 'POST', api.addMaintenance));
    const keys = sent.map((call) => new Headers(call.init?.headers).get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(outboxRecords()[0]?.key).toBe(keys[0]);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
