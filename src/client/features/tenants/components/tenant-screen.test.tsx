import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACT_220_WARNING } from '../../../../shared/ledger';
import { api, routes } from '../../../../shared/paths';
import type { TenancyLedger } from '../../../../shared/schemas/ledger';
import { type MockReply, mockFetch } from '../../../test/fetch-mock';
import { testApartment, testLedger, testPayment } from '../../../test/ledger-data';
import { servedList } from '../../../test/paged';
import { renderApp, testProfile } from '../../../test/render';
import { cellTexts } from '../../../test/table-cells';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';
import { AddTenantScreen } from './add-tenant-screen';
import { TenantScreen } from './tenant-screen';

const LEDGER_PATH = `${routes.tenant('')}:id`;

function renderTenant(reply: MockReply = { body: testLedger() }, id = 'rent-1') {
  const fetchMock = mockFetch({
    [`GET ${api.tenancyLedger(id)}`]: reply,
    [`GET ${api.apartments}`]: servedList(
      [testApartment({ _id: 'apt-1', title: 'Flat 2A', location: 'East Legon', status: 'Occupied' })],
      (unit) => `${unit.title} ${unit.location}`,
    ),
  });
  const view = renderApp(<TenantScreen />, {
    path: LEDGER_PATH,
    url: routes.tenant(id),
    profile: testProfile(),
    routes: [{ path: routes.addTenant, element: <AddTenantScreen /> }],
  });
  return { ...view, fetchMock };
}

