import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { today } from '../../../../shared/dates';
import { api } from '../../../../shared/paths';
import {
  DEFAULT_TEMPLATES,
  fillTemplate,
  type OutboxMessage,
  type OutboxPage,
  REMINDER_KIND_LABELS,
  REMINDER_KINDS,
  type ReminderSettings,
} from '../../../../shared/schemas/reminders';
import { callsTo, type MockHandler, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';
import { SettingsScreen } from './settings-screen';

const SETTINGS: ReminderSettings = {
  kinds: REMINDER_KINDS.map((kind) => ({
    kind,
    label: REMINDER_KIND_LABELS[kind],
    enabled: kind !== 'admin_digest',
    template: DEFAULT_TEMPLATES[kind],
    defaultTemplate: DEFAULT_TEMPLATES[kind],
  })),
  provider: 'log',
  reminderTime: '07:00',
  lastRun: { day: '2026-05-04', finishedAt: '2026-05-04T07:00:12.000Z' },
  publicAddress: false,
};

function message(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    _id: 'msg-1',
    to: '+233241112233',
    body: 'Dear Ama Mensah, your rent for Flat A1 is GHC 1,600.00 in arrears. Please pay soon.',
    kind: 'rent_arrears',
    subjectId: 'rent-1',
    dueDate: '2026-05-04',
    status: 'sent',
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    createdAt: '2026-05-04T07:00:00.000Z',
    sentAt: '2026-05-04T07:00:01.000Z',
    ...overrides,
  };
}

const FAILED = message({
  _id: 'msg-2',
  to: '+233205551234',
  kind: 'hire_arrears',
  status: 'failed',
  attempts: 5,
  lastError: 'Arkesel: insufficient balance',
});

/** Answers GET /api/reminders/outbox like the server: filtered by status, paged, of `total` messages. */
function outboxHandler(items: OutboxMessage[] = [FAILED, message()], total = items.length) {
  return (_init: RequestInit, url: string): MockReply => {
    const query = new URL(url, 'http://localhost').searchParams;
    const status = query.get('status');
    const shown = items.filter((item) => !status || item.status === status);
    const pastEnd = Number(query.get('page')) > Math.ceil((status ? shown.length : total) / 20);
    const body: OutboxPage = {
      items: pastEnd ? [] : shown,
      total: status ? shown.length : total,
      page: Number(query.get('page')),
      pageSize: Number(query.get('pageSize')),
    };
    return { body };
  };
}

function renderReminders(handlers: Record<string, MockHandler> = {}, url = '/settings?tab=reminders') {
  const fetchMock = mockFetch({
    [`GET ${api.remindersSettings}`]: { body: SETTINGS },
    [`GET ${api.remindersOutbox}`]: outboxHandler(),
    [`PUT ${api.remindersSettings}`]: (init) => {
      const sent = JSON.parse(String(init.body)) as {
        kinds: { kind: string; enabled: boolean; template: string }[];
      };
      return {
        body: {
          ...SETTINGS,
          kinds: SETTINGS.kinds.map((each) => ({
            ...each,
            ...sent.kinds.find((kind) => kind.kind === each.kind),
          })),
        },
        headers: { 'X-Data-Changed': 'reminders' },
      };
    },
    ...handlers,
  });
  const view = renderApp(<SettingsScreen />, {
    path: '/settings',
    url,
    profile: testProfile({ timezone: 'Africa/Accra' }),
  });
  return { ...view, fetchMock };
}

const card = (label: string) => screen.getByRole('region', { name: label });
const template = (label: string) => within(card(label)).getByLabelText(/^Message/) as HTMLTextAreaElement;
const outboxRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === api.remindersOutbox)
    .map((url) => Object.fromEntries(url.searchParams));

