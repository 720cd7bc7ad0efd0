import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import type { Contract } from '../../../../shared/schemas/hire';
import { callsTo, type MockHandler, mockFetch } from '../../../test/fetch-mock';
import { testContract, testRental, testWorkAndPay } from '../../../test/hire-data';
import { renderApp, testProfile } from '../../../test/render';
import { cellTexts } from '../../../test/table-cells';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';
import { ContractListScreen } from './contract-list-screen';

const CONTRACTS: Contract[] = [testContract(), testWorkAndPay(), testRental({ status: 'completed' })];

function renderList(
  url: string = routes.contracts,
  {
    role = 'Admin',
    handlers = {},
  }: { role?: 'Admin' | 'Staff'; handlers?: Record<string, MockHandler> } = {},
) {
  const fetchMock = mockFetch({ [`GET ${api.contracts}`]: { body: CONTRACTS }, ...handlers });
  const view = renderApp(<ContractListScreen />, {
    path: routes.contracts,
    url,
    profile: testProfile({ role }),
  });
  return { ...view, fetchMock };
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Contracts' }))
    .getAllByRole('row')
    .slice(1);

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('Contract list (hire.md §4)', () => {
  it('shows hirer, vehicle, type, amount per period, arrears (red when behind), status with the progress under it', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Contracts' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Contracts' });
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

  it('keeps the type, status and search in the URL, each going back to page 1', async () => {
    const { user, router } = renderList(`${routes.contracts}?page=2`);
    await screen.findByRole('table', { name: 'Contracts' });
    await user.selectOptions(screen.getByLabelText('Type'), 'work_and_pay');
    await waitFor(() => expect(router.state.location.search).toBe('?type=work_and_pay'));
    expect(bodyRows().map((row) => cellTexts(row)[0])).toEqual(['Yaw Darko+233 24 555 7788']);

    await user.selectOptions(screen.getByLabelText('Type'), '');
    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await waitFor(() => expect(router.state.location.search).toBe('?status=completed'));
    expect(bodyRows().map((row) => cellTexts(row)[0])).toEqual(['Esi Quaye+233 20 111 4455']);

    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'GR 1234');
    await waitFor(() => expect(router.state.location.search).toBe('?q=GR+1234'));
    await waitFor(() =>
      expect(bodyRows().map((row) => cellTexts(row)[1])).toEqual(['GR 1234-21Toyota Corolla']),
    );
  });

  it('reads its filters from the URL, and searches by phone as typed locally', async () => {
    renderList(`${routes.contracts}?q=0245557788`);
    await screen.findByRole('table', { name: 'Contracts' });
    expect(bodyRows().map((row) => cellTexts(row)[0])).toEqual(['Yaw Darko+233 24 555 7788']);
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
});
