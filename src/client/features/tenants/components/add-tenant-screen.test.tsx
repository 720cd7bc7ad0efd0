import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACT_220_WARNING } from '../../../../shared/ledger';
import { api, routes } from '../../../../shared/paths';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { testApartment, testPayment, testRentRecord } from '../../../test/ledger-data';
import { servedList } from '../../../test/paged';
import { renderApp, testProfile } from '../../../test/render';
import { AddTenantScreen } from './add-tenant-screen';

const UNITS = [
  testApartment({ _id: 'apt-shop', title: 'Shop 1', location: 'Madina', price: 800, status: 'Occupied' }),
  testApartment({ _id: 'apt-2b', title: 'Flat 2B', location: 'Osu', price: 2250.5, status: 'Available' }),
  testApartment({ _id: 'apt-10', title: 'Flat 10', location: 'Osu', price: 900, status: 'Maintenance' }),
  testApartment({ _id: 'apt-1a', title: 'Flat 1A', location: 'Osu', price: 1800, status: 'Available' }),
];

function renderAdd() {
  const fetchMock = mockFetch({
    [`GET ${api.apartments}`]: servedList(UNITS, (unit) => `${unit.title} ${unit.location}`),
    [`POST ${api.addRentRecord}`]: { body: { data: testRentRecord() } },
  });
  const view = renderApp(<AddTenantScreen />, { path: routes.addTenant, profile: testProfile() });
  return { ...view, fetchMock };
}

const PLACEHOLDER = 'No unit (type to search)';
/** Where Save lands: the tenancy's page, with what the router state carries. */
function LandedOn() {
  return <p>Tenancy page</p>;
}
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const warning = () => screen.queryByText(ACT_220_WARNING);

async function fillRequired(user: ReturnType<typeof renderAdd>['user']) {
  await user.type(input(/^Tenant Name/), 'Abena Owusu');
  await user.type(input(/^Phone/), '024 111 2233');
  await user.type(input(/^Room Description/), 'Chamber and hall');
  // Date inputs take their value whole (as a date picker sets it).
  fireEvent.change(input(/^Rented Date/), { target: { value: '2026-03-01' } });
  fireEvent.change(input(/^Expiration Date/), { target: { value: '2027-02-28' } });
  await user.type(input(/^Monthly Price/), '1000');
  await user.type(input(/^Utility/), '0');
}

