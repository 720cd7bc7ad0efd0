import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import type { Payment } from '../../../../shared/schemas/payments';
import type { RentRecord } from '../../../../shared/schemas/rent-records';
import { callsTo, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { listRequests, pageReply, queryOf } from '../../../test/paged';
import { renderApp, testProfile } from '../../../test/render';
import { AddPaymentScreen } from './add-payment-screen';
import { PaymentListScreen } from './payment-list-screen';

function rentRecord(overrides: Partial<RentRecord>): RentRecord {
  return {
    _id: 'r1',
    tenantName: 'Kwame Asante',
    tenantPhone: '+233241112233',
    roomDescription: 'Room 4',
    rentedDate: '2026-01-01',
    expirationDate: '2026-12-31',
    noOfMonthsRented: 12,
    amountPaidOnUtility: 0,
    monthlyPrice: 500,
    totalAmount: 6000,
    status: 'Active',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    apartmentId: null,
    apartment: null,
    billing: 'monthly',
    paid: 0,
    balance: 6000,
    due: 0,
    arrears: 0,
    paidThrough: null,
    daysOverdue: 0,
    standing: 'Owing',
    ...overrides,
  };
}

/** Owes 1,500 in all, all of it overdue: paying the arrears settles the balance. */
const SETTLES = rentRecord({
  _id: 'r1',
  tenantName: 'Kwame Asante',
  roomDescription: 'Room 4',
  balance: 1500,
  due: 1500,
  arrears: 1500,
  paidThrough: '2026-03-31',
  daysOverdue: 20,
  standing: 'In arrears',
});
/** Owes 3,000, of which 1,000 is overdue. */
const PART_OVERDUE = rentRecord({
  _id: 'r2',
  tenantName: 'Esi Owusu',
  roomDescription: 'Shop 2',
  balance: 3000,
  due: 1000,
  arrears: 1000,
  standing: 'In arrears',
});

const saved = (body: Record<string, unknown>): Payment => ({
  _id: 'p9',
  tenant: { _id: String(body.tenant), tenantName: 'Kwame Asante' },
  amountPaid: Number(body.amountPaid),
  method: String(body.method ?? ''),
  date: String(body.Date),
  status: body.status === 'Completed' ? 'Completed' : 'Partial',
  createdAt: '2026-04-20T10:00:00.000Z',
  updatedAt: '2026-04-20T10:00:00.000Z',
  receiptNumber: 'RCT-000123',
  reference: (body.reference as string | undefined) ?? null,
  network: null,
  payerPhone: null,
  recordedBy: { _id: 'user-1', name: 'Ama Mensah' },
  balanceAfter: 0,
});

const NO_TOTALS = { due: 0, paid: 0, balance: 0, arrears: 0 };

/** The server's tenant search: `q` on the name, one page. */
function searchTenants(url: string): MockReply {
  const q = (queryOf(url).q ?? '').toLowerCase();
  const matching = [SETTLES, PART_OVERDUE].filter((record) => record.tenantName.toLowerCase().includes(q));
  return pageReply(matching, NO_TOTALS, { pageSize: 10 });
}

/** The server's one record (`?tenant=`), 404 for any other id. */
function oneTenant(_init: RequestInit, url: string): MockReply {
  const id = new URL(url, 'http://localhost').pathname.split('/').at(-1);
  const record = [SETTLES, PART_OVERDUE].find((item) => item._id === id);
  return record ? { body: { data: record } } : { status: 404, body: { message: 'Rent record not found' } };
}

function renderAdd(url: string = routes.addPayment) {
  const fetchMock = mockFetch({
    'GET /api/view/rent_records': (_init, requested) => searchTenants(requested),
    'GET /api/view/rent_record/r1': oneTenant,
    'GET /api/view/rent_record/r2': oneTenant,
    'GET /api/view/rent_record/nobody': oneTenant,
    'POST /api/apartment/add_payment': (init) => ({ body: saved(JSON.parse(String(init.body))) }),
  });
  const view = renderApp(<AddPaymentScreen />, { path: routes.addPayment, url, profile: testProfile() });
  return { ...view, fetchMock };
}

const amount = () => screen.getByLabelText(/^Amount Paid/) as HTMLInputElement;
const status = () => screen.getByLabelText(/^Payment Status/) as HTMLSelectElement;
const method = () => screen.getByLabelText(/^Payment Method/) as HTMLSelectElement;

async function chooseTenant(user: ReturnType<typeof renderAdd>['user'], name: RegExp) {
  await user.click(screen.getByRole('combobox', { name: /Tenant/ }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('Add Payment (docs/ledger.md §3)', () => {
  it('shows network, transaction ID and payer phone only with Mobile Money, and sends them only then', async () => {
    const { user, fetchMock } = renderAdd(`${routes.addPayment}?tenant=r1`);
    await screen.findByRole('region', { name: 'Standing of Kwame Asante' });
    expect(screen.queryByLabelText('Network')).toBeNull();
    expect(screen.queryByLabelText(/Transaction ID/)).toBeNull();

    await user.selectOptions(method(), 'Mobile Money');
    await user.selectOptions(screen.getByLabelText('Network'), 'Telecel Cash');
    await user.type(screen.getByLabelText(/Transaction ID/), 'TX-42');
    await user.type(screen.getByLabelText('Payer phone'), '024 555 1234');

    await user.selectOptions(method(), 'Cash');
    expect(screen.queryByLabelText('Network')).toBeNull();
    expect(screen.queryByLabelText('Payer phone')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Payment' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/apartment/add_payment')).toHaveLength(1));
    const [cash] = callsTo(fetchMock, 'POST', '/api/apartment/add_payment');
    expect(cash?.body).toEqual({
      tenant: 'r1',
      method: 'Cash',
      Date: expect.any(String),
      amountPaid: 1500,
      status: 'Completed',
    });
  });

  it('sends the Mobile Money details with that method', async () => {
    const { user, fetchMock } = renderAdd(`${routes.addPayment}?tenant=r1`);
    await screen.findByRole('region', { name: 'Standing of Kwame Asante' });
    await user.selectOptions(method(), 'Mobile Money');
    await user.selectOptions(screen.getByLabelText('Network'), 'MTN MoMo');
    await user.type(screen.getByLabelText(/Transaction ID/), 'MP240420.1234.A12345');
    await user.type(screen.getByLabelText('Payer phone'), '024 555 1234');
    await user.click(screen.getByRole('button', { name: 'Add Payment' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/apartment/add_payment')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/apartment/add_payment')[0]?.body).toMatchObject({
      method: 'Mobile Money',
      network: 'MTN MoMo',
      reference: 'MP240420.1234.A12345',
      payerPhone: '+233245551234',
    });
  });

  it("shows the chosen tenant's standing, suggests the arrears and pre-selects Completed when it settles", async () => {
    const { user } = renderAdd();
    // Arrears of 1,000 do not settle a balance of 3,000: Partial.
    await chooseTenant(user, /Esi Owusu/);
    expect(amount().value).toBe('1000.00');
    expect(status().value).toBe('Partial');
    // Her unpaid rent fell due today (0 days overdue): due today, not yet in arrears (decision 060).
    const hers = screen.getByRole('region', { name: 'Standing of Esi Owusu' });
    expect(within(hers).getByText('Due today').className).toContain('amber');

    await user.click(screen.getByRole('button', { name: 'Clear Tenant' }));
    await chooseTenant(user, /Kwame Asante/);
    const standing = screen.getByRole('region', { name: 'Standing of Kwame Asante' });
    expect(within(standing).getByTestId('standing-Balance').textContent).toBe('GHC 1,500.00');
    expect(within(standing).getByTestId('standing-Arrears').textContent).toBe('GHC 1,500.00');
    expect(within(standing).getByTestId('standing-Paid through').textContent).toBe('2026-03-31');
    expect(within(standing).getByText('In arrears').className).toContain('red');
    expect(amount().value).toBe('1500.00');
    expect(status().value).toBe('Completed');

    // The status follows the amount typed.
    await user.clear(amount());
    await user.type(amount(), '1499.99');
    expect(status().value).toBe('Partial');
    await user.type(amount(), '9');
    expect(status().value).toBe('Completed');
  });

  it('never overwrites an amount or a status the user chose', async () => {
    const { user } = renderAdd();
    await user.type(amount(), '200');
    await chooseTenant(user, /Kwame Asante/);
    expect(amount().value).toBe('200');
    expect(status().value).toBe('Partial');

    await user.selectOptions(status(), 'Partial');
    await user.clear(amount());
    await user.type(amount(), '1500');
    expect(status().value).toBe('Partial');
  });

  it('says before saving when the amount puts the tenant in credit', async () => {
    const { user } = renderAdd(`${routes.addPayment}?tenant=r1`);
    await screen.findByRole('region', { name: 'Standing of Kwame Asante' });
    expect(screen.queryByText(/in credit by/)).toBeNull();
    await user.clear(amount());
    await user.type(amount(), '2000.50');
    expect(screen.getByText('The tenant will be in credit by GHC 500.50 after this payment.')).toBeTruthy();
    await user.clear(amount());
    await user.type(amount(), '1500');
    expect(screen.queryByText(/in credit by/)).toBeNull();
  });

  it('ends on the payment list with a toast linking to the receipt', async () => {
    const { user, router } = renderAdd(`${routes.addPayment}?tenant=r1`);
    await screen.findByRole('region', { name: 'Standing of Kwame Asante' });
    await user.click(screen.getByRole('button', { name: 'Add Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.payments));
    expect(await screen.findByText('Payment Recorded Successfully')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'View receipt RCT-000123' });
    expect(link.getAttribute('href')).toBe(routes.receipt('p9'));
    await user.click(link);
    expect(router.state.location.pathname).toBe(routes.receipt('p9'));
  });

  it('keeps the receipt at hand on the payment list: Payment recorded, View receipt, Record another (decision 058)', async () => {
    mockFetch({
      'GET /api/view/rent_records': (_init, requested) => searchTenants(requested),
      'GET /api/view/rent_record/r1': oneTenant,
      'POST /api/apartment/add_payment': (init) => ({ body: saved(JSON.parse(String(init.body))) }),
      [`GET ${api.payments}`]: pageReply([], { amountPaid: 0 }, { pageSize: 8 }),
    });
    const { user, router } = renderApp(<AddPaymentScreen />, {
      path: routes.addPayment,
      url: `${routes.addPayment}?tenant=r1`,
      routes: [{ path: routes.payments, element: <PaymentListScreen /> }],
      profile: testProfile(),
    });
    await screen.findByRole('region', { name: 'Standing of Kwame Asante' });
    await user.click(screen.getByRole('button', { name: 'Add Payment' }));
    const panel = await screen.findByRole('region', { name: 'Payment recorded' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe(routes.payments);
    expect(within(panel).getByTestId('recorded-summary').textContent).toBe(
      'Receipt RCT-000123 · GHC 1,500.00',
    );
    expect(within(panel).getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      routes.receipt('p9'),
    );
    expect(within(panel).getByRole('link', { name: 'Share on WhatsApp' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Record another' }).getAttribute('href')).toBe(
      routes.addPayment,
    );
    // Put away, it stays away.
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Payment recorded' })).toBeNull());
    expect(router.state.location.pathname).toBe(routes.payments);
  });

  it('drops an unknown ?tenant= once the list has loaded', async () => {
    renderAdd(`${routes.addPayment}?tenant=nobody`);
    await waitFor(() => expect(screen.queryByRole('status', { name: /Loading tenants/ })).toBeNull());
    await waitFor(() =>
      expect(document.querySelector<HTMLInputElement>('input[type="hidden"][name="tenant"]')?.value).toBe(''),
    );
    expect(screen.queryByRole('region', { name: /Standing of/ })).toBeNull();
  });

  it('searches the server for the tenant as you type, never loading every record', async () => {
    const { user, fetchMock } = renderAdd();
    const picker = await screen.findByRole('combobox', { name: /Tenant/ });
    await waitFor(() =>
      expect(listRequests(fetchMock, api.rentRecords)).toEqual([
        { page: '1', pageSize: '10', sort: 'tenantName' },
      ]),
    );
    await user.type(picker, 'esi');
    expect(await screen.findByRole('option', { name: 'Esi Owusu (Shop 2)' })).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole('listbox', { name: /Tenant/ })).getAllByRole('option')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(listRequests(fetchMock, api.rentRecords).at(-1)).toEqual({
        page: '1',
        pageSize: '10',
        q: 'esi',
        sort: 'tenantName',
      }),
    );
    expect(
      listRequests(fetchMock, api.rentRecords).every(
        (query) => query.page === '1' && query.pageSize === '10',
      ),
    ).toBe(true);
    await user.click(screen.getByRole('option', { name: 'Esi Owusu (Shop 2)' }));
    expect(await screen.findByRole('region', { name: 'Standing of Esi Owusu' })).toBeTruthy();
    expect(amount().value).toBe('1000.00');
  });
});
