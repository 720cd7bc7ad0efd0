import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import { mockFetch } from '../../../test/fetch-mock';
import { testRentRecord } from '../../../test/ledger-data';
import { listRequests, pageReply } from '../../../test/paged';
import { renderApp, testProfile } from '../../../test/render';
import { cellTexts } from '../../../test/table-cells';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';
import { TenantListScreen } from './tenant-list-screen';

const RECORDS = [
  testRentRecord({
    _id: 'rent-1',
    tenantName: 'Kojo Antwi',
    arrears: 1500.5,
    daysOverdue: 12,
    standing: 'In arrears',
  }),
  testRentRecord({ _id: 'rent-2', tenantName: 'Esi Owusu', balance: -20, standing: 'In credit' }),
];

const TOTALS = { due: 0, paid: 0, balance: 1480.5, arrears: 1500.5 };

function renderList() {
  mockFetch({ [`GET ${api.rentRecords}`]: pageReply(RECORDS, TOTALS, { pageSize: 6 }) });
  return renderApp(<TenantListScreen />, { path: routes.tenants, profile: testProfile() });
}

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('Tenant list', () => {
  it("keeps the spec's columns; each name links to the tenant page with the standing beside it", async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Tenants' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Phone', 'Room', 'Start', 'End', 'Mths', 'Rent', 'Util', 'Total', 'Actions']);
    expect(within(table).getByRole('link', { name: 'Kojo Antwi' }).getAttribute('href')).toBe(
      routes.tenant('rent-1'),
    );
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(cellTexts(first)[0]).toBe('Kojo AntwiIn arrearsArrears ₵1,500.50');
    expect(cellTexts(second)[0]).toBe('Esi OwusuIn credit');
    expect(within(first as HTMLElement).getByRole('button', { name: 'Edit Kojo Antwi' })).toBeTruthy();
    // A WhatsApp reminder where something is owed, none where nothing is.
    const remind = within(first as HTMLElement).getByRole('link', { name: 'Remind Kojo Antwi on WhatsApp' });
    expect(remind.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/233241112233\?text=Hello%20Kojo%20Antwi/);
    expect(within(second as HTMLElement).queryByRole('link', { name: /^Remind / })).toBeNull();
    // Every phone is tap-to-call (E.164) beside a WhatsApp chat with it (decision 069).
    const call = within(second as HTMLElement).getByRole('link', { name: '+233 24 111 2233' });
    expect(call.getAttribute('href')).toBe('tel:+233241112233');
    expect(
      within(second as HTMLElement)
        .getByRole('link', { name: 'WhatsApp Esi Owusu' })
        .getAttribute('href'),
    ).toBe('https://wa.me/233241112233');
  });

  it('says Due today (amber) for a tenant whose unpaid rent fell due today, In arrears (red) once late', async () => {
    mockFetch({
      [`GET ${api.rentRecords}`]: pageReply(
        [
          testRentRecord({
            _id: 'rent-1',
            tenantName: 'Kojo Antwi',
            arrears: 600,
            daysOverdue: 0,
            standing: 'In arrears',
          }),
          testRentRecord({
            _id: 'rent-2',
            tenantName: 'Esi Owusu',
            arrears: 600,
            daysOverdue: 3,
            standing: 'In arrears',
          }),
        ],
        TOTALS,
      ),
    });
    renderApp(<TenantListScreen />, { path: routes.tenants, profile: testProfile() });
    const table = await screen.findByRole('table', { name: 'Tenants' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first as HTMLElement).getByText('Due today').className).toContain('amber');
    expect(within(first as HTMLElement).queryByText('In arrears')).toBeNull();
    expect(within(second as HTMLElement).getByText('In arrears').className).toContain('red');
  });

  it('says a part-paid advance in words on the phone card (decision 061)', async () => {
    setViewportWidth(PHONE_WIDTH);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    try {
      mockFetch({
        [`GET ${api.rentRecords}`]: pageReply(
          [
            testRentRecord({
              billing: 'advance',
              rentedDate: '2026-09-18',
              paidThrough: '2027-02-17',
              arrears: 4200,
              daysOverdue: 69,
              standing: 'In arrears',
            }),
          ],
          TOTALS,
        ),
      });
      renderApp(<TenantListScreen />, { path: routes.tenants, profile: testProfile() });
      const list = await screen.findByRole('list', { name: 'Tenants' });
      const [card] = within(list).getAllByRole('article');
      expect(within(card as HTMLElement).getByTestId('standing-sentence').textContent).toBe(
        'Paid through 17 Feb 2027 · GHC 4,200.00 of the advance unpaid since 18 Sep 2026',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('is a stack of cards with their actions on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { user, router } = renderList();
    const list = await screen.findByRole('list', { name: 'Tenants' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const kojo = cards[0] as HTMLElement;
    expect(within(kojo).getByRole('link', { name: 'Kojo Antwi' }).getAttribute('href')).toBe(
      routes.tenant('rent-1'),
    );
    expect(kojo.textContent).toContain('Room');
    expect(kojo.textContent).toContain('Flat 2A, East Legon');
    expect(kojo.textContent).toContain('₵9,200.00');
    expect(within(kojo).getByRole('button', { name: 'Delete Kojo Antwi' })).toBeTruthy();
    expect(within(kojo).getByRole('link', { name: 'Remind Kojo Antwi on WhatsApp' })).toBeTruthy();
    await user.click(within(kojo).getByRole('button', { name: 'Edit Kojo Antwi' }));
    expect(router.state.location.pathname).toBe(routes.editTenant('rent-1'));
  });

  it('asks the server for a page of 6 and shows its total and sums over every matching record', async () => {
    const fetchMock = mockFetch({
      [`GET ${api.rentRecords}`]: pageReply(
        RECORDS,
        { ...TOTALS, totalAmount: 54321.5, amountPaidOnUtility: 250 },
        { total: 40, pageSize: 6 },
      ),
    });
    const { user } = renderApp(<TenantListScreen />, { path: routes.tenants, profile: testProfile() });
    await screen.findByRole('table', { name: 'Tenants' });
    expect(listRequests(fetchMock, api.rentRecords)).toEqual([{ page: '1', pageSize: '6' }]);
    const totals = screen.getByRole('region', { name: 'Tenant totals' });
    expect(totals.textContent).toContain('Total Tenants40');
    expect(totals.textContent).toContain('Total Utility₵250.00');
    expect(totals.textContent).toContain('Total Rent₵54,321.50');
    expect(totals.textContent).toContain('Total Arrears₵1,500.50');
    // 40 records, 6 a page: 7 pages.
    const pages = screen.getByRole('navigation', { name: 'Tenant pages' });
    expect(within(pages).getByRole('button', { name: '7' })).toBeTruthy();

    await user.click(within(screen.getByRole('table')).getByRole('button', { name: 'End' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Standing' }), 'In arrears');
    await user.type(screen.getByRole('searchbox'), '024');
    await waitFor(() =>
      expect(listRequests(fetchMock, api.rentRecords).at(-1)).toEqual({
        page: '1',
        pageSize: '6',
        q: '024',
        sort: 'expirationDate',
        order: 'desc',
        standing: 'In arrears',
      }),
    );
  });

  it('shows a dash for a sum the server does not send', async () => {
    renderList();
    await screen.findByRole('table', { name: 'Tenants' });
    const totals = screen.getByRole('region', { name: 'Tenant totals' });
    expect(totals.textContent).toContain('Total Tenants2');
    expect(totals.textContent).toContain('Total Rent—');
  });
});
