import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import type { Contract } from '../../../../shared/schemas/hire';
import { callsTo, type MockHandler, mockFetch } from '../../../test/fetch-mock';
import {
  testContract,
  testMaintenance,
  testRental,
  testVehicle,
  testWorkAndPay,
} from '../../../test/hire-data';
import { renderApp, testProfile } from '../../../test/render';
import { AddContractScreen } from './add-contract-screen';
import { EditContractScreen } from './edit-contract-screen';

const VEHICLES = [
  testVehicle(),
  testVehicle({
    _id: 'veh-2',
    make: 'Nissan',
    model: 'Urvan',
    vehicleRegNum: 'GT 5678-22',
    driverName: 'Yaw Darko',
    contactDetails: { phone: '+233245557788', location: 'Kasoa' },
    licenseNum: 'DL-7788001',
    licenseNumExp: '2028-03-31',
  }),
];

/** A page of a list as the server answers it: the rows `keep` lets through, the first `pageSize`. */
const pageOf =
  <T,>(rows: T[], keep: (row: T, query: URLSearchParams) => boolean): MockHandler =>
  (_init, url) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const items = rows.filter((row) => keep(row, query));
    const pageSize = Number(query.get('pageSize'));
    return { body: { items: items.slice(0, pageSize), total: items.length, page: 1, pageSize, totals: {} } };
  };

/** `GET /api/get/vehicle_records?page=&q=`: the vehicles whose registration, make or model has `q`. */
const vehiclePages = pageOf(VEHICLES, (vehicle, query) =>
  `${vehicle.vehicleRegNum} ${vehicle.make} ${vehicle.model}`
    .toLowerCase()
    .includes((query.get('q') ?? '').toLowerCase()),
);

/** `GET /api/get/maintenance_records?vehicleId=&status=`: one ongoing repair, of veh-2. */
const repairPages = pageOf(
  [testMaintenance({ vehicleId: { ...testContract().vehicle, _id: 'veh-2' } })],
  (record, query) => record.vehicleId._id === query.get('vehicleId') && record.status === query.get('status'),
);

/** The requests made to `path`, as their query strings. */
const requestsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.search);

function renderAdd(handlers: Record<string, MockHandler> = {}, url: string = routes.addContract) {
  const fetchMock = mockFetch({
    [`GET ${api.vehicles}`]: vehiclePages,
    [`GET ${api.vehicle('veh-2')}`]: { body: VEHICLES[1] },
    [`GET ${api.maintenanceRecords}`]: repairPages,
    [`POST ${api.contracts}`]: (init) => ({
      body: { ...testContract(), _id: 'con-new', ...JSON.parse(String(init.body)) },
      headers: { 'X-Data-Changed': 'contracts, vehicles' },
    }),
    ...handlers,
  });
  const view = renderApp(<AddContractScreen />, {
    path: routes.addContract,
    url,
    profile: testProfile(),
  });
  return { ...view, fetchMock };
}

const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const query = (label: RegExp | string) => screen.queryByLabelText(label);

async function pickVehicle(user: ReturnType<typeof renderAdd>['user'], name: string) {
  const picker = screen.getByRole('combobox', { name: /Vehicle/ });
  await waitFor(() => expect(picker.getAttribute('placeholder')).not.toMatch(/Loading/));
  await user.click(picker);
  await user.click(await screen.findByRole('option', { name }));
}