const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Standing' })).getByText(label, { exact: true }).parentElement;
const detail = (label: string) =>
  within(screen.getByRole('region', { name: 'Tenancy' })).getByText(label, { exact: true })
    .nextElementSibling;

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('Tenant page', () => {
  it('shows the standing from the ledger answer, with its word as a badge', async () => {
    renderTenant();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kojo Antwi' })).toBeTruthy();
    const standing = screen.getByRole('region', { name: 'Standing' });
    expect(within(standing).getByText('In arrears').className).toContain('red');
    expect(figure('Paid')?.textContent).toContain('₵3,700.00');
    expect(figure('Balance')?.textContent).toContain('₵5,500.00');
    expect(figure('Arrears')?.textContent).toContain('₵5,500.00');
    expect(figure('Paid through')?.textContent).toContain('2026-03-09');
    expect(figure('Days overdue')?.textContent).toContain('21');
  });

  it('says Due today (amber), not In arrears, while everything unpaid fell due today (decision 060)', async () => {
    renderTenant({ body: testLedger({ daysOverdue: 0 }) });
    await screen.findByRole('heading', { level: 1, name: 'Kojo Antwi' });
    const standing = screen.getByRole('region', { name: 'Standing' });
    expect(within(standing).getByText('Due today').className).toContain('amber');
    expect(within(standing).queryByText('In arrears')).toBeNull();
  });

  it('says a part-paid advance in words: paid through, and what is unpaid since when (decision 061)', async () => {
    // The case of issue 18: from 18 Sep 2026, five months paid, as of 26 Nov 2026.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    try {
      renderTenant({
        body: testLedger({
          billing: 'advance',
          rentedDate: '2026-09-18',
          paidThrough: '2027-02-17',
          arrears: 4200,
          daysOverdue: 69,
        }),
      });
      await screen.findByRole('heading', { level: 1, name: 'Kojo Antwi' });
      const standing = screen.getByRole('region', { name: 'Standing' });
      expect(within(standing).getByTestId('standing-sentence').textContent).toBe(
        'Paid through 17 Feb 2027 · GHC 4,200.00 of the advance unpaid since 18 Sep 2026',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the tenancy: unit, term, billing and total', async () => {
    renderTenant();
    await screen.findByRole('heading', { level: 1, name: 'Kojo Antwi' });
    expect(detail('Unit')?.textContent).toBe('Flat 2A, East Legon');
    expect(detail('Term')?.textContent).toBe('2026-01-10 to 2026-07-09 (6 months)');
    expect(detail('Billing')?.textContent).toBe('In advance');
    expect(detail('Total')?.textContent).toBe('₵9,200.00');
    expect(detail('Phone')?.textContent).toBe('+233 24 111 2233');
    // The room here is the unit itself: the unit is named once (decision 058).
    expect(
      within(screen.getByRole('region', { name: 'Tenancy' })).queryByText('Room', { exact: true }),
    ).toBeNull();
  });

  it('shows the room where it says more than the unit', async () => {
    renderTenant({ body: testLedger({ roomDescription: 'Flat 2A, East Legon, Room 3' }) });
    await screen.findByRole('heading', { level: 1, name: 'Kojo Antwi' });
    expect(detail('Room')?.textContent).toBe('Room 3');
  });

  it('lists the ledger in date order with running balances and receipt links', async () => {
    renderTenant();
    const table = await screen.findByRole('table', { name: 'Ledger' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellTexts)).toEqual([
      ['2026-01-10', 'Rent for 6 months and utility', '—', '₵9,200.00', '₵9,200.00'],
      ['2026-01-12', 'Payment, Mobile Money', 'RCT-000007', '-₵3,000.00', '₵6,200.00'],
      ['2026-02-01', 'Payment, Cash', 'RCT-000009', '-₵700.00', '₵5,500.00'],
    ]);
    expect(within(table).getByRole('link', { name: 'RCT-000007' }).getAttribute('href')).toBe(
      routes.receipt('pay-7'),
    );
  });

  it('shows the ledger as cards on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderTenant();
    const list = await screen.findByRole('list', { name: 'Ledger' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(cards[1]?.textContent).toContain('2026-01-12 · Payment, Mobile Money');
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: 'RCT-000007' })).toBeTruthy();
  });

  it('offers Record payment with this tenant, Edit, the statement and a WhatsApp reminder', async () => {
    renderTenant();
    await screen.findByRole('heading', { level: 1, name: 'Kojo Antwi' });
    expect(screen.getByRole('link', { name: 'Record payment' }).getAttribute('href')).toBe(
      `${routes.addPayment}?tenant=rent-1`,
    );
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(routes.editTenant('rent-1'));
    expect(screen.getByRole('button', { name: 'Statement PDF' })).toBeTruthy();
    const reminder = screen.getByRole('link', { name: 'WhatsApp reminder to Kojo Antwi' });
    const href = new URL(reminder.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/233241112233');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain('Mensah Properties');
    expect(text).toContain('GHC 5,500.00 of your rent is overdue (21 days)');
    expect(reminder.getAttribute('target')).toBe('_blank');
  });

  it("sends the WhatsApp reminder with the tenant's statement link, made on the click", async () => {
    const { fetchMock } = renderTenant();
    fetchMock.mockClear();
    const statement = 'http://localhost/s/tok123';
    const withLink = mockFetch({
      [`POST ${api.tenancyStatementLink('rent-1')}`]: { body: { url: statement } },
    });
    const tab = { opener: {} as unknown, location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const reminder = await screen.findByRole('link', { name: 'WhatsApp reminder to Kojo Antwi' });
    reminder.click();
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    const text = new URL(tab.location.href).searchParams.get('text') ?? '';
    expect(text).toContain('GHC 5,500.00 of your rent is overdue');
    expect(text.endsWith(`Statement and payment: ${statement}`)).toBe(true);
    expect(withLink).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('has no WhatsApp reminder without a phone, nor when nothing is owed', async () => {
    const noPhone: TenancyLedger = testLedger({ tenantPhone: '' });
    renderTenant({ body: noPhone });
    await screen.findByRole('heading', { level: 1, name: 'Kojo Antwi' });
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('renews: the add form prefilled, starting the day after this term ends, same months, no utility', async () => {
    const { user, router } = renderTenant({
      body: testLedger({ noOfMonthsRented: 12, expirationDate: '2027-01-31T00:00:00.000Z' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.addTenant));
    expect(screen.getByText('Renewing the tenancy of Kojo Antwi.')).toBeTruthy();
    const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(value(/^Tenant Name/)).toBe('Kojo Antwi');
    expect(value(/^Phone/)).toBe('+233 24 111 2233');
    expect(value(/^Room Description/)).toBe('Flat 2A, East Legon');
    expect(value(/^Rented Date/)).toBe('2027-02-01');
    // Twelve months from 1 February: to the last day of January.
    expect(value(/^Expiration Date/)).toBe('2028-01-31');
    expect(value(/^No\. of Months Rented/)).toBe('12');
    expect(value(/^Monthly Price/)).toBe('1500.00');
    expect(value(/^Utility/)).toBe('0.00');
    expect(value(/^Total Amount/)).toBe('18000.00');
    expect((screen.getByLabelText('Billing') as HTMLSelectElement).value).toBe('advance');
    expect(screen.getByText(ACT_220_WARNING)).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: 'Unit' }) as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe('Flat 2A, East Legon (Occupied)'));
  });

  it('shows the inline error and a way back for an unknown tenant', async () => {
    renderTenant({ status: 404, body: { message: 'Rent record not found' } }, 'missing');
    expect(await screen.findByText('Failed to load tenant data.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the tenants' }).getAttribute('href')).toBe(
      routes.tenants,
    );
    expect(screen.queryByRole('button', { name: 'Renew' })).toBeNull();
  });

  it('Renew with a payment received lands back on a tenancy page with its receipt at hand (decisions 057, 058)', async () => {
    mockFetch({
      [`GET ${api.tenancyLedger('rent-1')}`]: { body: testLedger() },
      [`GET ${api.apartments}`]: servedList([], () => ''),
      [`POST ${api.addRentRecord}`]: {
        body: {
          data: testLedger().tenancy,
          payment: testPayment({ _id: 'pay-5', receiptNumber: 'RCT-000055', amountPaid: 1200 }),
        },
      },
    });
    const { user, router } = renderApp(<TenantScreen />, {
      path: LEDGER_PATH,
      url: routes.tenant('rent-1'),
      profile: testProfile(),
      routes: [{ path: routes.addTenant, element: <AddTenantScreen /> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    const section = await screen.findByRole('group', { name: 'Payment received now' });
    await user.type(within(section).getByLabelText(/^Amount received/), '1200');
    await user.selectOptions(within(section).getByLabelText(/^Payment Method/), 'Cash');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The panel is loaded on demand (its first load may take a moment).
    const panel = await screen.findByRole('region', { name: 'Payment recorded' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe(routes.tenant('rent-1'));
    expect(within(panel).getByTestId('recorded-summary').textContent).toBe(
      'Receipt RCT-000055 · GHC 1,200.00',
    );
    expect(within(panel).getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      routes.receipt('pay-5'),
    );
    expect(within(panel).getByRole('link', { name: 'Record another' }).getAttribute('href')).toBe(
      `${routes.addPayment}?tenant=rent-1`,
    );
  });
});
