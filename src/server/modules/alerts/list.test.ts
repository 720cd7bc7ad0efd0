import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { api } from '../../../shared/paths';
import { ALERT_MODULE_OF } from '../../../shared/reminders';
import type { Alert, HiddenAlert } from '../../../shared/schemas/reminders';
import { businessToday } from '../../lib/business-day';
import { okBody } from '../../test/api-checks';
import { everyPage } from '../../test/list-pages';
import { freshAppForEachTest } from '../../test/test-app';
import { rentRecordBody } from '../apartments/test-data';
import { vehicleBody } from '../vehicles/test-data';

/** The alert feed and the hidden alerts on the list contract (docs/lists.md). */
const t = freshAppForEachTest('Manager');
const today = businessToday();

const get = (url: string) => t.request('GET', url, { cookie: t.cookie });
const feed = async (query = ''): Promise<Alert[]> => okBody(await get(`${api.alerts}${query}`));

/**
 * A small business with alerts of both modules: three taxis without papers (three undated alerts
 * each, of one label: ties), one driver's licence expired, one expiring, and a tenancy ending soon.
 */
async function business() {
  const taxi = async (plate: string, driverName: string, licenseNumExp: string) =>
    okBody(
      await t.request('POST', api.addVehicle, {
        cookie: t.cookie,
        payload: vehicleBody({ vehicleType: 'taxi', vehicleRegNum: plate, driverName, licenseNumExp }),
      }),
    );
  await taxi('GR 1111-21', 'Yaw Expired', addDays(today, -10));
  await taxi('GR 2222-22', 'Kofi Soon', addDays(today, 12));
  await taxi('AS 3333-23', 'Esi Later', addDays(today, 400));
  okBody(
    await t.request('POST', api.addRentRecord, {
      cookie: t.cookie,
      payload: rentRecordBody({ tenantName: 'Abena Lease', expirationDate: addDays(today, 20) }),
    }),
  );
  const all = await feed();
  expect(all.length).toBeGreaterThan(10);
  return all;
}

/** Every page of a query: they add up to the total, no alert twice, the same totals on each. */
const allPages = (path: string, query: string, pageSize = 2) =>
  everyPage<Alert | HiddenAlert>(
    get,
    path,
    query,
    pageSize,
    (item) => ('key' in item ? item : item.alert).key,
  );
const alertPages = async (query: string, pageSize = 2) => {
  const { items, total, totals } = await allPages(api.alerts, query, pageSize);
  return { alerts: items as Alert[], total, totals };
};
/** The feed with each run of alerts of the same urgency and label put in key order. */
function byKeyWithinTies(alerts: Alert[]): Alert[] {
  const tie = (a: Alert, b: Alert) =>
    a.severity === b.severity && a.dueDate === b.dueDate && a.subject.label === b.subject.label;
  const out: Alert[] = [];
  for (let start = 0; start < alerts.length; ) {
    let end = start + 1;
    while (end < alerts.length && tie(alerts[start] as Alert, alerts[end] as Alert)) end += 1;
    out.push(...alerts.slice(start, end).sort((a, b) => (a.key < b.key ? -1 : 1)));
    start = end;
  }
  return out;
}
const counts = (alerts: Alert[]) => ({
  overdue: alerts.filter((alert) => alert.severity === 'overdue').length,
  soon: alerts.filter((alert) => alert.severity === 'soon').length,
  info: alerts.filter((alert) => alert.severity === 'info').length,
});

