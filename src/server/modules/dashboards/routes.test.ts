import { describe, expect, it } from 'vitest';
import { addDays, addMonthsClamped } from '../../../shared/dates';
import type { VehicleType } from '../../../shared/fleet';
import { api } from '../../../shared/paths';
import type { ApartmentDashboard, FleetDashboard } from '../../../shared/schemas/dashboards';
import { businessToday } from '../../lib/business-day';
import { okBody } from '../../test/api-checks';
import { freshAppForEachTest } from '../../test/test-app';
import { apartmentBody, rentRecordBody } from '../apartments/test-data';
import { dailySalesBody, HIRER, remittanceBody, rentalBody } from '../contracts/test-data';
import { vehicleBody } from '../vehicles/test-data';

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
      maintenance: 0,
      collections: Array.from({ length: 12 }, (_, index) => ({
        month: addMonthsClamped(`${today.slice(0, 7)}-01`, index - 11).slice(0, 7),
        collected: 0,
        due: 0,
      })),
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

describe('GET /api/dashboard/fleet', () => {
  const fleet = async (cookie = t.cookie): Promise<FleetDashboard> =>
    okBody(await t.request('GET', api.dashboardFleet, { cookie }));
  const vehicle = async (vehicleType: VehicleType, cookie = t.cookie) =>
    (await post(api.addVehicle, vehicleBody({ vehicleType }), cookie))._id as string;
  const contract = async (body: unknown, cookie = t.cookie) =>
    (await post(api.contracts, body, cookie))._id as string;

  it('answers zeros for a new business', async () => {
    expect(await fleet()).toEqual({
      total: 0,
      byType: { 'commercial car': 0, 'luxury car': 0, taxi: 0, truck: 0, bus: 0 },
      vehicles: [],
      hire: { active: 0, arrears: 0, ending: [] },
    });
  });

  it('counts vehicles by type and shows the first six of the list as cards', async () => {
    const types: VehicleType[] = ['taxi', 'taxi', 'bus', 'truck', 'taxi', 'luxury car', 'bus'];
    for (const type of types) await vehicle(type);
    const figures = await fleet();
    expect(figures.total).toBe(7);
    expect(figures.byType).toEqual({ 'commercial car': 0, 'luxury car': 1, taxi: 3, truck: 1, bus: 2 });
    const list = okBody(await t.request('GET', api.vehicles, { cookie: t.cookie })) as unknown[];
    expect(figures.vehicles).toEqual(list.slice(0, 6));
  });

  it('adds up the active contracts’ arrears by the hire engine and lists those ending within 30 days', async () => {
    const [taxi, van, bus, spare] = [
      await vehicle('taxi'),
      await vehicle('commercial car'),
      await vehicle('bus'),
      await vehicle('truck'),
    ];
    // Every day from 3 days ago at 150.05: owing since then.
    await contract(
      dailySalesBody(taxi, {
        startDate: addDays(today, -3),
        workingDays: [1, 2, 3, 4, 5, 6, 7],
        amount: 150.05,
      }),
    );
    // A rental ending in 10 days, partly paid; and one ending in 5.
    const rental = await contract(
      rentalBody(van, { startDate: addDays(today, -2), endDate: addDays(today, 10), amount: 300 }),
    );
    await post(api.remittances, remittanceBody(rental, { date: addDays(today, -1), amount: 299.9 }));
    const soon = await contract(
      rentalBody(bus, {
        startDate: addDays(today, -1),
        endDate: addDays(today, 5),
        amount: 100,
        hirer: { ...HIRER, name: 'Ama Soon', phone: '020 222 3344' },
      }),
    );
    // Ends beyond 30 days: active, not listed.
    await contract(rentalBody(spare, { startDate: today, endDate: addDays(today, 45), amount: 50 }));

    const figures = await fleet();
    const contracts = okBody(await t.request('GET', api.contracts, { cookie: t.cookie })) as {
      _id: string;
      status: string;
      arrears: number;
    }[];
    const active = contracts.filter((each) => each.status === 'active');
    expect(active).toHaveLength(4);
    expect(figures.hire.active).toBe(4);
    // The same arrears the contracts list shows, added up exactly.
    const listed = active.reduce((sum, each) => sum + Math.round(each.arrears * 100), 0) / 100;
    expect(listed).toBeGreaterThan(0);
    expect(figures.hire.arrears).toBe(listed);
    expect(figures.hire.ending).toEqual([
      {
        _id: soon,
        hirerName: 'Ama Soon',
        vehicleRegNum: expect.any(String),
        type: 'rental',
        endDate: addDays(today, 5),
      },
      {
        _id: rental,
        hirerName: 'Esi Quaye',
        vehicleRegNum: expect.any(String),
        type: 'rental',
        endDate: addDays(today, 10),
      },
    ]);
  });

  it('counts nothing of another business', async () => {
    const theirs = (await t.signIn('Manager', { accountId: await t.newAccount('Other business') })).cookie;
    const taxi = await vehicle('taxi', theirs);
    await contract(rentalBody(taxi, { startDate: addDays(today, -2), endDate: addDays(today, 3) }), theirs);
    expect(await fleet()).toMatchObject({
      total: 0,
      vehicles: [],
      hire: { active: 0, arrears: 0, ending: [] },
    });
    expect(await fleet(theirs)).toMatchObject({ total: 1, hire: { active: 1 } });
  });
});