describe('Contract form (docs/hire.md §4)', () => {
  it('changes its fields with the type: working days, total price, return day and deposit', async () => {
    const { user } = renderAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Contract' })).toBeTruthy();
    // Daily sales, daily: the amount per day and the working days, Monday to Saturday.
    expect((screen.getByLabelText(/^Contract type/) as HTMLSelectElement).value).toBe('daily_sales');
    expect(input(/^Amount per day/)).toBeTruthy();
    const days = screen.getByRole('group', { name: 'Working days' });
    const checked = within(days)
      .getAllByRole('checkbox')
      .map((box) => [box.getAttribute('aria-label'), (box as HTMLInputElement).checked]);
    expect(checked).toEqual([
      ['Monday', true],
      ['Tuesday', true],
      ['Wednesday', true],
      ['Thursday', true],
      ['Friday', true],
      ['Saturday', true],
      ['Sunday', false],
    ]);
    expect(query(/^Total price/)).toBeNull();
    expect(query(/^Deposit/)).toBeNull();

    // Weekly: no working days.
    await user.selectOptions(screen.getByLabelText(/^Frequency/), 'weekly');
    expect(input(/^Amount per week/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Working days' })).toBeNull();

    // Work and pay: the total price.
    await user.selectOptions(screen.getByLabelText(/^Contract type/), 'work_and_pay');
    expect(input(/^Total price/)).toBeTruthy();
    expect(query(/^Deposit/)).toBeNull();

    // Rental: a daily rate, the return day (required) and a deposit; days and total worked out.
    await user.selectOptions(screen.getByLabelText(/^Contract type/), 'rental');
    expect(query(/^Frequency/)).toBeNull();
    expect(query(/^Total price/)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Working days' })).toBeNull();
    await user.type(input(/^Daily rate/), '300');
    await user.clear(input(/^Start date/));
    await user.type(input(/^Start date/), '2026-03-01');
    await user.type(input(/^End date \(return day\)/), '2026-03-08');
    expect(input(/^End date \(return day\)/).required).toBe(true);
    expect(input(/^Deposit/)).toBeTruthy();
    expect(screen.getByTestId('rental-summary').textContent).toBe('7 days · Total ₵2,100.00');
  });

  it('drops the picked driver’s licence once the hirer’s phone is another person’s (issue 18, point 6)', async () => {
    const { user } = renderAdd();
    await pickVehicle(user, 'GR 1234-21 — Toyota Corolla');
    expect(input(/^License number/).value).toBe('DL-555001');
    await user.clear(input(/^Hirer name/));
    await user.type(input(/^Hirer name/), 'Esi Owusu');
    await user.clear(input(/^Hirer phone/));
    await user.type(input(/^Hirer phone/), '0209876543');
    expect(input(/^License number/).value).toBe('');
    expect(input(/^License expiry date/).value).toBe('');
  });

  it('keeps a licence typed by hand when the hirer’s phone changes', async () => {
    const { user } = renderAdd();
    await pickVehicle(user, 'GR 1234-21 — Toyota Corolla');
    await user.clear(input(/^License number/));
    await user.type(input(/^License number/), 'MY-OWN-1');
    await user.clear(input(/^Hirer phone/));
    await user.type(input(/^Hirer phone/), '0209876543');
    expect(input(/^License number/).value).toBe('MY-OWN-1');
    expect(input(/^License expiry date/).value).toBe('');
  });

  it('fills the hirer from the picked vehicle’s driver, keeps what was typed, and warns of ongoing maintenance', async () => {
    const { user, fetchMock } = renderAdd();
    await user.type(input(/^License number/), 'MY-OWN-1');
    await pickVehicle(user, 'GR 1234-21 — Toyota Corolla');
    expect(input(/^Hirer name/).value).toBe('Kofi Boateng');
    expect(input(/^Hirer phone/).value).toBe('+233 24 111 2233');
    expect(input(/^License expiry date/).value).toBe('2027-05-31');
    // Typed by hand: kept.
    expect(input(/^License number/).value).toBe('MY-OWN-1');
    expect(screen.queryByText(/under maintenance/)).toBeNull();

    // Another vehicle: what the first pick filled follows; a repair in progress is a warning only.
    await user.click(screen.getByRole('button', { name: 'Clear Vehicle' }));
    await pickVehicle(user, 'GT 5678-22 — Nissan Urvan');
    expect(input(/^Hirer name/).value).toBe('Yaw Darko');
    expect(input(/^Hirer phone/).value).toBe('+233 24 555 7788');
    expect((await screen.findByRole('status')).textContent).toContain(
      'This vehicle is under maintenance (ongoing since 2026-03-02). You can still hire it out.',
    );
    // The picker asked for the first matches by registration; the warning for each vehicle's ongoing
    // repairs only, never a whole list.
    expect(requestsTo(fetchMock, api.vehicles)).toEqual(['?page=1&pageSize=10&sort=vehicleRegNum']);
    expect(requestsTo(fetchMock, api.maintenanceRecords)).toEqual([
      '?page=1&pageSize=1&vehicleId=veh-1&status=ongoing',
      '?page=1&pageSize=1&vehicleId=veh-2&status=ongoing',
    ]);
  });

  it('searches the vehicles on the server as typed', async () => {
    const { user, fetchMock } = renderAdd();
    const picker = screen.getByRole('combobox', { name: /Vehicle/ });
    await user.click(picker);
    await user.type(picker, 'urvan');
    expect(await screen.findByRole('option', { name: 'GT 5678-22 — Nissan Urvan' })).toBeTruthy();
    await waitFor(() =>
      expect(requestsTo(fetchMock, api.vehicles)).toContain('?page=1&pageSize=10&q=urvan&sort=vehicleRegNum'),
    );
    expect(screen.queryByRole('option', { name: 'GR 1234-21 — Toyota Corolla' })).toBeNull();
  });

  it('takes ?vehicleId= as the picked vehicle, asking for that vehicle only', async () => {
    const { fetchMock } = renderAdd({}, `${routes.addContract}?vehicleId=veh-2`);
    await waitFor(() => expect(input(/^Hirer name/).value).toBe('Yaw Darko'));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /Vehicle/ }) as HTMLInputElement).value).toBe(
        'GT 5678-22 — Nissan Urvan',
      ),
    );
    expect(requestsTo(fetchMock, api.vehicle('veh-2'))).toEqual(['']);
  });

  it('drops an unknown ?vehicleId=', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, fetchMock } = renderAdd({}, `${routes.addContract}?vehicleId=gone`);
    await waitFor(() => expect(requestsTo(fetchMock, api.vehicle('gone'))).toHaveLength(1));
    await user.type(input(/^Amount per day/), '150');
    await user.click(screen.getByRole('button', { name: 'Save Contract' }));
    // The form no longer holds the unknown id: the vehicle is asked for.
    expect(await screen.findByText(/Vehicle is required/)).toBeTruthy();
    expect(input(/^Hirer name/).value).toBe('');
    expect(callsTo(fetchMock, 'POST', api.contracts)).toHaveLength(0);
  });

  it('sends only the fields the type takes, then opens the contract page', async () => {
    const { user, fetchMock, router } = renderAdd();
    await pickVehicle(user, 'GR 1234-21 — Toyota Corolla');
    await user.selectOptions(screen.getByLabelText(/^Contract type/), 'rental');
    await user.type(input(/^Daily rate/), '300');
    await user.clear(input(/^Start date/));
    await user.type(input(/^Start date/), '2026-03-01');
    await user.type(input(/^End date/), '2026-03-08');
    await user.type(input(/^Deposit/), '500');
    await user.click(screen.getByRole('button', { name: 'Save Contract' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(routes.contract('con-new')));
    expect(await screen.findByText('Contract added successfully')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', api.contracts).map((call) => call.body)).toEqual([
      {
        vehicleId: 'veh-1',
        type: 'rental',
        hirer: {
          name: 'Kofi Boateng',
          phone: '+233 24 111 2233',
          licenseNum: 'DL-555001',
          licenseExp: '2027-05-31',
          ghanaCard: '',
        },
        amount: '300',
        frequency: 'daily',
        startDate: '2026-03-01',
        endDate: '2026-03-08',
        notes: '',
        deposit: '500',
      },
    ]);
  });

  it('sends the working days for daily sales and the total price for work and pay', async () => {
    const { user, fetchMock } = renderAdd();
    await pickVehicle(user, 'GR 1234-21 — Toyota Corolla');
    await user.type(input(/^Amount per day/), '150');
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    await user.click(screen.getByRole('button', { name: 'Save Contract' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', api.contracts)).toHaveLength(1));
    const daily = callsTo(fetchMock, 'POST', api.contracts)[0]?.body;
    expect(daily).toMatchObject({ type: 'daily_sales', frequency: 'daily', workingDays: [1, 2, 3, 4, 5, 7] });
    expect(daily).not.toHaveProperty('totalPrice');
    expect(daily).not.toHaveProperty('deposit');
  });

  it('checks with the shared rules before sending: a work-and-pay total, a rental’s return day', async () => {
    const { user, fetchMock } = renderAdd();
    await pickVehicle(user, 'GR 1234-21 — Toyota Corolla');
    await user.selectOptions(screen.getByLabelText(/^Contract type/), 'work_and_pay');
    await user.type(input(/^Amount per day/), '100');
    await user.click(screen.getByRole('button', { name: 'Save Contract' }));
    expect(await screen.findByText('Total price is required for work and pay')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/^Contract type/), 'rental');
    await user.click(screen.getByRole('button', { name: 'Save Contract' }));
    expect(await screen.findByText('End date (the return day) is required for a rental')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', api.contracts)).toHaveLength(0);
  });

  it('shows the server’s field errors under their fields and keeps what was typed', async () => {
    const { user } = renderAdd({
      [`POST ${api.contracts}`]: {
        status: 400,
        body: {
          message: 'Invalid input',
          errors: [
            { path: 'hirer.ghanaCard', message: 'Ghana Card number must look like GHA-123456789-0' },
            { path: 'vehicleId', message: 'Vehicle not found: choose a vehicle from the list' },
          ],
        },
      },
    });
    await pickVehicle(user, 'GR 1234-21 — Toyota Corolla');
    await user.type(input(/^Amount per day/), '150');
    await user.type(input(/^Ghana Card/), 'GHA-123456789-0');
    await user.click(screen.getByRole('button', { name: 'Save Contract' }));
    expect(await screen.findByText('Ghana Card number must look like GHA-123456789-0')).toBeTruthy();
    expect(screen.getByText('Vehicle not found: choose a vehicle from the list')).toBeTruthy();
    expect(input(/^Ghana Card/).getAttribute('aria-invalid')).toBe('true');
    expect(input(/^Ghana Card/).value).toBe('GHA-123456789-0');
    expect(input(/^Amount per day/).value).toBe('150');
  });
});

function renderEdit(contract: Contract, handlers: Record<string, MockHandler> = {}) {
  const fetchMock = mockFetch({
    [`GET ${api.contract(contract._id)}`]: { body: contract },
    [`GET ${api.vehicles}`]: vehiclePages,
    [`GET ${api.maintenanceRecords}`]: repairPages,
    [`PUT ${api.contract(contract._id)}`]: (init) => ({
      body: { ...contract, ...JSON.parse(String(init.body)) },
      headers: { 'X-Data-Changed': 'contracts, remittances' },
    }),
    ...handlers,
  });
  const view = renderApp(<EditContractScreen />, {
    path: `${routes.editContract('')}:id`,
    url: routes.editContract(contract._id),
    profile: testProfile(),
  });
  return { ...view, fetchMock };
}

describe('Edit contract', () => {
  it('starts from the stored contract and sends it back whole, terminated on the day chosen', async () => {
    const { user, fetchMock, router } = renderEdit(testContract());
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Contract' })).toBeTruthy();
    await waitFor(() => expect(input(/^Amount per day/).value).toBe('150.00'));
    expect(input(/^Hirer phone/).value).toBe('+233 24 111 2233');
    expect(input(/^Ghana Card/).value).toBe('GHA-123456789-0');
    const status = screen.getByLabelText(/^Status/) as HTMLSelectElement;
    expect([...status.options].map((option) => option.text)).toEqual(['Active', 'Completed', 'Terminated']);
    expect(query(/^Termination date/)).toBeNull();
    await user.selectOptions(status, 'terminated');
    await user.type(input(/^Termination date/), '2026-03-20');
    await user.click(screen.getByRole('button', { name: 'Update Contract' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.contract('con-1')));
    expect(callsTo(fetchMock, 'PUT', api.contract('con-1'))[0]?.body).toEqual({
      vehicleId: 'veh-1',
      type: 'daily_sales',
      hirer: {
        name: 'Kofi Boateng',
        phone: '+233 24 111 2233',
        licenseNum: 'DL-555001',
        licenseExp: '2027-05-31',
        ghanaCard: 'GHA-123456789-0',
      },
      amount: '150.00',
      frequency: 'daily',
      workingDays: [1, 2, 3, 4, 5, 6],
      startDate: '2026-03-02',
      endDate: '',
      notes: '',
      status: 'terminated',
      terminatedOn: '2026-03-20',
    });
  });

  it('never offers Completed by hand for work and pay (it completes by itself)', async () => {
    renderEdit(testWorkAndPay());
    await waitFor(() => expect(input(/^Total price/).value).toBe('52000.00'));
    const status = screen.getByLabelText(/^Status/) as HTMLSelectElement;
    expect([...status.options].map((option) => option.text)).toEqual(['Active', 'Terminated']);
  });

  it('shows a rental with its deposit, days and total', async () => {
    renderEdit(testRental());
    await waitFor(() => expect(input(/^Deposit/).value).toBe('500.00'));
    expect(screen.getByTestId('rental-summary').textContent).toBe('7 days · Total ₵2,100.00');
  });
});
