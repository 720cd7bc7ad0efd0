import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, routes } from '../../../../shared/paths';
import { ALERT_MODULE_OF } from '../../../../shared/reminders';
import type { Alert } from '../../../../shared/schemas/reminders';
import { ALERT_FEED, testAlert } from '../../../test/alert-data';
import { callsTo, type MockHandler, mockFetch } from '../../../test/fetch-mock';
import { listSearches, pageOf } from '../../../test/paged';
import { renderApp, testProfile } from '../../../test/render';
import { cellTexts } from '../../../test/table-cells';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';
import type { AlertFilters } from '../alert-filters';
import { AlertsScreen } from './alerts-screen';

/**
 * `GET /api/alerts?page=` as the server answers it (docs/lists.md): the feed filtered, in urgency
 * order (the feed's own) or by due date, one page of it, the totals by severity of all that match.
 */
function pagedAlerts(feed: Alert[]): MockHandler {
  return (_init, url) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const filters = {
      module: (query.get('module') ?? '') as AlertFilters['module'],
      kind: (query.get('kind') ?? '') as AlertFilters['kind'],
      severity: (query.get('severity') ?? '') as AlertFilters['severity'],
      q: query.get('q') ?? '',
    };
    const q = filters.q.toLowerCase();
    const matching = feed.filter(
      (alert) =>
        (!filters.module || ALERT_MODULE_OF[alert.kind] === filters.module) &&
        (!filters.kind || alert.kind === filters.kind) &&
        (!filters.severity || alert.severity === filters.severity) &&
        `${alert.subject.label} ${alert.message}`.toLowerCase().includes(q),
    );
    if (query.get('sort') === 'dueDate') {
      const direction = query.get('order') === 'asc' ? 1 : -1;
      matching.sort((a, b) => direction * (a.dueDate ?? '').localeCompare(b.dueDate ?? ''));
    } else if (query.get('order') === 'desc') matching.reverse();
    const count = (severity: Alert['severity']) =>
      matching.filter((alert) => alert.severity === severity).length;
    return pageOf(matching, url, { overdue: count('overdue'), soon: count('soon'), info: count('info') });
  };
}

/** The page requests /alerts made, as their query strings. */
const pageRequests = (fetchMock: ReturnType<typeof mockFetch>) => listSearches(fetchMock, api.alerts);

function renderAlerts(
  url: string = routes.alerts,
  reply: MockHandler = pagedAlerts(ALERT_FEED),
  handlers: Record<string, MockHandler> = {},
) {
  const fetchMock = mockFetch({ [`GET ${api.alerts}`]: reply, ...handlers });
  const view = renderApp(<AlertsScreen />, { path: routes.alerts, url, profile: testProfile() });
  return { ...view, fetchMock };
}

