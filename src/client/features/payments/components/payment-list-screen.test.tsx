import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../../shared/paths';
import type { Payment } from '../../../../shared/schemas/payments';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { testMomoPayment } from '../../../test/ledger-data';
import { listRequests, pageReply } from '../../../test/paged';
import { renderApp, testProfile } from '../../../test/render';
import { PaymentListScreen } from './payment-list-screen';

const payment = (overrides: Partial<Payment>) => testMomoPayment(overrides);

const PAYMENTS = [
  payment({}),
  payment({ _id: 'p2', tenant: { _id: 'r2', tenantName: 'Esi Owusu' }, receiptNumber: 'RCT-000006' }),
];

function renderList(role: 'Admin' | 'Manager' | 'Staff' = 'Admin') {
  const fetchMock = mockFetch({
    'GET /api/apartment/all_payments': pageReply(PAYMENTS, { amountPaid: 1500 }, { pageSize: 8 }),
    'DELETE /api/apartment/delete_payment/p2': {
      body: { message: 'Payment deleted' },
      headers: { 'X-Data-Changed': 'payments, tenants' },
    },
  });
  const view = renderApp(<PaymentListScreen />, { path: routes.payments, profile: testProfile({ role }) });
  return { ...view, fetchMock };
}

/** Phones: `md` does not match. */
function narrowScreen() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('Payment list: receipts and voids (docs/ledger.md §3–4)', () => {
  it('shows each receipt number and links each row to its receipt', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(within(table).getByRole('columnheader', { name: 'Receipt' })).toBeTruthy();
    expect(within(table).getByText('RCT-000007')).toBeTruthy();
    const link = within(table).getByRole('link', { name: 'Receipt RCT-000006 of Esi Owusu' });
    expect(link.getAttribute('href')).toBe(routes.receipt('p2'));
  });

  it('voids with the reason typed: the dialog keeps the sentence and says the receipt stays, marked VOID', async () => {
    const { user, fetchMock } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete payment of Esi Owusu' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete payment' });
    expect(dialog.textContent).toContain('Are you sure you want to delete this payment?');
    expect(dialog.textContent).toContain('Its receipt RCT-000006 stays, marked VOID');
    const reason = within(dialog).getByLabelText('Reason (optional)') as HTMLTextAreaElement;
    expect(reason.maxLength).toBe(500);
    await user.type(reason, 'Entered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Payment deleted successfully')).toBeTruthy();
    const calls = callsTo(fetchMock, 'DELETE', '/api/apartment/delete_payment/p2');
    expect(calls.map((call) => call.body)).toEqual([{ reason: 'Entered twice' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends no reason when none is typed, and starts each void with an empty reason', async () => {
    const { user, fetchMock } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete payment of Esi Owusu' }));
    await user.type(screen.getByLabelText('Reason (optional)'), 'Wrong tenant');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete payment of Esi Owusu' }));
    expect((screen.getByLabelText('Reason (optional)') as HTMLTextAreaElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Payment deleted successfully');
    expect(callsTo(fetchMock, 'DELETE', '/api/apartment/delete_payment/p2')[0]?.body).toEqual({
      reason: null,
    });
  });

  it('offers Staff no Delete, only the receipt and Edit', async () => {
    renderList('Staff');
    await screen.findByRole('table', { name: 'Payments' });
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit payment of Esi Owusu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Receipt RCT-000006 of Esi Owusu' })).toBeTruthy();
  });

  it('is a stack of cards with their actions below md, not a table', async () => {
    narrowScreen();
    renderList();
    const list = await screen.findByRole('list', { name: 'Payments' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(first.textContent).toContain('Kwame Asante');
    expect(first.textContent).toContain('RCT-000007');
    expect(within(first).getByRole('link', { name: 'Receipt RCT-000007 of Kwame Asante' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Delete payment of Kwame Asante' })).toBeTruthy();
  });
});

describe('Payment list: each status as stored (decision 056)', () => {
  const STATUSES = [
    payment({ _id: 'p1', tenant: { _id: 'r1', tenantName: 'Ama Partial' }, status: 'Partial' }),
    payment({ _id: 'p2', tenant: { _id: 'r2', tenantName: 'Kofi Completed' }, status: 'Completed' }),
    // An old record with no status stored.
    payment({ _id: 'p3', tenant: { _id: 'r3', tenantName: 'Yaw Unknown' }, status: undefined as never }),
  ];

  function renderStatuses() {
    mockFetch({ 'GET /api/apartment/all_payments': pageReply(STATUSES, { amountPaid: 0 }, { pageSize: 8 }) });
    renderApp(<PaymentListScreen />, { path: routes.payments, profile: testProfile() });
  }

  function badgeIn(container: HTMLElement, text: string): HTMLElement {
    return within(container).getByText(text, { selector: 'span' });
  }

  it('shows Partial (blue), Completed (green) and Pending (yellow) only when none is stored, in rows', async () => {
    renderStatuses();
    const table = await screen.findByRole('table', { name: 'Payments' });
    const rowOf = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    expect(badgeIn(rowOf('Ama Partial'), 'Partial').className).toContain('blue');
    expect(within(rowOf('Ama Partial')).queryByText('Pending')).toBeNull();
    expect(badgeIn(rowOf('Kofi Completed'), 'Completed').className).toContain('green');
    expect(badgeIn(rowOf('Yaw Unknown'), 'Pending').className).toContain('yellow');
    expect(within(table).getAllByText('Pending')).toHaveLength(1);
  });

  it('shows the same labels on the cards below md', async () => {
    narrowScreen();
    renderStatuses();
    const list = await screen.findByRole('list', { name: 'Payments' });
    const cardOf = (name: string) => within(list).getByText(name).closest('article') as HTMLElement;
    expect(badgeIn(cardOf('Ama Partial'), 'Partial')).toBeTruthy();
    expect(within(cardOf('Ama Partial')).queryByText('Pending')).toBeNull();
    expect(badgeIn(cardOf('Kofi Completed'), 'Completed')).toBeTruthy();
    expect(badgeIn(cardOf('Yaw Unknown'), 'Pending')).toBeTruthy();
  });
});

describe('Payment list: the server pages, searches, filters, sorts and totals (docs/lists.md)', () => {
  const PATH = '/api/apartment/all_payments';

  function renderServed(url: string = routes.payments) {
    // 17 payments match on the server; each answer is the page asked for (here always the same two rows).
    const fetchMock = mockFetch({
      [`GET ${PATH}`]: (_init, requested) => {
        const page = Number(new URL(requested, 'http://localhost').searchParams.get('page'));
        return pageReply(PAYMENTS, { amountPaid: 12345.67 }, { total: 17, page, pageSize: 8 });
      },
    });
    const view = renderApp(<PaymentListScreen />, { path: routes.payments, url, profile: testProfile() });
    return { ...view, fetchMock };
  }

  /** Waits until the last request is page 1 of 8 with exactly `asked` besides. */
  const lastAskedFirstPage = (fetchMock: ReturnType<typeof mockFetch>, asked: Record<string, string>) =>
    waitFor(() =>
      expect(listRequests(fetchMock, PATH).at(-1)).toEqual({ page: '1', pageSize: '8', ...asked }),
    );

  it('asks for one page of 8, shows the server total and the total paid over every match, and pages by the total', async () => {
    const { user, fetchMock } = renderServed();
    await screen.findByRole('table', { name: 'Payments' });
    expect(listRequests(fetchMock, PATH)).toEqual([{ page: '1', pageSize: '8' }]);
    expect(screen.getByText('17 payments')).toBeTruthy();
    expect(screen.getByText('Total Paid: ₵12,345.67')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Payment pages' });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', '3', 'Next']);
    await user.click(within(pages).getByRole('button', { name: '3' }));
    await waitFor(() => expect(listRequests(fetchMock, PATH)).toContainEqual({ page: '3', pageSize: '8' }));
  });

  it('sorts by a header click (aria-sort), newest first by default', async () => {
    const { user, fetchMock } = renderServed();
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(within(table).getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await user.click(within(table).getByRole('button', { name: 'Amount Paid' }));
    await lastAskedFirstPage(fetchMock, { sort: 'amountPaid', order: 'desc' });
    expect(within(table).getByRole('columnheader', { name: 'Amount Paid' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await user.click(within(table).getByRole('button', { name: 'Receipt' }));
    await waitFor(() =>
      expect(listRequests(fetchMock, PATH).at(-1)).toMatchObject({ sort: 'receiptNumber', order: 'asc' }),
    );
  });

  it('sends the search once typing stops and the filters as chosen, back on page 1', async () => {
    const { user, fetchMock } = renderServed(`${routes.payments}?page=2`);
    await screen.findByRole('table', { name: 'Payments' });
    await user.type(screen.getByRole('searchbox'), 'RCT-7');
    await lastAskedFirstPage(fetchMock, { q: 'RCT-7' });
    // No request for a part of the word.
    expect(listRequests(fetchMock, PATH).filter((query) => query.q !== undefined)).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'Mobile Money');
    await lastAskedFirstPage(fetchMock, { q: 'RCT-7', method: 'Mobile Money' });
    await user.click(screen.getByRole('switch', { name: 'Voided payments only' }));
    await lastAskedFirstPage(fetchMock, { q: 'RCT-7', method: 'Mobile Money', voided: 'true' });
    // Voided payments keep their receipts only, and the sum says what it is.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Delete payment/ })).toBeNull());
    expect(screen.queryByRole('button', { name: /^Edit payment/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Receipt RCT-000006 of Esi Owusu' })).toBeTruthy();
    expect(screen.getByText('Total Voided: ₵12,345.67')).toBeTruthy();
  });

  it('reads the page, search, sort and filters from the URL', async () => {
    const { fetchMock } = renderServed(
      `${routes.payments}?q=Esi&status=Partial&from=2026-01-01&to=2026-03-31&sort=receiptNumber&order=desc&page=2`,
    );
    await screen.findByRole('table', { name: 'Payments' });
    expect(listRequests(fetchMock, PATH)).toEqual([
      {
        page: '2',
        pageSize: '8',
        q: 'Esi',
        sort: 'receiptNumber',
        order: 'desc',
        status: 'Partial',
        from: '2026-01-01',
        to: '2026-03-31',
      },
    ]);
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('Partial');
  });
});
