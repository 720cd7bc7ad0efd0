import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import type { Contract } from '../../../../shared/schemas/hire';
import { callsTo, type MockHandler, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { testContract, testRental, testWorkAndPay } from '../../../test/hire-data';
import { listSearches, pageOf } from '../../../test/paged';
import { renderApp, testProfile } from '../../../test/render';
import { cellTexts } from '../../../test/table-cells';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';
import { CONTRACTS_PAGE_SIZE } from '../hire-texts';
import { ContractListScreen } from './contract-list-screen';

const CONTRACTS: Contract[] = [testContract(), testWorkAndPay(), testRental({ status: 'completed' })];

/**
 * A fake server for GET /api/hire/contracts?page: filters by type, status and `q` (hirer or
 * registration), sorts by the asked field (arrears when none is asked), pages, totals the arrears.
 */
function serve(url: string): MockReply {
  const query = new URL(url, 'http://localhost').searchParams;
  const q = (query.get('q') ?? '').toLowerCase();
  const sort = query.get('sort') ?? 'startDate';
  const order = query.get('order') === 'asc' ? 1 : -1;
  const value = (row: Contract) =>
    sort === 'hirerName'
      ? row.hirer.name
      : sort === 'progress'
        ? (row.progress ?? -1)
        : sort === 'arrears'
          ? row.arrears
          : row.startDate;
  const matching = CONTRACTS.filter(
    (row) =>
      (!query.get('type') || row.type === query.get('type')) &&
      (!query.get('status') || row.status === query.get('status')) &&
      (row.hirer.name.toLowerCase().includes(q) || row.vehicle.vehicleRegNum.toLowerCase().includes(q)),
  ).sort((a, b) => (value(a) < value(b) ? -order : value(a) > value(b) ? order : 0));
  return pageOf(matching, url, {
    expected: 0,
    paid: 0,
    arrears: matching.reduce((sum, row) => sum + row.arrears, 0),
  });
}

function renderList(
  url: string = routes.contracts,
  {
    role = 'Admin',
    handlers = {},
  }: { role?: 'Admin' | 'Staff'; handlers?: Record<string, MockHandler> } = {},
) {
  const fetchMock = mockFetch({ [`GET ${api.contracts}`]: (_init, asked) => serve(asked), ...handlers });
  const view = renderApp(<ContractListScreen />, {
    path: routes.contracts,
    url,
    profile: testProfile({ role }),
  });
  return { ...view, fetchMock };
}

/** The query strings of the contract list requests made so far. */
const listRequests = (fetchMock: ReturnType<typeof mockFetch>) => listSearches(fetchMock, api.contracts);

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Contracts' }))
    .getAllByRole('row')
    .slice(1);

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('Contract list (docs/hire.md §4)', () => {
  it('shows hirer, vehicle, type, amount per period, arrears (red when behind), status with the progress under it', async () => {
    const { fetchMock } = renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Contracts' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Contracts' });
    // One page from the server, who owes the most first; never the whole list.
    expect(listRequests(fetchMock)).toEqual([
      `page=1&pageSize=${CONTRACTS_PAGE_SIZE}&sort=arrears&order=desc`,
    ]);
    expect(screen.getByRole('columnheader', { name: /Arrears/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(screen.getByText('3 contracts · Arrears ₵300.00')).toBeTruthy();
    expect(bodyRows().map((row) => cellTexts(row).slice(0, 6))).toEqual([
      [
        'Kofi Boateng+233 24 111 2233',
        'GR 1234-21Toyota Corolla',
        'Daily sales',
        '₵150.00 / day',
        '₵300.00',
        'Active',
      ],
      [
        'Yaw Darko+233 24 555 7788',
        'GT 5678-22Nissan Urvan',
        'Work and pay',
        '₵1,000.00 / week',
        '₵0.00',
        'Active25%',
      ],
      [
        'Esi Quaye+233 20 111 4455',
        'GE 4321-23Hyundai Elantra',
        'Rental',
        '₵300.00 / day',
        '₵0.00',
        'Completed',
      ],
    ]);
    expect(within(bodyRows()[0] as HTMLElement).getByText('₵300.00').className).toContain('text-red-700');
    expect(within(bodyRows()[1] as HTMLElement).getByText('₵0.00').className).not.toContain('red');
    // Work and pay only: a progress bar with its value.
    const bar = within(bodyRows()[1] as HTMLElement).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(
      within(bodyRows()[0] as HTMLElement)
        .getByRole('link', { name: 'Kofi Boateng' })
        .getAttribute('href'),
    ).toBe(routes.contract('con-1'));
    expect(screen.getByRole('link', { name: '+ Add Contract' }).getAttribute('href')).toBe(
      routes.addContract,
    );
    // A WhatsApp reminder to an active contract's hirer who owes; none to a finished contract.
    expect(
      within(bodyRows()[0] as HTMLElement)
        .getByRole('link', { name: 'Remind Kofi Boateng on WhatsApp' })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/233241112233\?text=Hello%20Kofi%20Boateng/);
    expect(within(bodyRows()[2] as HTMLElement).queryByRole('link', { name: /^Remind / })).toBeNull();
    // The hirer's phone is tap-to-call (E.164) beside a WhatsApp chat with it (decision 069).
    expect(
      within(bodyRows()[2] as HTMLElement)
        .getByRole('link', { name: '+233 20 111 4455' })
        .getAttribute('href'),
    ).toBe('tel:+233201114455');
    expect(
      within(bodyRows()[2] as HTMLElement).getByRole('link', { name: 'WhatsApp Esi Quaye' }),
    ).toBeTruthy();
  });

  it('asks the server for the type, status and search in the URL, each going back to page 1', async () => {
    // Page 2 is past the end of three contracts: nothing shown, yet the filters go back to page 1.
    const { user, router, fetchMock } = renderList(`${routes.contracts}?page=2`);
    await waitFor(() => expect(listRequests(fetchMock)[0]).toContain('page=2&'));
    await user.selectOptions(screen.getByLabelText('Type'), 'work_and_pay');
    await waitFor(() => expect(router.state.location.search).toBe('?type=work_and_pay'));
    await waitFor(() =>
      expect(bodyRows().map((row) => cellTexts(row)[0])).toEqual(['Yaw Darko+233 24 555 7788']),
    );
    expect(listRequests(fetchMock)).toContain(
      `page=1&pageSize=${CONTRACTS_PAGE_SIZE}&sort=arrears&order=desc&type=work_and_pay`,
    );

    await user.selectOptions(screen.getByLabelText('Type'), '');
    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await waitFor(() => expect(router.state.location.search).toBe('?status=completed'));
    await waitFor(() =>
      expect(bodyRows().map((row) => cellTexts(row)[0])).toEqual(['Esi Quaye+233 20 111 4455']),
    );

    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'GR 1234');
    await waitFor(() => expect(router.state.location.search).toBe('?q=GR+1234'));
    await waitFor(() =>
      expect(bodyRows().map((row) => cellTexts(row)[1])).toEqual(['GR 1234-21Toyota Corolla']),
    );
    expect(listRequests(fetchMock).at(-1)).toBe(
      `page=1&pageSize=${CONTRACTS_PAGE_SIZE}&q=GR+1234&sort=arrears&order=desc`,
    );
  });

  it('sorts by a click on a header (aria-sort), a second click turning the order round', async () => {
    const { user, router, fetchMock } = renderList();
    await screen.findByRole('table', { name: 'Contracts' });
    await user.click(screen.getByRole('button', { name: /Hirer/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=hirerName&order=asc'));
    await waitFor(() =>
      expect(bodyRows().map((row) => cellTexts(row)[0]?.split('+')[0])).toEqual([
        'Esi Quaye',
        'Kofi Boateng',
        'Yaw Darko',
      ]),
    );
    expect(screen.getByRole('columnheader', { name: /Hirer/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Arrears/ }).getAttribute('aria-sort')).toBe('none');
    expect(listRequests(fetchMock).at(-1)).toBe(
      `page=1&pageSize=${CONTRACTS_PAGE_SIZE}&sort=hirerName&order=asc`,
    );
    await user.click(screen.getByRole('button', { name: /Hirer/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=hirerName&order=desc'));
    expect(screen.getByRole('columnheader', { name: /Hirer/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('reads its search from the URL and sends it to the server', async () => {
    const { fetchMock } = renderList(`${routes.contracts}?q=0245557788`);
    await waitFor(() => expect(listRequests(fetchMock)[0]).toContain('q=0245557788'));
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('0245557788');
  });

  it('exports the contracts with the filters shown', async () => {
    const { user, fetchMock } = renderList(`${routes.contracts}?type=rental&status=completed&q=Esi`, {
      handlers: { [`GET ${api.exportContracts}`]: { body: {} } },
    });
    await screen.findByRole('table', { name: 'Contracts' });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:contracts');
    await user.click(screen.getByRole('button', { name: 'Export Contracts' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', api.exportContracts)).toHaveLength(1));
    const [input] = fetchMock.mock.calls.find(([url]) => String(url).startsWith(api.exportContracts)) ?? [];
    expect(String(input)).toBe(`${api.exportContracts}?q=Esi&type=rental&status=completed`);
  });

  it('deletes with a confirmation; a contract with remittances is refused with the server’s message', async () => {
    const refusal =
      'This contract has remittances, and their receipts must stay whole: terminate it instead of deleting it.';
    const { user, fetchMock } = renderList(routes.contracts, {
      handlers: { [`DELETE ${api.contract('con-1')}`]: { status: 409, body: { message: refusal } } },
    });
    await screen.findByRole('table', { name: 'Contracts' });
    await user.click(screen.getByRole('button', { name: 'Delete contract of Kofi Boateng' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete contract' });
    expect(dialog.textContent).toContain('Are you sure you want to delete this contract?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', api.contract('con-1'))).toHaveLength(1);
  });

  it('offers Staff View and Edit but no Delete', async () => {
    renderList(routes.contracts, { role: 'Staff' });
    await screen.findByRole('table', { name: 'Contracts' });
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit contract of Kofi Boateng' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View contract of Kofi Boateng' }).getAttribute('href')).toBe(
      routes.contract('con-1'),
    );
  });

  it('is a stack of cards on a phone, the progress bar and actions included', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderList();
    const list = await screen.findByRole('list', { name: 'Contracts' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(
      within(cards[1] as HTMLElement)
        .getByRole('progressbar')
        .getAttribute('aria-valuenow'),
    ).toBe('25');
    expect(
      within(cards[0] as HTMLElement).getByRole('button', { name: 'Delete contract of Kofi Boateng' }),
    ).toBeTruthy();
  });

  it('offers the same sorts in a select on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { user, router, fetchMock } = renderList();
    await screen.findByRole('list', { name: 'Contracts' });
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(select.value).toBe('arrears:desc');
    expect([...select.options].map((option) => option.value)).toEqual([
      'hirerName:asc',
      'hirerName:desc',
      'arrears:desc',
      'arrears:asc',
      'progress:desc',
      'progress:asc',
    ]);
    await user.selectOptions(select, 'progress:desc');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=progress&order=desc'));
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toBe(
        `page=1&pageSize=${CONTRACTS_PAGE_SIZE}&sort=progress&order=desc`,
      ),
    );
  });
});
