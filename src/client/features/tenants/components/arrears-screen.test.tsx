import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import type { ArrearsRow } from '../../../../shared/schemas/ledger';
import { type MockReply, mockFetch } from '../../../test/fetch-mock';
import { testArrearsRow } from '../../../test/ledger-data';
import { listRequests, pageReply, queryOf } from '../../../test/paged';
import { renderApp, testProfile } from '../../../test/render';
import { cellTexts } from '../../../test/table-cells';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';
import { ARREARS_TEXTS, ArrearsScreen, arrearsTotals } from './arrears-screen';

/** As the server sends them: most days overdue first. */
const ROWS: ArrearsRow[] = [
  testArrearsRow({ _id: 'rent-1', tenantName: 'Kojo Antwi', arrears: 0.1, balance: 1000.1, daysOverdue: 40 }),
  testArrearsRow({
    _id: 'rent-2',
    tenantName: 'Esi Owusu',
    tenantPhone: '',
    apartment: null,
    roomDescription: 'Shop 3, Madina market',
    arrears: 0.2,
    balance: 0.2,
    daysOverdue: 9,
    paidThrough: null,
  }),
  testArrearsRow({ _id: 'rent-3', tenantName: 'Kofi Mensah', arrears: 2500, balance: 2500, daysOverdue: 3 }),
];

/** A fake server: searches the name, sorts as asked (else keeps the given order), pages, totals every match. */
function serveArrears(rows: ArrearsRow[], url: string): MockReply {
  const query = queryOf(url);
  const q = (query.q ?? '').toLowerCase();
  const matching = rows.filter((row) => row.tenantName.toLowerCase().includes(q));
  if (query.sort === 'arrears' || query.sort === 'daysOverdue') {
    const field = query.sort;
    const sign = query.order === 'asc' ? 1 : -1;
    matching.sort((a, b) => sign * (a[field] - b[field]));
  }
  const page = Number(query.page);
  const pageSize = Number(query.pageSize);
  return pageReply(
    matching.slice((page - 1) * pageSize, page * pageSize),
    { arrears: arrearsTotals(matching).arrears },
    { total: matching.length, page, pageSize },
  );
}

function renderArrears(url: string = routes.arrears, rows: ArrearsRow[] = ROWS) {
  const fetchMock = mockFetch({
    [`GET ${api.arrears}`]: (_init, requested) => serveArrears(rows, requested),
    [`GET ${api.exportArrears}`]: { body: {} },
  });
  const view = renderApp(<ArrearsScreen />, { path: routes.arrears, url, profile: testProfile() });
  return { ...view, fetchMock };
}

const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Arrears totals' })).getByText(label).parentElement?.textContent;
const tenantNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => cellTexts(row)[0]);

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('arrearsTotals', () => {
  it('adds the arrears exactly, to the pesewa', () => {
    expect(arrearsTotals(ROWS)).toEqual({ count: 3, arrears: 2500.3 });
    expect(arrearsTotals([])).toEqual({ count: 0, arrears: 0 });
  });
});

