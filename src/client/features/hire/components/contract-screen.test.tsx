import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { today } from '../../../../shared/dates';
import { api, routes } from '../../../../shared/paths';
import type { ContractLedger } from '../../../../shared/schemas/hire';
import { callsTo, type MockHandler, mockFetch } from '../../../test/fetch-mock';
import { testContract, testContractLedger, testRemittance, testWorkAndPay } from '../../../test/hire-data';
import { renderApp, testProfile } from '../../../test/render';
import { cellTexts } from '../../../test/table-cells';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';
import { ContractScreen } from './contract-screen';

function renderContract(
  ledger: ContractLedger = testContractLedger(),
  {
    role = 'Admin',
    handlers = {},
  }: { role?: 'Admin' | 'Staff'; handlers?: Record<string, MockHandler> } = {},
) {
  const id = ledger.contract._id;
  const fetchMock = mockFetch({
    [`GET ${api.contractLedger(id)}`]: { body: ledger },
    [`DELETE ${api.remittance('rem-11')}`]: {
      body: { message: 'Remittance voided successfully' },
      headers: { 'X-Data-Changed': 'remittances, contracts' },
    },
    [`PUT ${api.contract(id)}`]: (init) => ({
      body: { ...ledger.contract, ...JSON.parse(String(init.body)) },
      headers: { 'X-Data-Changed': 'contracts, remittances' },
    }),
    ...handlers,
  });
  const view = renderApp(<ContractScreen />, {
    path: `${routes.contract('')}:id`,
    url: routes.contract(id),
    profile: testProfile({ role }),
  });
  return { ...view, fetchMock };
}