describe('Add tenant: billing and the Act 220 warning', () => {
  it('warns while billing is in advance and the months exceed 6, and the warning never blocks saving', async () => {
    const { user, fetchMock, router } = renderAdd();
    const billing = screen.getByLabelText('Billing') as HTMLSelectElement;
    expect(billing.value).toBe('advance');
    expect(Array.from(billing.options).map((option) => option.text)).toEqual(['In advance', 'Monthly']);

    const months = input(/^No\. of Months Rented/);
    await user.type(months, '6');
    expect(warning()).toBeNull();
    await user.clear(months);
    await user.type(months, '7');
    const shown = await screen.findByRole('status');
    expect(shown.textContent).toBe(ACT_220_WARNING);

    await user.selectOptions(billing, 'monthly');
    expect(warning()).toBeNull();
    await user.selectOptions(billing, 'advance');
    expect(warning()).not.toBeNull();

    // Saved as it is: a warning, not an error.
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.tenant('rent-1')));
    const [sent] = callsTo(fetchMock, 'POST', api.addRentRecord);
    expect(sent?.body).toMatchObject({ billing: 'advance', noOfMonthsRented: 7, totalAmount: 7000 });
    expect(sent?.body.apartmentId).toBeNull();
  });

  it('leaves the warning out of the field errors', async () => {
    const { user } = renderAdd();
    await user.type(input(/^No\. of Months Rented/), '12');
    expect(warning()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tenant name is required')).toBeTruthy();
    expect(input(/^No\. of Months Rented/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Billing').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('Add tenant: the unit picker', () => {
  it("offers 'No unit', then the Available units, then the others", async () => {
    const { user } = renderAdd();
    const picker = screen.getByRole('combobox', { name: 'Unit' });
    await waitFor(() => expect(picker.getAttribute('placeholder')).toBe(PLACEHOLDER));
    // Nothing chosen: an empty box to type a search in.
    expect((picker as HTMLInputElement).value).toBe('');
    await user.click(picker);
    const optionNames = () =>
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(optionNames()).toEqual([
      'Flat 1A, Osu (Available)',
      'Flat 2B, Osu (Available)',
      'Flat 10, Osu (Maintenance)',
      'Shop 1, Madina (Occupied)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Shop 1, Madina (Occupied)' }));
    await user.click(picker);
    expect(optionNames()[0]).toBe('No unit');
  });

  it('picking a unit fills the room and the monthly price (and so the total); both stay editable', async () => {
    const { user, fetchMock } = renderAdd();
    await user.type(input(/^No\. of Months Rented/), '2');
    const picker = screen.getByRole('combobox', { name: 'Unit' });
    await waitFor(() => expect(picker.getAttribute('placeholder')).toBe(PLACEHOLDER));
    await user.type(picker, '2b');
    await user.click(screen.getByRole('option', { name: 'Flat 2B, Osu (Available)' }));

    expect(input(/^Room Description/).value).toBe('Flat 2B, Osu');
    expect(input(/^Monthly Price/).value).toBe('2250.50');
    expect(input(/^Total Amount/).value).toBe('4501.00');

    await user.clear(input(/^Room Description/));
    await user.type(input(/^Room Description/), 'Flat 2B, Osu (top floor)');
    await user.clear(input(/^Monthly Price/));
    await user.type(input(/^Monthly Price/), '2000');
    expect(input(/^Total Amount/).value).toBe('4000.00');

    await user.type(input(/^Tenant Name/), 'Abena Owusu');
    await user.type(input(/^Phone/), '024 111 2233');
    fireEvent.change(input(/^Rented Date/), { target: { value: '2026-03-01' } });
    fireEvent.change(input(/^Expiration Date/), { target: { value: '2026-04-30' } });
    await user.type(input(/^Utility/), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', api.addRentRecord)).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', api.addRentRecord)[0]?.body).toMatchObject({
      apartmentId: 'apt-2b',
      roomDescription: 'Flat 2B, Osu (top floor)',
      monthlyPrice: 2000,
      totalAmount: 4000,
    });
  });

  it("'No unit' (or clearing) lets no unit and keeps what the room and price say", async () => {
    const { user, fetchMock } = renderAdd();
    const picker = screen.getByRole('combobox', { name: 'Unit' }) as HTMLInputElement;
    await waitFor(() => expect(picker.getAttribute('placeholder')).toBe(PLACEHOLDER));
    await user.click(picker);
    await user.click(screen.getByRole('option', { name: 'Flat 1A, Osu (Available)' }));
    expect(picker.value).toBe('Flat 1A, Osu (Available)');
    expect(input(/^Monthly Price/).value).toBe('1800.00');
    await user.click(picker);
    await user.click(screen.getByRole('option', { name: 'No unit' }));
    expect(picker.value).toBe('');
    expect(input(/^Room Description/).value).toBe('Flat 1A, Osu');
    expect(input(/^Monthly Price/).value).toBe('1800.00');

    await user.click(picker);
    await user.click(screen.getByRole('option', { name: 'Flat 2B, Osu (Available)' }));
    await user.click(screen.getByRole('button', { name: 'Clear Unit' }));
    expect(picker.value).toBe('');
    await user.type(input(/^No\. of Months Rented/), '1');
    // The unit's price stays: typed after it, '1000' would make 1800.001000, finer than the pesewa.
    await user.clear(input(/^Monthly Price/));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', api.addRentRecord)).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', api.addRentRecord)[0]?.body).toMatchObject({ apartmentId: null });
  });
});

