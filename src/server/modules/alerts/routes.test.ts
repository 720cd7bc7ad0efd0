import { describe, expect, it, vi } from 'vitest';
import { addDays, addMonthsClamped } from '../../../shared/dates';
import { api } from '../../../shared/paths';
import { ALERT_DATA_KINDS } from '../../../shared/reminders';
import type { Alert } from '../../../shared/schemas/reminders';
import { businessToday } from '../../lib/business-day';
import { okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { rentRecordBody } from '../apartments/test-data';
import { dailySalesBody, HIRER, rentalBody } from '../contracts/test-data';
import { maintenanceBody } from '../maintenance/test-data';
import { vehicleBody } from '../vehicles/test-data';
import { ALERT_SOURCES } from './service';

const t = freshAppForEachTest('Staff');
const today = businessToday();

const post = async (url: string, payload: unknown) =>
  okBody(await t.request('POST', url, { cookie: t.cookie, payload }));
const alerts = async (query = ''): Promise<Alert[]> =>
  okBody(await t.request('GET', `${api.alerts}${query}`, { cookie: t.cookie }));
/** A 12-month tenancy ending on `end`, paid in full unless `owing`. */
async function tenancy(
  name: string,
  end: string,
  { owing = 0, phone = '024 111 0001', status = 'Active' as const } = {},
) {
  const start = addMonthsClamped(addDays(end, 1), -12);
  const record = (
    await post(
      api.addRentRecord,
      rentRecordBody({
        tenantName: name,
        tenantPhone: phone,
        rentedDate: start,
        expirationDate: end,
        amountPaidOnUtility: 0,
        monthlyPrice: 100,
        totalAmount: 1200,
        status,
      }),
    )
  ).data;
  if (owing < 1200)
    await post(api.addPayment, { tenant: record._id, amountPaid: 1200 - owing, method: 'Cash', Date: start });
  return record._id as string;
}
const summary = (list: Alert[]) =>
  list.map((alert) => [alert.kind, alert.severity, alert.subject.label, alert.dueDate]);

describe('the alert feed', () => {
  it('shows leases ending within 60 days or ended without a renewal, and rent arrears, most urgent first', async () => {
    await tenancy('Soon Ending', addDays(today, 45));
    await tenancy('Far Off', addDays(today, 90));
    await tenancy('Ended', addDays(today, -5));
    const renewedOld = await tenancy('Renewed', addDays(today, -3), { phone: '024 111 0009' });
    await tenancy('Renewed', addDays(today, 362), { phone: '024 111 0009' });
    await tenancy('Owing', addDays(today, 200), { owing: 300, phone: '024 111 0002' });
    await tenancy('Gone', addDays(today, 20), { status: 'Inactive' as never });
    const list = await alerts();
    // Overdue first, the oldest date first: the arrears fell due when the 'Owing' tenancy began.
    expect(summary(list)).toEqual([
      ['rent_arrears', 'overdue', 'Owing', addMonthsClamped(addDays(today, 201), -12)],
      ['lease_expiry', 'overdue', 'Ended', addDays(today, -5)],
      ['lease_expiry', 'soon', 'Soon Ending', addDays(today, 45)],
    ]);
    expect(list.some((alert) => alert.subject._id === renewedOld)).toBe(false);
    expect(list[0]).toMatchObject({
      subject: { type: 'rent_record', phone: '+233241110002' },
      message: expect.stringMatching(/^₵300\.00 in arrears for .+, \d+ days? overdue$/),
    });
    expect(list[1]?.message).toBe(
      `Lease of Room 4, Adenta block B ended on ${addDays(today, -5)}, 5 days ago, without a renewal`,
    );
  });

  it('shows hirers behind, and driving licences expired or expiring within 30 days, once per person', async () => {
    const taxi = (
      await post(
        api.addVehicle,
        vehicleBody({
          vehicleType: 'luxury car',
          driverName: 'Old Driver',
          licenseNumExp: addDays(today, 10),
        }),
      )
    )._id;
    // The hirer becomes the taxi's driver: one licence alert, not two.
    await post(
      api.contracts,
      dailySalesBody(taxi, {
        startDate: addDays(today, -2),
        workingDays: [1, 2, 3, 4, 5, 6, 7],
        hirer: { ...HIRER, licenseExp: addDays(today, -1) },
      }),
    );
    const car = (
      await post(api.addVehicle, vehicleBody({ vehicleType: 'luxury car', licenseNumExp: '2030-01-01' }))
    )._id;
    await post(
      api.contracts,
      rentalBody(car, {
        startDate: addDays(today, 1),
        endDate: addDays(today, 3),
        hirer: { ...HIRER, name: 'Rental Customer', licenseNum: 'DL-555', licenseExp: addDays(today, 20) },
      }),
    );
    const list = await alerts('?module=vehicles');
    expect(summary(list)).toEqual([
      ['hire_arrears', 'overdue', expect.stringContaining(HIRER.name), addDays(today, -2)],
      ['licence_expiry', 'overdue', expect.stringContaining(HIRER.name), addDays(today, -1)],
      ['licence_expiry', 'soon', expect.stringContaining('Rental Customer'), addDays(today, 20)],
    ]);
    expect(list[0]?.message).toBe('₵450.00 behind on daily sales');
    expect(list[2]?.subject).toMatchObject({ type: 'contract', vehicleId: car });
    expect(await alerts('?module=apartments')).toEqual([]);
    expect(summary(await alerts('?kind=hire_arrears'))).toHaveLength(1);
    expect((await t.request('GET', `${api.alerts}?kind=weather`, { cookie: t.cookie })).statusCode).toBe(400);
  });

  it('is served from the list cache, and follows a payment, a contract and a vehicle at once', async () => {
    const owing = await tenancy('Owing', addDays(today, 200), { owing: 300 });
    const first = await t.request('GET', api.alerts, { cookie: t.cookie });
    expect(summary(first.json())).toEqual([['rent_arrears', 'overdue', 'Owing', expect.any(String)]]);
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: api.alerts,
      headers: { cookie: t.cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await post(api.addPayment, { tenant: owing, amountPaid: 300, method: 'Cash', Date: today });
    expect(await alerts()).toEqual([]);
    const taxi = (
      await post(api.addVehicle, vehicleBody({ vehicleType: 'luxury car', licenseNumExp: addDays(today, 5) }))
    )._id;
    expect(summary(await alerts())).toEqual([
      ['licence_expiry', 'soon', expect.any(String), addDays(today, 5)],
    ]);
    await post(
      api.contracts,
      dailySalesBody(taxi, {
        startDate: addDays(today, -1),
        workingDays: [1, 2, 3, 4, 5, 6, 7],
        hirer: { ...HIRER, licenseExp: '2030-01-01' },
      }),
    );
    // The hirer is now the taxi's driver, with a licence valid for years; yesterday's amount is owed.
    expect(summary(await alerts())).toEqual([
      ['hire_arrears', 'overdue', expect.any(String), addDays(today, -1)],
    ]);
  });

  it('shows papers expired, expiring and missing, and services due, each leading to the vehicle', async () => {
    const taxi = (
      await post(api.addVehicle, vehicleBody({ vehicleType: 'taxi', licenseNumExp: '2030-01-01' }))
    )._id;
    // Insurance expires in 10 days; the VIT sticker expired; no roadworthy on record.
    await post(api.vehicleDocuments(taxi), {
      kind: 'insurance',
      issuedOn: addDays(today, -355),
      expiresOn: addDays(today, 10),
      cost: 900,
    });
    await post(api.vehicleDocuments(taxi), {
      kind: 'vit',
      issuedOn: addDays(today, -200),
      expiresOn: addDays(today, -3),
    });
    await post(api.vehicleOdometer(taxi), { date: addDays(today, -100), km: 40_000 });
    await post(api.vehicleOdometer(taxi), { date: today, km: 46_000 });
    await post(api.vehicleSchedules(taxi), {
      task: 'Oil change',
      everyKm: 5000,
      startDate: addDays(today, -100),
      startKm: 40_000,
    });
    const list = await alerts('?module=vehicles');
    expect(
      list.map((alert) => [alert.kind, alert.severity, alert.subject.type, alert.dueDate, alert.message]),
    ).toEqual([
      // Undated first (nothing on record, a service due by distance only), then the oldest date.
      ['document_missing', 'overdue', 'vehicle', null, 'No roadworthy on record'],
      ['service_due', 'overdue', 'service_schedule', null, 'Oil change is due (at 45,000 km)'],
      [
        'document_expiry',
        'overdue',
        'vehicle_document',
        addDays(today, -3),
        `VIT expired on ${addDays(today, -3)}`,
      ],
      [
        'document_expiry',
        'soon',
        'vehicle_document',
        addDays(today, 10),
        `Insurance expires on ${addDays(today, 10)}`,
      ],
    ]);
    expect(list.every((alert) => alert.subject.vehicleId === taxi)).toBe(true);
  });

  it('makes each source again after a write of what it reads, the others as they were', async () => {
    const taxi = (
      await post(api.addVehicle, vehicleBody({ vehicleType: 'luxury car', licenseNumExp: '2030-01-01' }))
    )._id;
    const owing = await tenancy('Owing', addDays(today, 200), { owing: 300 });
    await post(api.vehicleOdometer(taxi), { date: addDays(today, -100), km: 40_000 });
    await post(api.vehicleSchedules(taxi), {
      task: 'Oil change',
      everyKm: 5000,
      startDate: addDays(today, -100),
      startKm: 40_000,
    });
    // `?module=` is not served whole from the list cache: these reads go through the sources.
    const kinds = async (query: string) => (await alerts(query)).map((alert) => alert.kind);
    expect(await kinds('?module=apartments')).toEqual(['rent_arrears']);
    expect(await kinds('?module=vehicles')).toEqual([]);
    await post(api.vehicleOdometer(taxi), { date: today, km: 46_000 });
    expect(await kinds('?module=vehicles')).toEqual(['service_due']);
    expect(await kinds('?module=apartments')).toEqual(['rent_arrears']);
    await post(api.addPayment, { tenant: owing, amountPaid: 300, method: 'Cash', Date: today });
    expect(await kinds('?module=apartments')).toEqual([]);
    await post(
      api.addMaintenance,
      maintenanceBody(taxi, { maintenanceDate: today, issue: ['Oil change'], status: 'completed' }),
    );
    expect(await kinds('?module=vehicles')).toEqual([]);
    expect(await kinds('')).toEqual([]);
  });

  it('treats rent and hire money that fell due today as overdue only from the next day (decision 060)', async () => {
    // A tenancy starting today, nothing paid: its whole advance falls due today.
    const start = today;
    const record = (
      await post(
        api.addRentRecord,
        rentRecordBody({
          tenantName: 'Due Today',
          tenantPhone: '024 111 0003',
          rentedDate: start,
          expirationDate: addDays(addMonthsClamped(start, 12), -1),
          amountPaidOnUtility: 0,
          monthlyPrice: 100,
          totalAmount: 1200,
        }),
      )
    ).data;
    // The API's figures keep their meaning: owed now, 0 days overdue.
    expect(record).toMatchObject({ arrears: 1200, daysOverdue: 0, standing: 'In arrears' });
    const taxi = (
      await post(api.addVehicle, vehicleBody({ vehicleType: 'luxury car', licenseNumExp: '2030-01-01' }))
    )._id;
    await post(
      api.contracts,
      dailySalesBody(taxi, {
        startDate: start,
        workingDays: [1, 2, 3, 4, 5, 6, 7],
        hirer: { ...HIRER, licenseExp: '2030-01-01' },
      }),
    );
    expect(await alerts()).toEqual([]);
    // The next day both are late: the feed (and the bell, which counts it) names them, overdue.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(`${addDays(today, 1)}T09:00:00Z`));
      // Same severity and day: the feed orders them by label, and the plate is random, so either first.
      const late = summary(await alerts());
      expect(late).toHaveLength(2);
      expect(late).toEqual(
        expect.arrayContaining([
          ['rent_arrears', 'overdue', 'Due Today', start],
          ['hire_arrears', 'overdue', expect.stringContaining(HIRER.name), start],
        ]),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('names every kind of data it reads in the list its cache and the client follow', () => {
    expect(new Set(ALERT_SOURCES.flatMap((source) => source.reads))).toEqual(new Set(ALERT_DATA_KINDS));
  });

  it('shows nothing of another business', async () => {
    const otherAccount = await t.newAccount('Other business');
    const { cookie } = await t.signIn('Admin', { accountId: otherAccount });
    const record = okBody(
      await t.request('POST', api.addRentRecord, {
        cookie,
        payload: rentRecordBody({ tenantName: 'Their Tenant' }),
      }),
    );
    expect(record.data.arrears).toBeGreaterThan(0);
    expect(await alerts()).toEqual([]);
  });
});