describe('Arrears screen', () => {
  it('lists the tenants in arrears in the order the server gives, with the total', async () => {
    renderArrears();
    const table = await screen.findByRole('table', { name: 'Arrears' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tenant', 'Phone', 'Unit', 'Arrears', 'Balance', 'Days overdue', 'Paid through', 'Reminder']);
    expect(tenantNames(table)).toEqual(['Kojo Antwi', 'Esi Owusu', 'Kofi Mensah']);
    const [kojo, esi] = within(table).getAllByRole('row').slice(1);
    expect(cellTexts(kojo).slice(0, 7)).toEqual([
      'Kojo Antwi',
      '+233 24 111 2233',
      'Flat 2A',
      '₵0.10',
      '₵1,000.10',
      '40',
      '2026-02-09',
    ]);
    // No unit: the room says where; no paid-through date yet.
    expect(cellTexts(esi)[2]).toBe('Shop 3, Madina market');
    expect(cellTexts(esi)[6]).toBe('—');
    expect(within(table).getByRole('link', { name: 'Kojo Antwi' }).getAttribute('href')).toBe(
      routes.tenant('rent-1'),
    );
    expect(figure('Total Arrears')).toContain('₵2,500.30');
    expect(figure('Tenants in Arrears')).toContain('3');
  });

  it('says Due today (amber) instead of 0 days overdue (decision 060)', async () => {
    renderArrears(routes.arrears, [
      testArrearsRow({ _id: 'rent-9', tenantName: 'Ama Due', arrears: 600, balance: 600, daysOverdue: 0 }),
    ]);
    const table = await screen.findByRole('table', { name: 'Arrears' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(cellTexts(row)[5]).toBe('Due today');
    expect(within(row as HTMLElement).getByText('Due today').className).toContain('amber');
  });

  it('offers a WhatsApp reminder per row that has a phone', async () => {
    renderArrears();
    const table = await screen.findByRole('table', { name: 'Arrears' });
    const reminders = within(table).getAllByRole('link', { name: /on WhatsApp$/ });
    expect(reminders.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Remind Kojo Antwi on WhatsApp',
      'Remind Kofi Mensah on WhatsApp',
    ]);
    const text = new URL(reminders[1]?.getAttribute('href') ?? '').searchParams.get('text');
    expect(text).toContain('Hello Kofi Mensah');
    expect(text).toContain('GHC 2,500.00 of your rent is overdue (3 days)');
    expect(text).toContain('Mensah Properties');
  });

  it('searches by tenant name in the URL; the total and the export follow the search', async () => {
    const { user, router, fetchMock } = renderArrears();
    const table = await screen.findByRole('table', { name: 'Arrears' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ko');
    await waitFor(() => expect(tenantNames(table)).toEqual(['Kojo Antwi', 'Kofi Mensah']));
    expect(router.state.location.search).toBe('?q=ko');
    expect(figure('Total Arrears')).toContain('₵2,500.10');
    expect(figure('Tenants in Arrears')).toContain('2');

    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:arrears');
    await user.click(screen.getByRole('button', { name: 'Export Arrears' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const exportCalls = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('export'));
    expect(exportCalls).toEqual([`${api.exportArrears}?q=ko`]);
  });

  it('opens with the search of a shared link', async () => {
    renderArrears(`${routes.arrears}?q=esi`);
    const table = await screen.findByRole('table', { name: 'Arrears' });
    expect(tenantNames(table)).toEqual(['Esi Owusu']);
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('esi');
  });

  it('says when no tenant matches the search', async () => {
    renderArrears(`${routes.arrears}?q=nobody`);
    expect(await screen.findByText(ARREARS_TEXTS.noMatch)).toBeTruthy();
    expect(figure('Total Arrears')).toContain('₵0.00');
  });

  it('asks the server for a page of 10, most days overdue first; the largest arrears are one click away', async () => {
    const { user, fetchMock, router } = renderArrears();
    const table = await screen.findByRole('table', { name: 'Arrears' });
    expect(listRequests(fetchMock, api.arrears)).toEqual([{ page: '1', pageSize: '10' }]);
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    expect(header('Days overdue').getAttribute('aria-sort')).toBe('descending');
    expect(header('Arrears').getAttribute('aria-sort')).toBe('none');
    await user.click(within(header('Arrears')).getByRole('button', { name: 'Arrears' }));
    await waitFor(() => expect(tenantNames(table)).toEqual(['Kofi Mensah', 'Esi Owusu', 'Kojo Antwi']));
    expect(listRequests(fetchMock, api.arrears).at(-1)).toEqual({
      page: '1',
      pageSize: '10',
      sort: 'arrears',
      order: 'desc',
    });
    expect(router.state.location.search).toBe('?sort=arrears&order=desc');
    expect(header('Arrears').getAttribute('aria-sort')).toBe('descending');
  });

  it('pages by the server total', async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      testArrearsRow({ _id: `r${index}`, tenantName: `Tenant ${index}`, daysOverdue: 100 - index }),
    );
    const { user, fetchMock } = renderArrears(routes.arrears, many);
    const table = await screen.findByRole('table', { name: 'Arrears' });
    expect(tenantNames(table)).toHaveLength(10);
    expect(figure('Tenants in Arrears')).toContain('23');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Arrears pages' })).getByRole('button', { name: '3' }),
    );
    await waitFor(() => expect(tenantNames(table)).toEqual(['Tenant 20', 'Tenant 21', 'Tenant 22']));
    expect(listRequests(fetchMock, api.arrears).at(-1)).toEqual({ page: '3', pageSize: '10' });
  });

  it('says when nobody is in arrears', async () => {
    renderArrears(routes.arrears, []);
    expect(await screen.findByText(ARREARS_TEXTS.empty)).toBeTruthy();
  });

  it('is a stack of cards with the reminder visible on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderArrears();
    const list = await screen.findByRole('list', { name: 'Arrears' });
    expect(screen.queryByRole('table')).toBeNull();
    const [kojo] = within(list).getAllByRole('article');
    expect(within(kojo as HTMLElement).getByRole('link', { name: 'Kojo Antwi' })).toBeTruthy();
    expect(
      within(kojo as HTMLElement).getByRole('link', { name: 'Remind Kojo Antwi on WhatsApp' }),
    ).toBeTruthy();
    expect(kojo?.textContent).toContain('Days overdue40');
  });
});