const table = () => screen.getByRole('table', { name: 'Alerts' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const subjects = () => bodyRows().map((row) => cellTexts(row)[0]);
const total = (label: string) =>
  within(screen.getByRole('region', { name: 'Alert totals' })).getByText(label, { exact: true }).parentElement
    ?.textContent;

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('/alerts (docs/reminders.md §3)', () => {
  it('lists every alert with its record, kind, severity, details and due date, and the totals', async () => {
    const { fetchMock } = renderAlerts();
    expect(screen.getByRole('heading', { level: 1, name: 'Alerts' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Alerts' });
    expect(bodyRows().map((row) => cellTexts(row).slice(0, 5))).toEqual([
      ['GT 5678-22 · Nissan Urvan', 'Papers missing', 'Overdue', 'No roadworthy on record', 'No date'],
      [
        'Ama Mensah',
        'Rent arrears',
        'Overdue',
        '₵1,600.00 in arrears for Flat A1, East Legon, 40 days overdue',
        '2026-01-01',
      ],
      ['GR 1234-21 · Kofi Boateng', 'Hire arrears', 'Overdue', '₵300.00 behind on daily sales', '2026-02-10'],
      [
        'GR 1234-21 · Yaw Darko',
        'Licence expiry',
        'Overdue',
        "Yaw Darko's driving licence expired on 2026-03-01",
        '2026-03-01',
      ],
      [
        'Kojo Antwi',
        'Lease ending',
        'Soon',
        'Lease of Room 4, Adenta ends on 2026-12-31, in 37 days',
        '2026-12-31',
      ],
      [
        'GR 1234-21 · Toyota Corolla',
        'Service due',
        'Soon',
        'Oil change is due soon (on 2027-01-05 or at 45,000 km)',
        '2027-01-05',
      ],
    ]);
    expect(total('Overdue')).toBe('Overdue4');
    expect(total('Soon')).toBe('Soon2');
    expect(total('All alerts')).toBe('All alerts6');
    // One request, for the first page in the server's order (urgency).
    expect(pageRequests(fetchMock)).toEqual(['page=1&pageSize=20']);
    expect(
      within(table())
        .getByRole('columnheader', { name: /Severity/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
  });

  it('sorts by due date from its header, latest first then earliest, the sort in the URL and asked of the server', async () => {
    const { user, router, fetchMock } = renderAlerts();
    await screen.findByRole('table', { name: 'Alerts' });
    const due = () => within(table()).getByRole('columnheader', { name: /Due date/ });
    expect(due().getAttribute('aria-sort')).toBe('none');
    await user.click(within(due()).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=dueDate&order=desc'));
    await waitFor(() => expect(subjects()[0]).toBe('GR 1234-21 · Toyota Corolla'));
    expect(due().getAttribute('aria-sort')).toBe('descending');
    expect(pageRequests(fetchMock)).toContain('page=1&pageSize=20&sort=dueDate&order=desc');
    await user.click(within(due()).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=dueDate&order=asc'));
    await waitFor(() => expect(subjects()[0]).toBe('GT 5678-22 · Nissan Urvan'));
    expect(due().getAttribute('aria-sort')).toBe('ascending');
  });

  it("opens each alert's record: tenant, contract, vehicle", async () => {
    renderAlerts();
    await screen.findByRole('table', { name: 'Alerts' });
    const open = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(open('Open rent arrears of Ama Mensah')).toBe(routes.tenant('rent-1'));
    expect(open('Open lease ending of Kojo Antwi')).toBe(routes.tenant('rent-2'));
    expect(open('Open hire arrears of GR 1234-21 · Kofi Boateng')).toBe(routes.contract('con-1'));
    expect(open('Open licence expiry of GR 1234-21 · Yaw Darko')).toBe(routes.vehicle('veh-1'));
    expect(open('Open papers missing of GT 5678-22 · Nissan Urvan')).toBe(routes.vehicle('veh-2'));
    expect(open('Open service due of GR 1234-21 · Toyota Corolla')).toBe(routes.vehicle('veh-1'));
    // The record's name links there too.
    expect(within(table()).getByRole('link', { name: 'Kojo Antwi' }).getAttribute('href')).toBe(
      routes.tenant('rent-2'),
    );
  });

  it('offers a WhatsApp message fitting the alert to whoever has a phone', async () => {
    renderAlerts();
    await screen.findByRole('table', { name: 'Alerts' });
    const links = within(table()).getAllByRole('link', { name: /^WhatsApp / });
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'WhatsApp Ama Mensah about the rent arrears of Ama Mensah',
      'WhatsApp Kofi Boateng about the hire arrears of GR 1234-21 · Kofi Boateng',
      'WhatsApp Yaw Darko about the licence expiry of GR 1234-21 · Yaw Darko',
    ]);
    const href = new URL(links[1]?.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/233245557788');
    expect(href.searchParams.get('text')).toBe(
      'Hello Kofi Boateng, this is Mensah Properties. ₵300.00 behind on daily sales. ' +
        'Kindly pay at your earliest convenience. Thank you.',
    );
    expect(links[0]?.getAttribute('target')).toBe('_blank');
  });

  it('reads its filters from the URL and keeps each change there, back on page 1', async () => {
    const { user, router, fetchMock } = renderAlerts(`${routes.alerts}?module=vehicles&severity=soon`);
    await screen.findByRole('table', { name: 'Alerts' });
    expect(subjects()).toEqual(['GR 1234-21 · Toyota Corolla']);
    expect((screen.getByLabelText('Module') as HTMLSelectElement).value).toBe('vehicles');
    expect((screen.getByLabelText('Severity') as HTMLSelectElement).value).toBe('soon');
    // The totals are the server's, of all that match (the severity too).
    expect(total('Overdue')).toBe('Overdue0');
    expect(total('Soon')).toBe('Soon1');
    expect(pageRequests(fetchMock)).toEqual(['page=1&pageSize=20&module=vehicles&severity=soon']);
    // A module offers only its kinds.
    const kinds = within(screen.getByLabelText('Kind')).getAllByRole('option');
    expect(kinds.map((option) => option.textContent)).toEqual([
      'All kinds',
      'Hire arrears',
      'Licence expiry',
      'Papers expiring',
      'Papers missing',
      'Service due',
      'Hire paid online',
      'Online hire amount differs',
    ]);

    await user.selectOptions(screen.getByLabelText('Severity'), '');
    await waitFor(() => expect(router.state.location.search).toBe('?module=vehicles'));
    await user.selectOptions(screen.getByLabelText('Kind'), 'hire_arrears');
    await waitFor(() => expect(router.state.location.search).toBe('?module=vehicles&kind=hire_arrears'));
    expect(subjects()).toEqual(['GR 1234-21 · Kofi Boateng']);

    // Another module leaves out a kind that is not its own.
    await user.selectOptions(screen.getByLabelText('Module'), 'apartments');
    await waitFor(() => expect(router.state.location.search).toBe('?module=apartments'));
    expect(subjects()).toEqual(['Ama Mensah', 'Kojo Antwi']);

    await user.type(screen.getByRole('searchbox'), 'kojo');
    await waitFor(() => expect(router.state.location.search).toBe('?module=apartments&q=kojo'));
    await waitFor(() => expect(subjects()).toEqual(['Kojo Antwi']));
  });

  it('lists each of a vehicle’s missing papers, and filters them away cleanly', async () => {
    const missing = ALERT_FEED[0] as Alert;
    const insurance = { ...missing, message: 'No insurance on record' };
    const { user } = renderAlerts(routes.alerts, pagedAlerts([missing, insurance, ...ALERT_FEED.slice(1)]));
    await screen.findByRole('table', { name: 'Alerts' });
    expect(
      bodyRows()
        .map((row) => cellTexts(row)[3])
        .slice(0, 2),
    ).toEqual(['No roadworthy on record', 'No insurance on record']);
    await user.selectOptions(screen.getByLabelText('Module'), 'apartments');
    await waitFor(() => expect(subjects()).toEqual(['Ama Mensah', 'Kojo Antwi']));
  });

  it('ignores unknown filters and a kind of another module, and does not send them', async () => {
    const { fetchMock } = renderAlerts(`${routes.alerts}?module=apartments&kind=service_due&severity=late`);
    await screen.findByRole('table', { name: 'Alerts' });
    expect(subjects()).toEqual(['Ama Mensah', 'Kojo Antwi']);
    expect(pageRequests(fetchMock)).toEqual(['page=1&pageSize=20&module=apartments']);
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('');
  });

  it('pages 20 alerts at a time, the page in the URL', async () => {
    const many: Alert[] = Array.from({ length: 23 }, (_, n) =>
      testAlert({ subject: { type: 'rent_record', _id: `r${n}`, label: `Tenant ${n + 1}` } }),
    );
    const { user, router, fetchMock } = renderAlerts(routes.alerts, pagedAlerts(many));
    await screen.findByRole('table', { name: 'Alerts' });
    expect(bodyRows()).toHaveLength(20);
    expect(total('All alerts')).toBe('All alerts23');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Alert pages' })).getByRole('button', { name: '2' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(subjects()).toEqual(['Tenant 21', 'Tenant 22', 'Tenant 23']));
    expect(pageRequests(fetchMock)).toEqual(['page=1&pageSize=20', 'page=2&pageSize=20']);
  });

  it('says nothing needs attention, or that no alert matches the filters', async () => {
    renderAlerts(routes.alerts, pagedAlerts([]));
    expect(await screen.findByText('Nothing needs attention.')).toBeTruthy();
    expect(total('All alerts')).toBe('All alerts0');
  });

  it('says when no alert matches the filters', async () => {
    renderAlerts(`${routes.alerts}?module=apartments&severity=soon&q=nobody`);
    expect(await screen.findByText('No alerts match these filters.')).toBeTruthy();
  });

  it('shows an error with Try again when the feed could not be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAlerts(routes.alerts, { status: 500, body: { message: 'Internal server error' } });
    expect(await screen.findByText('Failed to load the alerts.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is a list of cards with their actions on a phone: the filters folded, the first 5 alerts, then Show all', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { user } = renderAlerts();
    const list = await screen.findByRole('list', { name: 'Alerts' });
    // The first screen shows alerts: the filters fold, the list shows its first five (decision 065).
    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters.getAttribute('aria-expanded')).toBe('false');
    const filterBody = () => document.getElementById(String(filters.getAttribute('aria-controls')));
    expect(filterBody()?.hidden).toBe(true);
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show all 6 alerts' }));
    const cards = within(screen.getByRole('list', { name: 'Alerts' })).getAllByRole('article');
    expect(cards).toHaveLength(6);
    await user.click(filters);
    expect(filterBody()?.hidden).toBe(false);
    expect(filterBody()?.querySelector('select[name="module"]')).not.toBeNull();
    const ama = cards[1] as HTMLElement;
    expect(within(ama).getByRole('link', { name: 'Ama Mensah' })).toBeTruthy();
    expect(within(ama).getByRole('link', { name: 'Open rent arrears of Ama Mensah' })).toBeTruthy();
    expect(within(ama).getByRole('link', { name: /^WhatsApp Ama Mensah/ })).toBeTruthy();
    expect(ama.textContent).toContain('Rent arrears');
    expect(
      within(ama).getByRole('button', { name: 'Snooze the rent arrears of Ama Mensah for 7 days' }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('snoozes and dismisses an alert by its key (Admin, Manager); Staff has neither', async () => {
    const { user, fetchMock } = renderAlerts(routes.alerts, undefined, {
      [`POST ${api.alertsSnooze}`]: { body: {}, headers: { 'X-Data-Changed': 'alert_marks' } },
      [`POST ${api.alertsDismiss}`]: { body: {} },
    });
    await screen.findByRole('table', { name: 'Alerts' });
    expect(pageRequests(fetchMock)).toHaveLength(1);
    await user.click(
      screen.getByRole('button', { name: 'Snooze the rent arrears of Ama Mensah for 7 days' }),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'POST', api.alertsSnooze)).toHaveLength(1));
    const ama = ALERT_FEED[1] as Alert;
    expect(callsTo(fetchMock, 'POST', api.alertsSnooze)[0]?.body).toEqual({ key: ama.key });
    expect(await screen.findByText('Alert snoozed for 7 days, for everyone in the business.')).toBeTruthy();
    // The page is made of several kinds of data: a change to the marks asks for it again.
    await waitFor(() =>
      expect(pageRequests(fetchMock)).toEqual(['page=1&pageSize=20', 'page=1&pageSize=20']),
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss the rent arrears of Ama Mensah' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', api.alertsDismiss)).toHaveLength(1));
  });

  it('gives Staff no snooze or dismiss', async () => {
    mockFetch({ [`GET ${api.alerts}`]: pagedAlerts(ALERT_FEED) });
    renderApp(<AlertsScreen />, {
      path: routes.alerts,
      url: routes.alerts,
      profile: testProfile({ role: 'Staff' }),
    });
    await screen.findByRole('table', { name: 'Alerts' });
    expect(screen.queryByRole('button', { name: /^Snooze/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Dismiss/ })).toBeNull();
  });

  it('lists the hidden alerts once opened, with who hid them, and restores one', async () => {
    const ama = ALERT_FEED[1] as Alert;
    const { user, fetchMock } = renderAlerts(routes.alerts, undefined, {
      [`GET ${api.alertsHidden}`]: {
        body: [
          {
            alert: ama,
            mark: 'snoozed',
            until: '2026-12-03',
            by: { _id: 'u2', name: 'Ama Manager' },
            at: '2026-11-26T10:00:00.000Z',
          },
        ],
      },
      [`POST ${api.alertsRestore}`]: { body: { key: ama.key } },
    });
    const hidden = await screen.findByRole('button', { name: 'Hidden alerts' });
    await screen.findByRole('table', { name: 'Alerts' });
    // Folded, it asks for nothing and shows no loading bars.
    expect(callsTo(fetchMock, 'GET', api.alertsHidden)).toHaveLength(0);
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    await user.click(hidden);
    expect(await screen.findByText('Snoozed until 2026-12-03 by Ama Manager')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Restore the rent arrears of Ama Mensah' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', api.alertsRestore)).toHaveLength(1));
  });

  it('shows an online payment received as Info, in its own total, and filters by it', async () => {
    const received = testAlert({
      kind: 'rent_paid_online',
      severity: 'info',
      subject: { type: 'rent_record', _id: 'rent-1', label: 'Ama Mensah', phone: null },
      dueDate: '2026-01-02',
      message: 'Online payment received: ₵150.00 from Ama Mensah (Flat A1, East Legon), receipt RCT-000041',
    });
    const { user, router } = renderAlerts(routes.alerts, pagedAlerts([...ALERT_FEED, received]));
    await screen.findByRole('table', { name: 'Alerts' });
    await waitFor(() => expect(total('Info')).toBe('Info1'));
    expect(total('Overdue')).toBe(
      `Overdue${ALERT_FEED.filter((alert) => alert.severity === 'overdue').length}`,
    );
    const severities = within(screen.getByLabelText('Severity')).getAllByRole('option');
    expect(severities.map((option) => option.textContent)).toEqual(['All', 'Overdue', 'Soon', 'Info']);
    await user.selectOptions(screen.getByLabelText('Severity'), 'info');
    await waitFor(() => expect(router.state.location.search).toBe('?severity=info'));
    await waitFor(() => expect(subjects()).toEqual(['Ama Mensah']));
    const badge = within(bodyRows()[0] as HTMLElement).getByText('Info', { exact: true });
    // News is blue, not a warning colour (decision 171).
    expect(badge.className).toContain('bg-blue-100');
  });
});