describe('the alert feed on the list contract', () => {
  it('pages the feed most urgent first with the counts by severity; a page past the end is empty', async () => {
    const all = await business();
    const { alerts, totals } = await alertPages('');
    // The feed's order, alerts of the same urgency and label by key (the array keeps the feed's own).
    expect(alerts).toEqual(byKeyWithinTies(all));
    expect(totals).toEqual(counts(all));
    expect(counts(all).overdue).toBeGreaterThan(0);
    expect(counts(all).soon).toBeGreaterThan(0);
    expect(okBody(await get(`${api.alerts}?page=50&pageSize=10`))).toEqual({
      items: [],
      total: all.length,
      page: 50,
      pageSize: 10,
      totals: counts(all),
    });
  });

  it('keeps alerts of the same urgency apart by key across page boundaries', async () => {
    const all = await business();
    // A taxi's missing papers: same severity, no date, same label; only the key tells them apart.
    const tied = all
      .filter((alert) => alert.kind === 'document_missing' && alert.subject.label.startsWith('GR 1111'))
      .map((alert) => alert.key);
    expect(tied.length).toBeGreaterThanOrEqual(3);
    for (const size of [1, 2, 4]) {
      const { alerts } = await alertPages('kind=document_missing', size);
      expect(alerts.map((alert) => alert.key).filter((key) => tied.includes(key))).toEqual([...tied].sort());
    }
  });

  it('filters by module, kind and severity, as the dashboards split them', async () => {
    const all = await business();
    for (const module of ['apartments', 'vehicles'] as const) {
      const wanted = all.filter((alert) => ALERT_MODULE_OF[alert.kind] === module);
      expect(wanted.length).toBeGreaterThan(0);
      const { alerts, totals } = await alertPages(`module=${module}`);
      expect(alerts).toEqual(byKeyWithinTies(wanted));
      expect(totals).toEqual(counts(wanted));
      expect(await feed(`?module=${module}`)).toEqual(wanted);
    }
    const licences = all.filter((alert) => alert.kind === 'licence_expiry');
    expect(licences.map((alert) => alert.severity)).toEqual(['overdue', 'soon']);
    expect((await alertPages('kind=licence_expiry')).alerts).toEqual(licences);
    const soon = all.filter((alert) => alert.severity === 'soon');
    expect((await alertPages('severity=soon')).alerts).toEqual(byKeyWithinTies(soon));
    expect((await alertPages('severity=soon')).totals).toEqual({ overdue: 0, soon: soon.length, info: 0 });
    expect((await alertPages('module=vehicles&severity=soon')).alerts).toEqual(
      byKeyWithinTies(soon.filter((alert) => ALERT_MODULE_OF[alert.kind] === 'vehicles')),
    );
    // The array takes the same filters.
    expect(await feed('?severity=overdue&kind=licence_expiry')).toEqual([licences[0]]);
  });

  it('searches the subject label and the message, case-insensitive', async () => {
    const all = await business();
    const byLabel = all.filter((alert) => alert.subject.label.includes('GR 2222'));
    expect(byLabel.length).toBeGreaterThan(1);
    expect((await alertPages('q=gr%202222')).alerts).toEqual(byKeyWithinTies(byLabel));
    const byMessage = all.filter((alert) => alert.message.toLowerCase().includes('driving licence'));
    expect(byMessage).toHaveLength(2);
    expect((await alertPages('q=DRIVING%20LICENCE')).alerts).toEqual(byMessage);
    expect((await alertPages('q=abena')).alerts.map((alert) => alert.kind)).toContain('lease_expiry');
    expect((await alertPages('q=nothing-like-this')).total).toBe(0);
  });

  it('sorts by due date (latest first by default, undated as earliest) or by urgency, either way', async () => {
    const all = await business();
    const dated = (alerts: Alert[]) => alerts.map((alert) => alert.dueDate ?? '');
    const ascending = (await alertPages('sort=dueDate&order=asc')).alerts;
    expect(dated(ascending)).toEqual([...dated(all)].sort());
    const descending = (await alertPages('sort=dueDate')).alerts;
    expect(descending).toEqual([...ascending].reverse());
    expect(descending[0]?.dueDate).toBe(addDays(today, 20));
    expect(descending.at(-1)?.dueDate).toBeNull();
    expect((await alertPages('sort=urgency')).alerts).toEqual(byKeyWithinTies(all));
    expect((await alertPages('sort=urgency&order=desc')).alerts).toEqual(byKeyWithinTies(all).reverse());
  });

  it('refuses bad parameters with a 400 naming each, changing nothing', async () => {
    await business();
    const marks = await t.handle.db.selectFrom('alert_marks').selectAll().execute();
    for (const [query, name] of [
      ['page=0', 'page'],
      ['page=1&pageSize=101', 'pageSize'],
      ['page=1&sort=label', 'sort'],
      ['page=1&order=random', 'order'],
      ['severity=urgent', 'severity must be one of: overdue, soon'],
      ['module=hire', 'module must be one of'],
      ['kind=parking', 'kind must be one of'],
    ] as const) {
      for (const path of [api.alerts, api.alertsHidden]) {
        const response = await get(`${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json().message, query).toContain(name);
      }
    }
    expect(await t.handle.db.selectFrom('alert_marks').selectAll().execute()).toEqual(marks);
  });
});

describe('the hidden alerts on the list contract', () => {
  it('pages, filters and counts the hidden alerts; without page the array as before', async () => {
    const all = await business();
    const licences = all.filter((alert) => alert.kind === 'licence_expiry');
    const lease = all.find((alert) => alert.kind === 'lease_expiry');
    if (!lease || licences.length !== 2) throw new Error('missing alerts');
    for (const alert of [...licences, lease]) {
      const response = await t.request('POST', api.alertsSnooze, {
        cookie: t.cookie,
        payload: { key: alert.key },
      });
      expect(response.statusCode).toBe(200);
    }
    const array: HiddenAlert[] = okBody(await get(api.alertsHidden));
    expect(array).toHaveLength(3);
    const { items, total, totals } = await allPages(api.alertsHidden, '');
    expect(items).toEqual(array);
    expect(total).toBe(3);
    expect(totals).toEqual(counts(array.map((each) => each.alert)));
    const vehicles = await allPages(api.alertsHidden, 'module=vehicles');
    expect((vehicles.items as HiddenAlert[]).map((each) => each.alert.key)).toEqual(
      licences.map((a) => a.key),
    );
    const searched = await allPages(api.alertsHidden, 'q=abena');
    expect((searched.items as HiddenAlert[]).map((each) => each.alert.key)).toEqual([lease.key]);
    expect(okBody(await get(`${api.alertsHidden}?page=3&pageSize=2`))).toMatchObject({ items: [], total: 3 });
  });
});

describe('snoozing and dismissing twice', () => {
  const marksAndEvents = async () => ({
    marks: await t.handle.db
      .selectFrom('alert_marks')
      .selectAll()
      .where('account_id', '=', t.accountId)
      .execute(),
    events: await t.handle.db
      .selectFrom('audit_events')
      .selectAll()
      .where('account_id', '=', t.accountId)
      .where('entity', '=', 'alert_mark')
      .execute(),
  });

  for (const path of ['alertsSnooze', 'alertsDismiss'] as const) {
    it(`${path}: again, the same answer, stored once with one event`, async () => {
      const all = await business();
      const key = all[0]?.key;
      const first = okBody(await t.request('POST', api[path], { cookie: t.cookie, payload: { key } }));
      const second = okBody(await t.request('POST', api[path], { cookie: t.cookie, payload: { key } }));
      expect(second).toEqual(first);
      const { marks, events } = await marksAndEvents();
      expect(marks).toHaveLength(1);
      expect(events).toHaveLength(1);
      expect(await feed()).toEqual(all.slice(1));
    });

    it(`${path}: twice at once, both answer 200, stored once with one event`, async () => {
      const all = await business();
      const key = all[1]?.key;
      const answers = await Promise.all(
        [1, 2].map(() => t.request('POST', api[path], { cookie: t.cookie, payload: { key } })),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect(answers[0]?.json()).toEqual(answers[1]?.json());
      const { marks, events } = await marksAndEvents();
      expect(marks).toHaveLength(1);
      expect(events).toHaveLength(1);
      expect((await feed()).map((alert) => alert.key)).not.toContain(key);
    });
  }
});