const LEASE_30 = REMINDER_KIND_LABELS.lease_30;
const RENT = REMINDER_KIND_LABELS.rent_arrears;

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('Settings → Reminders (docs/reminders.md §4)', () => {
  it('shows how messages are sent, the daily run and the last run', async () => {
    renderReminders();
    expect(screen.getByRole('tab', { name: 'Reminders', selected: true })).toBeTruthy();
    const sending = await screen.findByRole('region', { name: 'Sending' });
    const provider = within(sending).getByTestId('sms-provider').textContent ?? '';
    expect(provider).toContain('Text messages are not set up on this server yet');
    expect(provider).toContain('no text message goes out');
    // Words for a landlord, not a variable's name (decision 067).
    expect(provider).not.toMatch(/SMS_|[A-Z]{2,}_[A-Z]{2,}/);
    expect(sending.textContent).toContain('Each day at 07:00 (Africa/Accra)');
    expect(within(sending).getByTestId('last-run').textContent).toBe('2026-05-04, finished 2026-05-04 07:00');
  });

  it('says statement links reach tenants only where the server can be reached, until it has a public address', async () => {
    renderReminders();
    const sending = await screen.findByRole('region', { name: 'Sending' });
    const note = within(sending).getByTestId('no-public-address').textContent ?? '';
    expect(note).toContain('can be reached from the internet');
    expect(note).not.toMatch(/PUBLIC_URL|[A-Z]{2,}_[A-Z]{2,}/);
  });

  it('says nothing of it once the server has a public address', async () => {
    renderReminders({ [`GET ${api.remindersSettings}`]: { body: { ...SETTINGS, publicAddress: true } } });
    const sending = await screen.findByRole('region', { name: 'Sending' });
    expect(within(sending).queryByTestId('no-public-address')).toBeNull();
  });

  it('has one card per reminder with its switch, message, placeholders and a preview of its length', async () => {
    renderReminders();
    await screen.findByRole('region', { name: LEASE_30 });
    for (const kind of REMINDER_KINDS) {
      const region = card(REMINDER_KIND_LABELS[kind]);
      const toggle = within(region).getByRole('switch', { name: 'Send this reminder' }) as HTMLInputElement;
      expect(toggle.checked).toBe(kind !== 'admin_digest');
      expect(template(REMINDER_KIND_LABELS[kind]).value).toBe(DEFAULT_TEMPLATES[kind]);
    }
    const lease = card(LEASE_30);
    const preview = fillTemplate(DEFAULT_TEMPLATES.lease_30, {
      name: 'Ama Mensah',
      unit: 'Flat A1',
      date: today(),
      business: 'Mensah Properties',
    });
    expect(within(lease).getByText(preview)).toBeTruthy();
    expect(within(lease).getByTestId('sms-length').textContent).toBe(
      `${preview.length} / 160 characters · 1 SMS`,
    );
    expect(
      within(lease)
        .getAllByRole('button', { name: /^Insert / })
        .map((chip) => chip.textContent),
    ).toEqual(['{name}', '{unit}', '{date}', '{amount}', '{business}', '{link}']);
    // A lease has no vehicle, a hire contract no unit: each card offers what its kind fills in.
    expect(
      within(card(REMINDER_KIND_LABELS.hire_arrears))
        .getAllByRole('button', { name: /^Insert / })
        .map((chip) => chip.textContent),
    ).toEqual(['{name}', '{vehicle}', '{date}', '{amount}', '{business}', '{link}']);
    // The digest's {amount} is the day's alerts by kind.
    expect(card(REMINDER_KIND_LABELS.admin_digest).textContent).toContain('rent arrears 4, lease ending 2');
  });

  it('inserts a placeholder where the cursor is, and the preview follows', async () => {
    const { user } = renderReminders();
    await screen.findByRole('region', { name: RENT });
    const field = template(RENT);
    await user.clear(field);
    // user-event types a brace as '{{'.
    await user.type(field, 'Hi , you owe {{amount}.');
    field.setSelectionRange(3, 3);
    await user.click(within(card(RENT)).getByRole('button', { name: 'Insert {name}' }));
    expect(field.value).toBe('Hi {name}, you owe {amount}.');
    expect(within(card(RENT)).getByText('Hi Ama Mensah, you owe GHC 1,200.00.')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(9);
  });

  it('says when a message needs more than one SMS, and that ₵ makes it Unicode', async () => {
    const { user } = renderReminders();
    await screen.findByRole('region', { name: RENT });
    const field = template(RENT);
    await user.clear(field);
    await user.type(field, `${'a'.repeat(170)}`);
    expect(within(card(RENT)).getByTestId('sms-length').textContent).toBe('170 / 160 characters · 2 SMS');
    expect(card(RENT).textContent).toContain('sent as 2 messages');
    await user.clear(field);
    await user.type(field, 'You owe ₵50 {{name}');
    expect(within(card(RENT)).getByTestId('sms-length').textContent).toBe('22 / 70 characters · 1 SMS');
    expect(card(RENT).textContent).toContain(
      '₵ is outside the GSM alphabet, so the message goes as Unicode: 70 characters an SMS.',
    );
  });

  it('refuses an unknown placeholder under its message without calling the server', async () => {
    const { user, fetchMock } = renderReminders();
    await screen.findByRole('region', { name: LEASE_30 });
    const field = template(LEASE_30);
    await user.clear(field);
    await user.type(field, 'Dear {{tenant}, see you.');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(
      await within(card(LEASE_30)).findByText(
        'Unknown placeholder {tenant}: use {name}, {unit}, {date}, {amount}, {business}, {link}',
      ),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'PUT', api.remindersSettings)).toHaveLength(0);
  });

  it('saves every kind, on or off, with its message', async () => {
    const { user, fetchMock } = renderReminders();
    await screen.findByRole('region', { name: RENT });
    await user.click(within(card(RENT)).getByRole('switch', { name: 'Send this reminder' }));
    await user.clear(template(LEASE_30));
    await user.type(template(LEASE_30), 'Hello {{name}, {{unit} ends {{date}.');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Settings updated successfully!')).toBeTruthy();
    const [put] = callsTo(fetchMock, 'PUT', api.remindersSettings);
    expect(put?.body.kinds).toEqual(
      REMINDER_KINDS.map((kind) => ({
        kind,
        enabled: kind !== 'admin_digest' && kind !== 'rent_arrears',
        template: kind === 'lease_30' ? 'Hello {name}, {unit} ends {date}.' : DEFAULT_TEMPLATES[kind],
      })),
    );
    // The saved message is what the form now starts from: the default is one click away.
    expect(within(card(LEASE_30)).getByRole('button', { name: 'Use the default message' })).toBeTruthy();
  });

  it("shows the server's field errors under the right message", async () => {
    const { user } = renderReminders({
      [`PUT ${api.remindersSettings}`]: {
        status: 400,
        body: {
          message: 'Template must be at most 480 characters',
          errors: [{ path: 'kinds.2.template', message: 'Template must be at most 480 characters' }],
        },
      },
    });
    await screen.findByRole('region', { name: RENT });
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() => expect(template(RENT).getAttribute('aria-invalid')).toBe('true'));
    expect(within(card(RENT)).getByText('Template must be at most 480 characters')).toBeTruthy();
    expect(template(LEASE_30).getAttribute('aria-invalid')).toBeNull();
  });
});

