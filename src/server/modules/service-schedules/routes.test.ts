import { describe, expect, it } from 'vitest';
import { DATA_CHANGED_HEADER } from '../../../shared/constants';
import { addDays, addMonthsClamped } from '../../../shared/dates';
import { api } from '../../../shared/paths';
import { PAPERS_MESSAGES, type ServiceSchedule } from '../../../shared/schemas/vehicle-papers';
import { businessToday } from '../../lib/business-day';
import { expectFieldError, okBody } from '../../test/api-checks';
import { expectOnlyManagersAndAdminsDelete, signedInRequests } from '../../test/signed-in-requests';
import { freshAppForEachTest } from '../../test/test-app';
import { maintenanceBody } from '../maintenance/test-data';
import { odometerBody } from '../odometer/test-data';
import { auditEventsOf, vehicleBody } from '../vehicles/test-data';
import { SCHEDULE_MESSAGES } from './service';
import { scheduleBody } from './test-data';

const t = freshAppForEachTest('Staff');
const today = businessToday();

const { get, post, put, del } = signedInRequests(t);

async function vehicle(): Promise<string> {
  return okBody(await post(api.addVehicle, vehicleBody()))._id;
}
const addSchedule = (vehicleId: string, body: object) => post(api.vehicleSchedules(vehicleId), body);
const created = async (vehicleId: string, overrides: Parameters<typeof scheduleBody>[0] = {}) =>
  okBody(await addSchedule(vehicleId, scheduleBody(overrides))) as ServiceSchedule;
const schedulesOf = async (vehicleId: string) =>
  okBody(await get(api.vehicleSchedules(vehicleId))) as ServiceSchedule[];
const reading = async (vehicleId: string, date: string, km: number) =>
  okBody(await post(api.vehicleOdometer(vehicleId), odometerBody({ date, km })));