const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Standing' })).getByText(label, { exact: true }).parentElement;
const detail = (label: string) =>
  within(screen.getByRole('region', { name: 'Terms' })).getByText(label, { exact: true }).nextElementSibling;

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('Contract page (docs/hire.md §4)', () => {
  it('shows the hirer and vehicle, the standing and the terms', async () => {
    renderContract();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kofi Boateng · GR 1234-21' })).toBeTruthy();
    expect(screen.getByText('Daily sales · Toyota Corolla')).toBeTruthy();
    expect(figure('Expected')?.textContent).toContain('₵900.00');
    expect(figure('Paid')?.textContent).toContain('₵600.00');
    expect(figure('Arrears')?.textContent).toContain('₵300.00');
    expect(figure('Balance')?.textContent).toContain('₵300.00');
    expect(figure('Next due')?.textContent).toContain('2026-03-06');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(detail('Amount')?.textContent).toBe('₵150.00 / day');
    expect(detail('Working days')?.textContent).toBe('Mon, Tue, Wed, Thu, Fri, Sat');
    expect(detail('Start date')?.textContent).toBe('2026-03-02');
    expect(detail('End date')?.textContent).toBe('Open-ended');
    expect(detail('Status')?.textContent).toBe('Active');
    expect(detail('License')?.textContent).toBe('DL-555001 (expires 2027-05-31)');
    expect(detail('Ghana Card')?.textContent).toBe('GHA-123456789-0');
  });

  it('lists the ledger with dues, remittances, a running balance and receipt links', async () => {
    renderContract();
    const table = await screen.findByRole('table', { name: 'Ledger' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellTexts(row).slice(0, 6))).toEqual([
      ['2026-03-02', 'Day 2026-03-02', '₵150.00', '', '₵150.00', '—'],
      ['2026-03-02', 'Remittance by Cash', '', '₵150.00', '₵0.00', 'RCT-000010'],
      ['2026-03-03', 'Day 2026-03-03', '₵150.00', '', '₵150.00', '—'],
      ['2026-03-03', 'Remittance by Mobile Money (MTN MoMo)', '', '₵150.00', '₵0.00', 'RCT-000011'],
      ['2026-03-04', 'Day 2026-03-04', '₵150.00', '', '₵150.00', '—'],
    ]);
    expect(within(table).getByRole('link', { name: 'RCT-000011' }).getAttribute('href')).toBe(
      routes.vehicleReceipt('rem-11'),
    );
    expect(within(table).getAllByRole('link', { name: /^RCT-/ })).toHaveLength(2);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toContain('Owed after');
    // Dues have no actions; remittances, for Admin, Void.
    expect(within(table).getAllByRole('button', { name: /^Void / })).toHaveLength(2);
  });

  it('shows the ledger as cards on a phone, actions only on remittances', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderContract();
    const list = await screen.findByRole('list', { name: 'Ledger' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(5);
    expect(cards[1]?.textContent).toContain('2026-03-02 · Remittance by Cash');
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Void RCT-000010' })).toBeTruthy();
    expect(within(cards[0] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('voids a remittance with a reason; the dialog says the receipt stays, marked VOID', async () => {
    const { user, fetchMock } = renderContract();
    await user.click(await screen.findByRole('button', { name: 'Void RCT-000011' }));
    const dialog = screen.getByRole('dialog', { name: 'Void remittance' });
    expect(dialog.textContent).toContain('Are you sure you want to void this remittance?');
    expect(dialog.textContent).toContain('Its receipt RCT-000011 stays, marked VOID');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Entered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('Remittance voided successfully')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', api.remittance('rem-11')).map((call) => call.body)).toEqual([
      { reason: 'Entered twice' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers Staff no Void and no Delete', async () => {
    renderContract(testContractLedger(), { role: 'Staff' });
    await screen.findByRole('table', { name: 'Ledger' });
    expect(screen.queryByRole('button', { name: /^Void / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('link', { name: 'RCT-000010' })).toBeTruthy();
  });

  it('offers Delete only while the contract has no remittances', async () => {
    renderContract();
    await screen.findByRole('table', { name: 'Ledger' });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('Record remittance opens the form with one day’s amount, Pay all arrears with all of them, Edit and a WhatsApp reminder naming what is owed', async () => {
    const { user } = renderContract();
    await screen.findByRole('table', { name: 'Ledger' });
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      routes.editContract('con-1'),
    );
    const reminder = screen.getByRole('link', { name: 'WhatsApp reminder to Kofi Boateng' });
    const href = new URL(reminder.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/233241112233');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain('GHC 300.00');
    expect(text).toContain('GR 1234-21');
    expect(text).toContain('Mensah Properties');

    // ₵300 behind on ₵150 a day: Record suggests the day's ₵150 (decision 062).
    await user.click(screen.getByRole('button', { name: 'Record remittance' }));
    const dialog = screen.getByRole('dialog', { name: 'Record remittance' });
    expect((within(dialog).getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('150.00');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Pay all arrears GHC 300.00' }));
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('300.00');
  });

  it('says Due today (amber) while only today’s amount is unpaid, Behind (red) once older money is', async () => {
    renderContract(testContractLedger(testContract({ arrears: 150, nextDueDate: today() })));
    await screen.findByRole('table', { name: 'Ledger' });
    const arrears = within(screen.getByRole('region', { name: 'Standing' })).getByText(
      'Arrears',
    ).parentElement;
    expect(arrears?.textContent).toContain('Due today');
    expect(arrears?.parentElement?.className).toContain('amber');
    expect(within(arrears as HTMLElement).getByText('₵150.00').className).toContain('amber');
    expect(screen.queryByRole('button', { name: /Pay all arrears/ })).toBeNull();
  });

  it('keeps the receipt at hand after a remittance; Record another opens the form again (decision 058)', async () => {
    const { user, fetchMock } = renderContract(undefined, {
      handlers: {
        [`POST ${api.remittances}`]: { body: testRemittance(), headers: { 'X-Data-Changed': 'remittances' } },
      },
    });
    await screen.findByRole('table', { name: 'Ledger' });
    await user.click(screen.getByRole('button', { name: 'Record remittance' }));
    await user.click(screen.getByRole('button', { name: 'Save remittance' }));
    const panel = await screen.findByRole('region', { name: 'Remittance recorded' }, { timeout: 5000 });
    expect(within(panel).getByTestId('recorded-summary').textContent).toBe('Receipt RCT-000042 · GHC 300.00');
    expect(within(panel).getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      routes.vehicleReceipt('rem-9'),
    );
    await user.click(within(panel).getByRole('button', { name: 'Record another' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record remittance' });
    // One period of the arrears again, as Record suggests (decision 062).
    expect((within(dialog).getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('150.00');
    expect(screen.queryByRole('region', { name: 'Remittance recorded' })).toBeNull();
    expect(callsTo(fetchMock, 'POST', api.remittances)).toHaveLength(1);
  });

  it('suggests the next amount due when nothing is in arrears (never more than the balance)', async () => {
    const { user } = renderContract(testContractLedger(testWorkAndPay({ paid: 51_500 })));
    await user.click(await screen.findByRole('button', { name: 'Record remittance' }));
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('500.00');
  });

  it('terminates on the day chosen: the contract as read, with status terminated', async () => {
    const { user, fetchMock } = renderContract();
    await user.click(await screen.findByRole('button', { name: 'Terminate' }));
    const dialog = screen.getByRole('dialog', { name: 'Terminate contract' });
    expect(dialog.textContent).toContain('Are you sure you want to terminate this contract?');
    const day = within(dialog).getByLabelText('Termination date') as HTMLInputElement;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Accra' }).format(new Date());
    expect(day.value).toBe(today);
    await user.clear(day);
    await user.type(day, '2026-03-10');
    await user.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(await screen.findByText('Contract terminated')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', api.contract('con-1'))[0]?.body).toMatchObject({
      vehicleId: 'veh-1',
      type: 'daily_sales',
      amount: '150.00',
      workingDays: [1, 2, 3, 4, 5, 6],
      status: 'terminated',
      terminatedOn: '2026-03-10',
    });
  });
});

describe('Work and pay on the contract page', () => {
  it('shows the progress towards the total and the forecast end date', async () => {
    renderContract(testContractLedger(testWorkAndPay()));
    const bar = await screen.findByRole('progressbar', { name: 'Paid towards the total price' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.getByText(/Forecast end date: 2026-12-28/)).toBeTruthy();
    expect(screen.queryByText(/Vehicle handed over/)).toBeNull();
  });

  it('says the vehicle is handed over once paid in full', async () => {
    renderContract(
      testContractLedger(
        testWorkAndPay({ paid: 52_000, status: 'completed', completedOn: '2026-12-21', nextDueDate: null }),
      ),
    );
    const banner = (await screen.findByText('Vehicle handed over to Yaw Darko')).closest('[role="status"]');
    expect(banner).not.toBeNull();
    expect(banner?.textContent).toContain('Paid in full on 2026-12-21');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    // Nothing left to record or terminate.
    expect(screen.queryByRole('button', { name: 'Record remittance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Terminate' })).toBeNull();
  });

  it('deletes a contract without remittances and goes back to the list', async () => {
    const ledger: ContractLedger = { ...testContractLedger(testContract()), entries: [] };
    const { user, router } = renderContract(ledger, {
      handlers: {
        [`DELETE ${api.contract('con-1')}`]: {
          body: { message: 'Contract deleted successfully' },
          headers: { 'X-Data-Changed': 'contracts' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete contract' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.contracts));
  });

  it('shows the inline error and a way back for an unknown contract', async () => {
    mockFetch({
      [`GET ${api.contractLedger('missing')}`]: { status: 404, body: { message: 'Contract not found' } },
    });
    renderApp(<ContractScreen />, {
      path: `${routes.contract('')}:id`,
      url: routes.contract('missing'),
      profile: testProfile(),
    });
    expect(await screen.findByText('Failed to load the contract.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the contracts' }).getAttribute('href')).toBe(
      routes.contracts,
    );
  });
});