describe('Settings → Reminders: test message and run', () => {
  it('sends a test message and shows it sent (kept in the outbox with the log provider)', async () => {
    const sent = message({
      _id: 'msg-t',
      kind: 'test',
      to: '+233244556677',
      body: 'Test message from Mensah Properties',
    });
    const { user, fetchMock } = renderReminders({ [`POST ${api.remindersTest}`]: { body: sent } });
    const form = await screen.findByRole('form', { name: 'Test message' });
    await user.type(within(form).getByLabelText(/^Phone/), '024 455 6677');
    await user.selectOptions(within(form).getByLabelText('Message'), 'lease_7');
    await user.click(within(form).getByRole('button', { name: 'Send test message' }));
    const result = (await screen.findByText('Sent to +233 24 455 6677.')).closest('[role="status"]');
    expect(result).toBeTruthy();
    expect(result?.textContent).toContain('no text message went out');
    expect(callsTo(fetchMock, 'POST', api.remindersTest)[0]?.body).toEqual({
      to: '+233244556677',
      kind: 'lease_7',
    });
  });

  it("shows a failed test message with the gateway's error", async () => {
    const failed = message({ kind: 'test', status: 'failed', lastError: 'Hubtel: invalid sender id' });
    const { user, fetchMock } = renderReminders({ [`POST ${api.remindersTest}`]: { body: failed } });
    const form = await screen.findByRole('form', { name: 'Test message' });
    await user.type(within(form).getByLabelText(/^Phone/), '0241112233');
    await user.click(within(form).getByRole('button', { name: 'Send test message' }));
    expect(await screen.findByText('Failed: Hubtel: invalid sender id')).toBeTruthy();
    // A plain line: no kind sent.
    expect(callsTo(fetchMock, 'POST', api.remindersTest)[0]?.body).toEqual({ to: '+233241112233' });
  });

  it('refuses a phone that is not one, under the field', async () => {
    const { user, fetchMock } = renderReminders();
    const form = await screen.findByRole('form', { name: 'Test message' });
    await user.type(within(form).getByLabelText(/^Phone/), '12');
    await user.click(within(form).getByRole('button', { name: 'Send test message' }));
    await waitFor(() =>
      expect(
        within(form)
          .getByLabelText(/^Phone/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(callsTo(fetchMock, 'POST', api.remindersTest)).toHaveLength(0);
  });

  it("sends today's reminders after a confirmation and toasts what was queued, sent and failed", async () => {
    const { user, fetchMock } = renderReminders({
      [`POST ${api.remindersRun}`]: {
        body: { queued: 4, sent: 3, failed: 1 },
        headers: { 'X-Data-Changed': 'reminders' },
      },
    });
    await screen.findByRole('region', { name: 'Sending' });
    await user.click(screen.getByRole('button', { name: "Send today's reminders now" }));
    const dialog = screen.getByRole('dialog', { name: "Send today's reminders now" });
    expect(dialog.textContent).toContain('is not sent again');
    expect(callsTo(fetchMock, 'POST', api.remindersRun)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText("Today's reminders: 4 queued, 3 sent, 1 failed")).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', api.remindersRun)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The outbox shows what the run wrote.
    await waitFor(() => expect(outboxRequests(fetchMock).length).toBeGreaterThan(1));
  });
});

describe('Settings → Reminders: the outbox', () => {
  const rows = () =>
    within(screen.getByRole('table', { name: 'Outbox' }))
      .getAllByRole('row')
      .slice(1);

  it('lists the messages newest first with to, kind, message, due date, status, attempts and error', async () => {
    const { fetchMock } = renderReminders();
    await screen.findByText('2 messages');
    expect(rows().map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent))).toEqual([
      [
        '+233 20 555 1234',
        REMINDER_KIND_LABELS.hire_arrears,
        FAILED.body,
        '2026-05-04',
        'Failed5 attemptsArkesel: insufficient balance',
        'Send again',
      ],
      [
        '+233 24 111 2233',
        REMINDER_KIND_LABELS.rent_arrears,
        message().body,
        '2026-05-04',
        'Sent1 attempt',
        '',
      ],
    ]);
    expect(outboxRequests(fetchMock)).toEqual([{ page: '1', pageSize: '20' }]);
  });

  it('filters by status and pages on the server, both in the URL', async () => {
    const { user, fetchMock, router } = renderReminders({
      [`GET ${api.remindersOutbox}`]: outboxHandler([FAILED, message()], 45),
    });
    await screen.findByText('45 messages');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Outbox pages' })).getByRole('button', { name: '2' }),
    );
    await waitFor(() => expect(outboxRequests(fetchMock).at(-1)).toEqual({ page: '2', pageSize: '20' }));
    expect(router.state.location.search).toBe('?tab=reminders&page=2');
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await waitFor(() =>
      expect(outboxRequests(fetchMock).at(-1)).toEqual({ page: '1', pageSize: '20', status: 'failed' }),
    );
    expect(router.state.location.search).toBe('?tab=reminders&status=failed');
    expect(await screen.findByText('1 message')).toBeTruthy();
  });

  it('goes to the last page from one past the end', async () => {
    const { fetchMock, router } = renderReminders(
      { [`GET ${api.remindersOutbox}`]: outboxHandler([FAILED, message()], 45) },
      '/settings?tab=reminders&page=9',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?tab=reminders&page=3'));
    await waitFor(() => expect(outboxRequests(fetchMock).at(-1)).toEqual({ page: '3', pageSize: '20' }));
    expect(await screen.findByText('45 messages')).toBeTruthy();
  });

  it('sends a failed message again and refreshes the outbox', async () => {
    let retried = false;
    const { user, fetchMock } = renderReminders({
      [`GET ${api.remindersOutbox}`]: (init, url) =>
        outboxHandler([retried ? { ...FAILED, status: 'sent', attempts: 6 } : FAILED, message()])(init, url),
      [`POST ${api.outboxRetry('msg-2')}`]: () => {
        retried = true;
        return {
          body: { ...FAILED, status: 'sent', attempts: 6 },
          headers: { 'X-Data-Changed': 'reminders' },
        };
      },
    });
    await screen.findByText('2 messages');
    await user.click(screen.getByRole('button', { name: 'Send again to +233 20 555 1234' }));
    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', api.outboxRetry('msg-2'))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Send again/ })).toBeNull());
  });

  it('says when the outbox is empty', async () => {
    renderReminders({ [`GET ${api.remindersOutbox}`]: outboxHandler([]) });
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });

  it('is a list of cards on a phone, Send again visible', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderReminders();
    const list = await screen.findByRole('list', { name: 'Outbox' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((each) => each.querySelector('div')?.textContent)).toEqual([
      '+233 20 555 1234',
      '+233 24 111 2233',
    ]);
    expect(within(cards[0] as HTMLElement).getByRole('button', { name: /^Send again/ })).toBeTruthy();
    expect(cards[0]?.textContent).toContain('Arkesel: insufficient balance');
  });

  it('shows a failed load of the settings with a way back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderReminders({ [`GET ${api.remindersSettings}`]: { status: 403, body: { message: 'Forbidden' } } });
    expect(await screen.findByText('Failed to load the reminder settings.')).toBeTruthy();
  });
});