describe('service schedules', () => {
  it('records a schedule with what is derived as of today', async () => {
    const vehicleId = await vehicle();
    await reading(vehicleId, addDays(today, -5), 41_000);
    const response = await addSchedule(vehicleId, scheduleBody({ startDate: addDays(today, -10) }));
    const schedule = okBody(response);
    expect(schedule).toEqual({
      _id: expect.any(String),
      vehicleId,
      task: 'Oil change',
      everyKm: 5000,
      everyMonths: 3,
      startDate: addDays(today, -10),
      startKm: 40_000,
      lastDone: { date: addDays(today, -10), km: 40_000 },
      currentKm: 41_000,
      nextDueDate: addMonthsClamped(addDays(today, -10), 3),
      nextDueKm: 45_000,
      status: 'ok',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(response.headers[DATA_CHANGED_HEADER]).toBe('schedules');
    expect(await schedulesOf(vehicleId)).toEqual([schedule]);
  });

  it('starts today at the latest reading (else 0) when no start is given', async () => {
    const vehicleId = await vehicle();
    const bare = await created(vehicleId, { startDate: undefined, startKm: undefined, everyMonths: null });
    expect(bare).toMatchObject({ startDate: today, startKm: 0, everyMonths: null, nextDueDate: null });
    await reading(vehicleId, addDays(today, -30), 61_000);
    await reading(vehicleId, addDays(today, -1), 62_500);
    const next = await created(vehicleId, { startDate: '', startKm: '', everyKm: null } as never);
    expect(next).toMatchObject({ startDate: today, startKm: 62_500, currentKm: 62_500, nextDueKm: null });
  });

  it.each([
    [{ everyKm: null, everyMonths: null }, 'everyKm', PAPERS_MESSAGES.needsInterval],
    [{ everyKm: '', everyMonths: undefined }, 'everyMonths', PAPERS_MESSAGES.needsInterval],
    [{ everyKm: 0 }, 'everyKm', 'Every km must be at least 1'],
    [{ everyMonths: 121 }, 'everyMonths', 'Every months must be at most 120'],
    [{ everyMonths: 1.5 }, 'everyMonths', 'Every months must be a whole number'],
    [{ startKm: -1 }, 'startKm', 'Start km cannot be negative'],
    [{ task: '  ' }, 'task', 'Task is required'],
    [{ task: 'x'.repeat(101) }, 'task', 'Task must be at most 100 characters'],
    [{ startDate: '2026-02-30' }, 'startDate', 'Start date must be a valid date (YYYY-MM-DD)'],
  ])('refuses %j with 400 on %s and writes nothing', async (overrides, path, message) => {
    const vehicleId = await vehicle();
    expectFieldError(await addSchedule(vehicleId, { ...scheduleBody(), ...overrides }), path, message);
    expect(await schedulesOf(vehicleId)).toEqual([]);
  });

  it('answers 404 for an unknown vehicle, another business’s vehicle and schedule', async () => {
    expect((await addSchedule('no-such-vehicle', scheduleBody())).statusCode).toBe(404);
    expect((await get(api.vehicleSchedules('no-such-vehicle'))).statusCode).toBe(404);
    const otherAccount = await t.newAccount('Other fleet');
    const { cookie } = await t.signIn('Admin', { accountId: otherAccount });
    const theirs = okBody(await post(api.addVehicle, vehicleBody(), cookie))._id;
    const theirSchedule = okBody(await post(api.vehicleSchedules(theirs), scheduleBody(), cookie));
    expect((await addSchedule(theirs, scheduleBody())).statusCode).toBe(404);
    expect((await put(api.serviceSchedule(theirSchedule._id), scheduleBody())).json()).toEqual({
      message: SCHEDULE_MESSAGES.notFound,
    });
    const { cookie: admin } = await t.signIn('Admin');
    expect((await del(api.serviceSchedule(theirSchedule._id), admin)).statusCode).toBe(404);
    expect(await t.handle.db.selectFrom('service_schedules').select('id').execute()).toHaveLength(1);
  });
});

describe('due, soon and ok as of today', () => {
  it('is due when the time since it started reaches its interval', async () => {
    const vehicleId = await vehicle();
    const schedule = await created(vehicleId, {
      everyKm: null,
      everyMonths: 3,
      startDate: addMonthsClamped(today, -3),
    });
    expect(schedule).toMatchObject({ nextDueDate: today, status: 'due' });
  });

  it('is soon within the last 10 % of the distance, due once it is reached', async () => {
    const vehicleId = await vehicle();
    const start = addDays(today, -20);
    await reading(vehicleId, addDays(today, -2), 44_500);
    const schedule = await created(vehicleId, { everyMonths: null, startDate: start, startKm: 40_000 });
    expect(schedule).toMatchObject({ currentKm: 44_500, nextDueKm: 45_000, status: 'soon' });
    await reading(vehicleId, today, 45_000);
    expect((await schedulesOf(vehicleId))[0]).toMatchObject({ currentKm: 45_000, status: 'due' });
  });

  it('is reset by completing a maintenance record whose issue names the task', async () => {
    const vehicleId = await vehicle();
    const schedule = await created(vehicleId, { startDate: addMonthsClamped(today, -4), startKm: 30_000 });
    expect(schedule.status).toBe('due');
    // Pending, or not naming the task: nothing changes.
    okBody(
      await post(
        api.addMaintenance,
        maintenanceBody(vehicleId, { maintenanceDate: today, issue: ['Oil change'], status: 'pending' }),
      ),
    );
    okBody(
      await post(
        api.addMaintenance,
        maintenanceBody(vehicleId, { maintenanceDate: today, issue: ['Brake pads'], status: 'completed' }),
      ),
    );
    expect((await schedulesOf(vehicleId))[0]?.status).toBe('due');
    const job = okBody(
      await post(
        api.addMaintenance,
        maintenanceBody(vehicleId, {
          maintenanceDate: addDays(today, -1),
          issue: ['Engine OIL CHANGE with filter'],
          status: 'completed',
          odometer: 52_000,
        }),
      ),
    );
    const after = (await schedulesOf(vehicleId))[0];
    expect(after).toMatchObject({
      lastDone: { date: addDays(today, -1), km: 52_000 },
      currentKm: 52_000,
      nextDueDate: addMonthsClamped(addDays(today, -1), 3),
      nextDueKm: 57_000,
      status: 'ok',
    });
    // Edited back to ongoing, the job no longer counts.
    okBody(await put(api.editMaintenance(job._id), { ...job, status: 'ongoing' }));
    expect((await schedulesOf(vehicleId))[0]?.status).toBe('due');
  });
});

describe('edits and deletes', () => {
  it('takes a schedule back exactly as read and changes nothing (round trip)', async () => {
    const vehicleId = await vehicle();
    const schedule = await created(vehicleId);
    const events = (await auditEventsOf(t)).length;
    const again = await put(api.serviceSchedule(schedule._id), schedule);
    expect(okBody(again)).toEqual(schedule);
    expect(again.headers[DATA_CHANGED_HEADER]).toBeUndefined();
    expect(await auditEventsOf(t)).toHaveLength(events);
  });

  it('replaces the schedule; a start left out keeps the stored one', async () => {
    const vehicleId = await vehicle();
    const schedule = await created(vehicleId);
    const edited = okBody(
      await put(api.serviceSchedule(schedule._id), {
        task: 'Tyre rotation',
        everyKm: 10_000,
        everyMonths: null,
      }),
    );
    expect(edited).toMatchObject({
      task: 'Tyre rotation',
      everyKm: 10_000,
      everyMonths: null,
      startDate: schedule.startDate,
      startKm: schedule.startKm,
      nextDueDate: null,
      nextDueKm: 50_000,
    });
    expectFieldError(
      await put(api.serviceSchedule(schedule._id), { ...edited, everyKm: null }),
      'everyKm',
      PAPERS_MESSAGES.needsInterval,
    );
    expect((await auditEventsOf(t)).at(-1)).toMatchObject({
      action: 'update',
      entity: 'service_schedule',
      before: { task: schedule.task, vehicle: { _id: vehicleId, make: 'Toyota', model: 'Corolla' } },
      after: { task: 'Tyre rotation', vehicle: { _id: vehicleId, make: 'Toyota', model: 'Corolla' } },
    });
  });

  it('lets Staff add and edit, Managers and Admins delete; one audit event each, naming the vehicle', async () => {
    const vehicleId = okBody(await post(api.addVehicle, vehicleBody({ vehicleRegNum: 'GR-1234-20' })))._id;
    const car = { _id: vehicleId, make: 'Toyota', model: 'Corolla', vehicleRegNum: 'GR-1234-20' };
    const start = (await auditEventsOf(t)).length;
    const [first, second] = [await created(vehicleId), await created(vehicleId, { task: 'Brakes' })];
    await expectOnlyManagersAndAdminsDelete(
      t,
      api.serviceSchedule,
      [first._id, second._id],
      SCHEDULE_MESSAGES.deleted,
    );
    const events = (await auditEventsOf(t)).slice(start);
    expect(events.map((event) => [event.action, event.entity])).toEqual([
      ['create', 'service_schedule'],
      ['create', 'service_schedule'],
      ['delete', 'service_schedule'],
      ['delete', 'service_schedule'],
    ]);
    expect(events[0]?.after).toEqual({ ...first, vehicle: car });
    expect(events[2]?.before).toMatchObject({ vehicle: car });
    expect(await schedulesOf(vehicleId)).toEqual([]);
  });
});
