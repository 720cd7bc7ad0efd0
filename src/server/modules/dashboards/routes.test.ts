import { describe, expect, it } from 'vitest';
import { addDays, addMonthsClamped } from '../../../shared/dates';
import { api } from '../../../shared/paths';
import type { ApartmentDashboard } from '../../../shared/schemas/dashboards';
import { businessToday } from '../../lib/business-day';
import { okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { apartmentBody, rentRecordBody } from '../apartments/test-data';

const t = freshAppForEachTest('Manager');
const today = businessToday();

const post = async (url: string, payload: unknown, cookie = t.cookie) =>
  okBody(await t.request('POST', url, { cookie, payload }));
const dashboard = async (cookie = t.cookie): Promise<ApartmentDashboard> =>
  okBody(await t.request('GET', api.dashboardApartments, { cookie }));
const pay = (tenant: string, amountPaid: number | string, day: string, cookie = t.cookie) =>
  post(api.addPayment, { tenant, amountPaid, method: 'Cash', Date: day }, cookie);

describe('GET /api/dashboard/apartments', () => {
  it('answers zeros and no units for a new business', async () => {
    expect(await dashboard()).toEqual({
      total: 0,
      occupied: 0,
      vacant: 0,
      monthlyRevenue: 0,
      arrears: 0,
      collectedThisMonth: 0,
      month: today.slice(0, 7),
      units: [],
    });
  });

  it('counts units by status and adds up the rent of the occupied ones, exact to the pesewa', async () => {
    await post(api.addApartment, apartmentBody({ title: 'A1', status: 'Occupied', price: 0.1 }));
    await post(api.addApartment, apartmentBody({ title: 'A2', status: 'Occupied', price: 0.2 }));
    await post(api.addApartment, apartmentBody({ title: 'A3', status: 'Available', price: 900 }));
    await post(api.addApartment, apartmentBody({ title: 'A4', status: 'Maintenance', price: 700 }));
    const figures = await dashboard();
    expect(figures).toMatchObject({ total: 4, occupied: 2, vacant: 1, monthlyRevenue: 0.3 });
    // The cards: the first units of the list, newest first, as the list shows them.
    const list = okBody(await t.request('GET', api.apartments, { cookie: t.cookie })) as { _id: string }[];
    expect(figures.units.map((unit) => unit._id)).toEqual(list.map((unit) => unit._id));
    expect(figures.units[0]).toEqual({
      _id: list[0]?._id,
      title: 'A4',
      location: 'East Legon, Accra',
      price: 700,
      status: 'Maintenance',
      tenant: '',
    });
  });

  it('shows at most six unit cards', async () => {
    for (let i = 1; i <= 8; i += 1) await post(api.addApartment, apartmentBody({ title: `U${i}` }));
    const figures = await dashboard();
    expect(figures.total).toBe(8);
    expect(figures.units.map((unit) => unit.title)).toEqual(['U8', 'U7', 'U6', 'U5', 'U4', 'U3']);
  });

  it('collects the payments that count dated this month, and adds every tenancy’s arrears', async () => {
    const start = addMonthsClamped(today, -3);
    // Monthly 100 a month from three months ago: four instalments due (400), 150 paid in all.
    const owing = (
      await post(
        api.addRentRecord,
        rentRecordBody({
          tenantName: 'Owing Tenant',
          rentedDate: start,
          expirationDate: addDays(addMonthsClamped(start, 12), -1),
          noOfMonthsRented: 12,
          amountPaidOnUtility: 0,
          monthlyPrice: 100,
          totalAmount: 1200,
          billing: 'monthly',
        }),
      )
    ).data._id as string;
    // Starts next month: nothing due yet.
    const future = (
      await post(
        api.addRentRecord,
        rentRecordBody({
          tenantName: 'Future Tenant',
          tenantPhone: '024 111 9999',
          rentedDate: addMonthsClamped(today, 1),
          expirationDate: addMonthsClamped(today, 13),
          amountPaidOnUtility: 0,
          monthlyPrice: 500,
          totalAmount: 6000,
          billing: 'monthly',
        }),
      )
    ).data._id as string;
    await pay(owing, 100, start);
    await pay(owing, 0.1, today);
    await pay(owing, 0.2, `${today.slice(0, 7)}-01`);
    const voided = await pay(owing, 1000, today);
    await pay(future, 49.7, today);
    const removed = await t.request('DELETE', api.deletePayment(voided._id), {
      cookie: t.cookie,
      payload: { reason: 'Typed twice' },
    });
    expect(removed.statusCode).toBe(200);

    const figures = await dashboard();
    // This month: 0.1 + 0.2 + 49.7, exact; the voided 1,000 and the payment three months ago do not count.
    expect(figures.collectedThisMonth).toBe(50);
    // Owing: 400 due, 100.30 paid; the future tenancy owes nothing yet however little it has paid.
    expect(figures.arrears).toBe(299.7);
    // The same figure the tenants list shows, added up.
    const tenants = okBody(await t.request('GET', api.rentRecords, { cookie: t.cookie })) as {
      arrears: number;
    }[];
    expect(tenants.reduce((sum, record) => sum + Math.round(record.arrears * 100), 0) / 100).toBe(299.7);
  });

  it('counts nothing of another business', async () => {
    const theirs = (await t.signIn('Manager', { accountId: await t.newAccount('Other business') })).cookie;
    await post(api.addApartment, apartmentBody({ title: 'Theirs', status: 'Occupied', price: 500 }), theirs);
    const record = (await post(api.addRentRecord, rentRecordBody({ rentedDate: '2026-01-01' }), theirs)).data
      ._id as string;
    await pay(record, 10, today, theirs);
    expect(await dashboard()).toMatchObject({
      total: 0,
      occupied: 0,
      monthlyRevenue: 0,
      arrears: 0,
      collectedThisMonth: 0,
      units: [],
    });
    expect(await dashboard(theirs)).toMatchObject({ total: 1, occupied: 1, collectedThisMonth: 10 });
  });
});
