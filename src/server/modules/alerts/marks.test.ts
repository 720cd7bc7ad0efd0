import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { api } from '../../../shared/paths';
import type { AuditEvent } from '../../../shared/schemas/audit';
import type { Alert, HiddenAlert } from '../../../shared/schemas/reminders';
import { businessToday } from '../../lib/business-day';
import { SYSTEM_ACTOR } from '../../lib/service-context';
import { okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { vehicleBody } from '../vehicles/test-data';
import { alertsService } from './service';

const t = freshAppForEachTest();
const today = businessToday();

interface Session {
  cookie: string;
}
const feed = async (who: Session, query = ''): Promise<Alert[]> =>
  okBody(await t.request('GET', `${api.alerts}${query}`, { cookie: who.cookie }));
const hidden = async (who: Session): Promise<HiddenAlert[]> =>
  okBody(await t.request('GET', api.alertsHidden, { cookie: who.cookie }));
const act = (who: Session, path: string, key: unknown) =>
  t.request('POST', path, { cookie: who.cookie, payload: { key } });

/** A taxi whose driver's licence expires in 10 days, and whose papers are not on record. */
async function taxi(who: Session) {
  const body = vehicleBody({
    vehicleType: 'taxi',
    driverName: 'Yaw Driver',
    licenseNumExp: addDays(today, 10),
  });
  const vehicle = okBody(await t.request('POST', api.addVehicle, { cookie: who.cookie, payload: body }));
  return { vehicleId: vehicle._id as string, body };
}
const licenceAlert = (list: Alert[]) => list.find((alert) => alert.kind === 'licence_expiry');

describe('snoozing and dismissing alerts', () => {
  it('snoozes an alert for the whole business for 7 days, with who did it in the activity log', async () => {
    const admin = await t.signIn('Admin', { name: 'Akua Admin' });
    const manager = await t.signIn('Manager', { name: 'Ama Mensah' });
    const staff = await t.signIn('Staff');
    await taxi(admin);
    const before = await feed(staff);
    const alert = licenceAlert(before);
    expect(alert?.key).toBe(`licence_expiry|${alert?.subject._id}|${addDays(today, 10)}`);
    if (!alert) throw new Error('no licence alert');

    const snoozed = okBody(await act(manager, api.alertsSnooze, alert.key));
    expect(snoozed).toMatchObject({
      mark: 'snoozed',
      until: addDays(today, 7),
      by: { name: 'Ama Mensah' },
      alert: { key: alert.key },
    });
    // Gone for everyone: the feed, the bell (the same feed) and the vehicles panel (?module=).
    for (const who of [admin, manager, staff]) {
      expect(licenceAlert(await feed(who))).toBeUndefined();
      expect(licenceAlert(await feed(who, '?module=vehicles'))).toBeUndefined();
    }
    expect(await feed(staff)).toHaveLength(before.length - 1);
    expect(await hidden(staff)).toEqual([expect.objectContaining({ mark: 'snoozed', alert })]);

    // Back on the seventh day, not before (the feed as of a later business day).
    const ctx = { trx: t.app.db, actor: SYSTEM_ACTOR, accountId: t.accountId };
    expect(licenceAlert(await alertsService.list(ctx, {}, addDays(today, 6)))).toBeUndefined();
    expect(licenceAlert(await alertsService.list(ctx, {}, addDays(today, 7)))?.key).toBe(alert.key);

    const events: { items: AuditEvent[] } = okBody(
      await t.request('GET', `${api.audit}?entity=alert_mark`, { cookie: admin.cookie }),
    );
    expect(events.items).toEqual([
      expect.objectContaining({
        action: 'create',
        entity: 'alert_mark',
        actor: expect.objectContaining({ name: 'Ama Mensah' }),
        after: expect.objectContaining({
          mark: 'snoozed',
          days: 7,
          until: addDays(today, 7),
          message: alert.message,
          subject: alert.subject.label,
        }),
      }),
    ]);
    // Snoozing it again the same day changes nothing and writes no second event.
    expect(okBody(await act(admin, api.alertsSnooze, alert.key))).toMatchObject({
      by: { name: 'Ama Mensah' },
    });
    expect(
      okBody(await t.request('GET', `${api.audit}?entity=alert_mark`, { cookie: admin.cookie })).items,
    ).toHaveLength(1);
  });

  it('dismisses an alert until its due date changes', async () => {
    const admin = await t.signIn('Admin');
    const { vehicleId, body } = await taxi(admin);
    const alert = licenceAlert(await feed(admin));
    if (!alert) throw new Error('no licence alert');
    expect(okBody(await act(admin, api.alertsDismiss, alert.key))).toMatchObject({
      mark: 'dismissed',
      until: null,
    });
    expect(licenceAlert(await feed(admin))).toBeUndefined();
    // Dismissed for good, even weeks later, while the alert is the same one.
    const ctx = { trx: t.app.db, actor: SYSTEM_ACTOR, accountId: t.accountId };
    expect(licenceAlert(await alertsService.list(ctx, {}, addDays(today, 8)))).toBeUndefined();
    // A new expiry date is another alert: it shows again.
    okBody(
      await t.request('PUT', api.editVehicle(vehicleId), {
        cookie: admin.cookie,
        payload: { ...body, licenseNumExp: addDays(today, 20) },
      }),
    );
    const again = licenceAlert(await feed(admin));
    expect(again?.dueDate).toBe(addDays(today, 20));
    expect(again?.key).not.toBe(alert.key);
  });

  it('restores a hidden alert, and a dismissal replaces a snooze', async () => {
    const manager = await t.signIn('Manager');
    const admin = await t.signIn('Admin');
    await taxi(admin);
    const alert = licenceAlert(await feed(manager));
    if (!alert) throw new Error('no licence alert');
    okBody(await act(manager, api.alertsSnooze, alert.key));
    okBody(await act(manager, api.alertsDismiss, alert.key));
    expect(await hidden(manager)).toEqual([expect.objectContaining({ mark: 'dismissed', until: null })]);
    expect(okBody(await act(manager, api.alertsRestore, alert.key))).toEqual({ key: alert.key });
    expect(licenceAlert(await feed(manager))).toEqual(alert);
    expect(await hidden(manager)).toEqual([]);
    // Nothing hidden any more: restoring again is not found.
    expect((await act(manager, api.alertsRestore, alert.key)).statusCode).toBe(404);
    const events: { items: AuditEvent[] } = okBody(
      await t.request('GET', `${api.audit}?entity=alert_mark`, { cookie: admin.cookie }),
    );
    expect(events.items.map((event) => event.action)).toEqual(['delete', 'update', 'create']);
  });

  it('lets Admins and Managers act, not Staff; refuses bad and unknown keys', async () => {
    const admin = await t.signIn('Admin');
    const staff = await t.signIn('Staff');
    await taxi(admin);
    const alert = licenceAlert(await feed(staff));
    if (!alert) throw new Error('no licence alert');
    for (const path of [api.alertsSnooze, api.alertsDismiss, api.alertsRestore])
      expect((await act(staff, path, alert.key)).statusCode).toBe(403);
    expect(licenceAlert(await feed(staff))).toEqual(alert);
    for (const key of [undefined, '', 42, 'weather|x|2026-01-01', 'x'.repeat(1001)])
      expect((await act(admin, api.alertsSnooze, key)).statusCode).toBe(400);
    expect(
      (await act(admin, api.alertsSnooze, `licence_expiry|${alert.subject._id}|2001-01-01`)).statusCode,
    ).toBe(404);
    expect((await act(admin, api.alertsDismiss, 'document_missing|nope|')).statusCode).toBe(404);
  });

  it('neither shows nor touches another business', async () => {
    const admin = await t.signIn('Admin');
    await taxi(admin);
    const alert = licenceAlert(await feed(admin));
    if (!alert) throw new Error('no licence alert');
    const other = await t.signIn('Admin', { accountId: await t.newAccount('Other business') });
    // Their feed has no such alert: they can neither hide nor restore ours.
    expect((await act(other, api.alertsSnooze, alert.key)).statusCode).toBe(404);
    okBody(await act(admin, api.alertsDismiss, alert.key));
    expect((await act(other, api.alertsRestore, alert.key)).statusCode).toBe(404);
    expect(await hidden(other)).toEqual([]);
    expect(licenceAlert(await feed(admin))).toBeUndefined();
    expect(await hidden(admin)).toHaveLength(1);
  });

  it('moves the feed’s cached answer: a phone holding the old feed gets the new one', async () => {
    const admin = await t.signIn('Admin');
    await taxi(admin);
    const first = await t.request('GET', api.alerts, { cookie: admin.cookie });
    const alert = licenceAlert(first.json());
    if (!alert) throw new Error('no licence alert');
    const response = await act(admin, api.alertsSnooze, alert.key);
    expect(response.headers['x-data-changed']).toBe('alert_marks');
    const again = await t.app.inject({
      method: 'GET',
      url: api.alerts,
      headers: { cookie: admin.cookie, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(200);
    expect(licenceAlert(again.json())).toBeUndefined();
  });
});