describe('Add tenant: expiration worked out, utility 0, payment received now (decision 057)', () => {
  const PAYMENT = testPayment({ _id: 'pay-7', receiptNumber: 'RCT-000077', amountPaid: 12000 });

  function renderWithPayment() {
    const fetchMock = mockFetch({
      [`GET ${api.apartments}`]: servedList(UNITS, (unit) => `${unit.title} ${unit.location}`),
      [`POST ${api.addRentRecord}`]: (init) => {
        const body = JSON.parse(String(init.body));
        return {
          body: { data: testRentRecord({ _id: 'rent-9' }), ...(body.payment ? { payment: PAYMENT } : {}) },
        };
      },
    });
    const view = renderApp(<AddTenantScreen />, {
      path: routes.addTenant,
      profile: testProfile(),
      routes: [{ path: `${routes.tenant('')}:id`, element: <LandedOn /> }],
    });
    return { ...view, fetchMock };
  }

  it('works out the expiration from the start and months, and keeps a date typed by hand with a way back', async () => {
    const { user } = renderWithPayment();
    expect(input(/^Utility/).value).toBe('0');
    fireEvent.change(input(/^Rented Date/), { target: { value: '2026-03-01' } });
    await user.type(input(/^No\. of Months Rented/), '12');
    await waitFor(() => expect(input(/^Expiration Date/).value).toBe('2027-02-28'));
    await user.clear(input(/^No\. of Months Rented/));
    await user.type(input(/^No\. of Months Rented/), '6');
    await waitFor(() => expect(input(/^Expiration Date/).value).toBe('2026-08-31'));

    // Typed by hand: kept when the months change, with the worked-out date one tap away.
    fireEvent.change(input(/^Expiration Date/), { target: { value: '2026-09-15' } });
    await user.clear(input(/^No\. of Months Rented/));
    await user.type(input(/^No\. of Months Rented/), '3');
    expect(input(/^Expiration Date/).value).toBe('2026-09-15');
    await user.click(screen.getByRole('button', { name: 'Use 2026-05-31' }));
    expect(input(/^Expiration Date/).value).toBe('2026-05-31');
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
  });

  it('sends the payment received with the tenancy, and lands on the tenancy with its receipt at hand', async () => {
    const { user, fetchMock, router } = renderWithPayment();
    const section = screen.getByRole('group', { name: 'Payment received now' });
    await user.type(input(/^Tenant Name/), 'Abena Owusu');
    await user.type(input(/^Phone/), '024 111 2233');
    await user.type(input(/^Room Description/), 'Chamber and hall');
    fireEvent.change(input(/^Rented Date/), { target: { value: '2026-03-01' } });
    await user.type(input(/^No\. of Months Rented/), '12');
    await user.type(input(/^Monthly Price/), '1000');
    await waitFor(() => expect(input(/^Total Amount/).value).toBe('12000.00'));
    await user.type(within(section).getByLabelText(/^Amount received/), '12000');
    await user.selectOptions(within(section).getByLabelText(/^Payment Method/), 'Mobile Money');
    await user.selectOptions(within(section).getByLabelText('Network'), 'MTN MoMo');
    await user.type(within(section).getByLabelText(/Transaction ID/), 'MP260301.0900.A1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(routes.tenant('rent-9')));
    const [sent] = callsTo(fetchMock, 'POST', api.addRentRecord);
    expect(sent?.body).toMatchObject({
      expirationDate: '2027-02-28',
      amountPaidOnUtility: 0,
      totalAmount: 12000,
      payment: {
        amountPaid: 12000,
        method: 'Mobile Money',
        network: 'MTN MoMo',
        reference: 'MP260301.0900.A1',
      },
    });
    expect(new Headers(sent?.init?.headers).get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(router.state.location.state).toEqual({
      recorded: { kind: 'payment', id: 'pay-7', receiptNumber: 'RCT-000077', amount: 12000 },
    });
  });

  it('sends no payment when the section is left blank, and asks for the method when an amount is typed', async () => {
    const { user, fetchMock, router } = renderWithPayment();
    await fillRequired(user);
    await user.type(input(/^No\. of Months Rented/), '12');
    const section = screen.getByRole('group', { name: 'Payment received now' });
    await user.type(within(section).getByLabelText(/^Amount received/), '500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Payment method is required')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', api.addRentRecord)).toHaveLength(0);

    await user.clear(within(section).getByLabelText(/^Amount received/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', api.addRentRecord)).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', api.addRentRecord)[0]?.body).not.toHaveProperty('payment');
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.tenant('rent-9')));
    expect(router.state.location.state).toBeNull();
  });
});
