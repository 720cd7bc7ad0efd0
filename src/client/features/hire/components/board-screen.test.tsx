import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { today } from '../../../../shared/dates';
import { api, routes } from '../../../../shared/paths';
import type { Board } from '../../../../shared/schemas/hire';
import { outboxRecords } from '../../../lib/offline/outbox';
import { OUTBOX_TEXTS } from '../../../lib/offline/outbox-texts';
import { callsTo, deferred, type MockHandler, type MockReply, mockFetch } from '../../../test/fetch-mock';
import {
  testBoard,
  testBoardRow,
  testContract,
  testRemittance,
  testWorkAndPay,
} from '../../../test/hire-data';
import { renderApp, testProfile } from '../../../test/render';
import { cellTexts } from '../../../test/table-cells';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';
import { BoardScreen } from './board-screen';

const BEHIND = testBoardRow();
const PAID_UP = testBoardRow({
  contract: testWorkAndPay(),
  due: 1000,
  paidThatDay: 1000,
  arrears: 0,
});

function renderBoard(
  board: (date: string) => Board = (date) => testBoard([BEHIND, PAID_UP], date),
  handlers: Record<string, MockHandler> = {},
  url = `${routes.remittances}?date=2026-03-05`,
) {
  const fetchMock = mockFetch({
    [`GET ${api.hireToday}`]: (_init, requested) => ({
      body: board(new URL(requested, 'http://localhost').searchParams.get('date') ?? ''),
    }),
    [`POST ${api.remittances}`]: {
      body: testRemittance(),
      headers: { 'X-Data-Changed': 'remittances, contracts' },
    },
    ...handlers,
  });
  const view = renderApp(<BoardScreen />, { path: routes.remittances, url, profile: testProfile() });
  return { ...view, fetchMock };
}

const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Totals of the day' })).getByText(label, { exact: true })
    .parentElement;
const boardCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === api.hireToday)
    .map((url) => url.searchParams.get('date'));

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('The day’s board (docs/hire.md §4)', () => {
  it('shows the day’s totals and one row per contract: vehicle, hirer, due, paid, arrears', async () => {
    const { fetchMock } = renderBoard();
    expect(screen.getByRole('heading', { level: 1, name: 'Remittances' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Remittances of 2026-03-05' });
    expect(boardCalls(fetchMock)).toEqual(['2026-03-05']);
    expect(figure('Expected')?.textContent).toContain('₵1,150.00');
    expect(figure('Collected')?.textContent).toContain('₵1,000.00');
    expect(figure('Outstanding')?.textContent).toContain('₵300.00');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellTexts(row).slice(0, 6))).toEqual([
      ['GR 1234-21', 'Kofi Boateng', '₵150.00', '₵0.00', '₵300.00', 'Behind'],
      ['GT 5678-22', 'Yaw Darko', '₵1,000.00', '₵1,000.00', '₵0.00', 'Paid up'],
    ]);
    // Behind: highlighted; paid up: marked green.
    expect(rows[0]?.className).toContain('bg-red-50');
    expect(rows[1]?.className).not.toContain('bg-red-50');
    expect(within(rows[1] as HTMLElement).getByText('Paid up').className).toContain('green');
    expect(within(table).getByRole('link', { name: 'Kofi Boateng' }).getAttribute('href')).toBe(
      routes.contract('con-1'),
    );
    // The export names the shown day.
    expect(screen.getByRole('button', { name: 'Export Remittances' })).toBeTruthy();
  });

  it('Record opens the form with the day’s amount filled in (not the arrears), the board’s day and Cash; Save records it once', async () => {
    const { user, fetchMock } = renderBoard();
    await user.click(
      await screen.findByRole('button', { name: 'Record remittance of Kofi Boateng (GR 1234-21)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Record remittance' });
    expect(dialog.textContent).toContain('GR 1234-21 · Kofi Boateng · Daily sales');
    expect((within(dialog).getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('150.00');
    expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe('2026-03-05');
    expect((within(dialog).getByRole('radio', { name: 'Cash' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByLabelText('Network')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save remittance' }));
    expect(await screen.findByText(/Remittance recorded successfully/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View receipt RCT-000042' }).getAttribute('href')).toBe(
      routes.vehicleReceipt('rem-9'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const calls = callsTo(fetchMock, 'POST', api.remittances);
    expect(calls.map((call) => call.body)).toEqual([
      { contractId: 'con-1', amount: 150, method: 'Cash', date: '2026-03-05', note: '' },
    ]);
    const key = new Headers(calls[0]?.init?.headers).get('idempotency-key') ?? '';
    expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('Record suggests the day’s GHC 250, and Pay all arrears GHC 2,000.00 is a separate button (decision 062)', async () => {
    const row = testBoardRow({
      contract: testContract({ amount: 250, arrears: 2000 }),
      due: 250,
      paidThatDay: 0,
      arrears: 2000,
    });
    const { user } = renderBoard(() => testBoard([row]));
    const who = 'Kofi Boateng (GR 1234-21)';
    await user.click(await screen.findByRole('button', { name: `Record remittance of ${who}` }));
    const amount = () => screen.getByLabelText(/^Amount/) as HTMLInputElement;
    expect(amount().value).toBe('250.00');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const all = screen.getByRole('button', { name: `Pay all arrears GHC 2,000.00 of ${who}` });
    expect(all.textContent).toBe('Pay all arrears GHC 2,000.00');
    await user.click(all);
    expect(amount().value).toBe('2000.00');
  });

  it('suggests what is left of the day when partly paid, and offers no second button when Record pays it all', async () => {
    const partly = testBoardRow({ due: 150, paidThatDay: 100, arrears: 50 });
    const { user } = renderBoard(() => testBoard([partly]));
    await user.click(
      await screen.findByRole('button', { name: 'Record remittance of Kofi Boateng (GR 1234-21)' }),
    );
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('50.00');
    expect(screen.queryByRole('button', { name: /Pay all arrears/ })).toBeNull();
  });

  it('says Due today (amber) while only today’s amount is unpaid, Behind (red) when more is', async () => {
    const day = today();
    const dueToday = testBoardRow({ due: 150, paidThatDay: 0, arrears: 150 });
    const behind = testBoardRow({
      contract: testWorkAndPay(),
      due: 1000,
      paidThatDay: 0,
      arrears: 3000,
    });
    renderBoard(() => testBoard([behind, dueToday], day), {}, `${routes.remittances}?date=${day}`);
    const table = await screen.findByRole('table', { name: `Remittances of ${day}` });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first as HTMLElement).getByText('Behind').className).toContain('red');
    expect(first?.className).toContain('bg-red-50');
    expect(within(second as HTMLElement).getByText('Due today').className).toContain('amber');
    expect(second?.className).toContain('bg-amber-50');
    expect(within(second as HTMLElement).queryByText('Behind')).toBeNull();
  });

  it('fills in the day’s due when the hirer has no arrears, and nothing once the day is paid', async () => {
    const ahead = testBoardRow({ contract: testWorkAndPay(), due: 1000, paidThatDay: 0, arrears: 0 });
    const { user } = renderBoard(() => testBoard([ahead]));
    const record = await screen.findByRole('button', { name: 'Record remittance of Yaw Darko (GT 5678-22)' });
    await user.click(record);
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('1000.00');
    expect(screen.queryByRole('button', { name: /Pay all arrears/ })).toBeNull();
  });

  it('keeps the receipt at hand after Save: Remittance recorded with View receipt and Record another (decision 058)', async () => {
    const { user } = renderBoard();
    await user.click(
      await screen.findByRole('button', { name: 'Record remittance of Kofi Boateng (GR 1234-21)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save remittance' }));
    const panel = await screen.findByRole('region', { name: 'Remittance recorded' }, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(panel).getByTestId('recorded-summary').textContent).toBe('Receipt RCT-000042 · GHC 300.00');
    expect(within(panel).getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      routes.vehicleReceipt('rem-9'),
    );
    expect(within(panel).getByRole('link', { name: 'Share on WhatsApp' })).toBeTruthy();
    // The next hirer is another row: Record another makes way for the board.
    await user.click(within(panel).getByRole('button', { name: 'Record another' }));
    expect(screen.queryByRole('region', { name: 'Remittance recorded' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Remittances of 2026-03-05' })).toBeTruthy();
  });

  it('leaves the amount blank for a hirer who has paid the day and owes nothing', async () => {
    const { user } = renderBoard();
    await user.click(
      await screen.findByRole('button', { name: 'Record remittance of Yaw Darko (GT 5678-22)' }),
    );
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('');
  });

  it('keeps a save the server failed in the outbox under the key it was sent with; the next opening makes a new key', async () => {
    let answers = 0;
    const { user, fetchMock } = renderBoard(undefined, {
      [`POST ${api.remittances}`]: () => {
        answers += 1;
        return answers === 1
          ? { status: 503, body: { message: 'Try again later' } }
          : { body: testRemittance(), headers: { 'X-Data-Changed': 'remittances' } };
      },
    });
    const record = await screen.findByRole('button', {
      name: 'Record remittance of Kofi Boateng (GR 1234-21)',
    });
    await user.click(record);
    await user.click(screen.getByRole('button', { name: 'Save remittance' }));
    // A server failure: the remittance waits in the outbox (docs/offline.md §3), the dialog closes.
    expect(await screen.findByText(OUTBOX_TEXTS.queued)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [kept] = outboxRecords();
    expect(kept).toMatchObject({ kind: 'remittance', amount: 150, state: 'waiting' });
    await user.click(record);
    await user.click(screen.getByRole('button', { name: 'Save remittance' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', api.remittances)).toHaveLength(2));
    const keys = callsTo(fetchMock, 'POST', api.remittances).map((call) =>
      new Headers(call.init?.headers).get('idempotency-key'),
    );
    expect(kept?.key).toBe(keys[0]);
    expect(keys[1]).not.toBe(keys[0]);
    expect(outboxRecords()).toHaveLength(1);
  });

  it('stays open while it saves: Escape and the close button wait for the answer', async () => {
    const answer = deferred<MockReply>();
    const { user, fetchMock } = renderBoard(undefined, { [`POST ${api.remittances}`]: () => answer.promise });
    await user.click(
      await screen.findByRole('button', { name: 'Record remittance of Kofi Boateng (GR 1234-21)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Record remittance' });
    await user.click(within(dialog).getByRole('button', { name: 'Save remittance' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', api.remittances)).toHaveLength(1));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Record remittance' })).toBe(dialog);
    answer.resolve({ body: testRemittance(), headers: { 'X-Data-Changed': 'remittances' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closed after the answer, Escape closes again as usual.
    await user.click(screen.getByRole('button', { name: 'Record remittance of Kofi Boateng (GR 1234-21)' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the Mobile Money details only with Mobile Money, and marks a transaction ID already used', async () => {
    const message = 'Transaction ID MP1 is already recorded on receipt RCT-000007';
    const { user, fetchMock } = renderBoard(undefined, {
      // The server names the field too (the 409's `errors`).
      [`POST ${api.remittances}`]: {
        status: 409,
        body: { message, errors: [{ path: 'reference', message }] },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Record remittance of Kofi Boateng (GR 1234-21)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Record remittance' });
    await user.click(within(dialog).getByRole('radio', { name: 'Mobile Money' }));
    await user.selectOptions(within(dialog).getByLabelText('Network'), 'MTN MoMo');
    await user.type(within(dialog).getByLabelText('Transaction ID'), 'MP1');
    await user.type(within(dialog).getByLabelText('Payer phone'), '024 555 0101');
    await user.click(within(dialog).getByRole('button', { name: 'Save remittance' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Transaction ID').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', api.remittances)[0]?.body).toMatchObject({
      method: 'Mobile Money',
      network: 'MTN MoMo',
      reference: 'MP1',
      payerPhone: '+233245550101',
    });
    // Back to cash: the details are dropped.
    await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    expect(within(dialog).queryByLabelText('Network')).toBeNull();
  });

  it('sends the odometer when given (docs/reminders.md §2) and shows the server’s refusal under it', async () => {
    const refusal = 'Higher than 52,000 km on 2026-03-09';
    let answers = 0;
    const { user, fetchMock } = renderBoard(undefined, {
      [`POST ${api.remittances}`]: () => {
        answers += 1;
        return answers === 1
          ? { status: 400, body: { message: refusal, errors: [{ path: 'odometer', message: refusal }] } }
          : {
              body: testRemittance(),
              headers: { 'X-Data-Changed': 'remittances, contracts, odometer, schedules' },
            };
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Record remittance of Kofi Boateng (GR 1234-21)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Record remittance' });
    const odometer = within(dialog).getByLabelText('Odometer (km)') as HTMLInputElement;
    await user.type(odometer, '53000');
    await user.click(within(dialog).getByRole('button', { name: 'Save remittance' }));
    await waitFor(() => expect(odometer.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${odometer.id}-error`)?.textContent).toBe(refusal);
    await user.clear(odometer);
    await user.type(odometer, '51000');
    await user.click(within(dialog).getByRole('button', { name: 'Save remittance' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST', api.remittances).map((call) => call.body.odometer)).toEqual([
      53_000, 51_000,
    ]);
  });

  it('moves a day with Previous day and Next day, or the date picker, and keeps the day in the URL', async () => {
    const { user, router, fetchMock } = renderBoard();
    await screen.findByRole('table', { name: 'Remittances of 2026-03-05' });
    expect(screen.getByText('Thursday')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await screen.findByRole('table', { name: 'Remittances of 2026-03-06' });
    expect(router.state.location.search).toBe('?date=2026-03-06');
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await screen.findByRole('table', { name: 'Remittances of 2026-03-04' });
    expect(router.state.location.search).toBe('?date=2026-03-04');
    expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value).toBe('2026-03-04');
    expect(boardCalls(fetchMock)).toEqual(['2026-03-05', '2026-03-06', '2026-03-04']);
  });

  it('exports the remittances of the day shown', async () => {
    const { user, fetchMock } = renderBoard(undefined, { [`GET ${api.exportRemittances}`]: { body: {} } });
    await screen.findByRole('table');
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:remittances');
    await user.click(screen.getByRole('button', { name: 'Export Remittances' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const exports = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('export'));
    expect(exports).toEqual([`${api.exportRemittances}?from=2026-03-05&to=2026-03-05`]);
  });

  it('says so when no contract runs that day, with a way to add one', async () => {
    renderBoard((date) => testBoard([], date));
    expect(await screen.findByText('No contract runs on 2026-03-05.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+ Add Contract' }).getAttribute('href')).toBe(
      routes.addContract,
    );
    expect(figure('Expected')?.textContent).toContain('₵0.00');
  });

  it('is a stack of cards on a phone, each with a full-width Record button', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderBoard();
    const list = await screen.findByRole('list', { name: 'Remittances of 2026-03-05' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('GR 1234-21');
    expect(cards[0]?.textContent).toContain('Kofi Boateng');
    expect(cards[0]?.className).toContain('bg-red-50');
    const record = within(cards[0] as HTMLElement).getByRole('button', { name: /^Record/ });
    expect(record.className).toContain('w-full');
    expect(record.className).toContain('min-h-11');
    // The totals as three short lines, so the first Record stays within the first screen.
    const totals = screen.getByRole('region', { name: 'Totals of the day' });
    expect(
      within(totals)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['₵1,150.00', '₵1,000.00', '₵300.00']);
  });

  it('defaults to today when the URL names no day (or not a real one)', async () => {
    const { fetchMock } = renderBoard(undefined, {}, `${routes.remittances}?date=2026-02-30`);
    await screen.findByRole('table');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Accra' }).format(new Date());
    expect(boardCalls(fetchMock)).toEqual([today]);
  });
});
