import { groupBy } from '../../../shared/list';
import type { ScheduleInput, ServiceSchedule } from '../../../shared/schemas/vehicle-papers';
import { vehicleLookup, withVehicle } from '../../db/vehicle-lookup';
import { businessToday } from '../../lib/business-day';
import { refusedAs } from '../../lib/db-errors';
import { notFound } from '../../lib/domain-errors';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { audit } from '../audit';
import { maintenanceRepository } from '../maintenance';
import { odometerRepository } from '../odometer';
import { type ScheduleFields, type StoredSchedule, serviceSchedulesRepository } from './repository';
import { serviceDue } from './service-due';

export const SCHEDULE_MESSAGES = {
  notFound: 'Service schedule not found',
  deleted: 'Service schedule deleted successfully',
} as const;

const repository = (ctx: ReadContext) => serviceSchedulesRepository(ctx.trx, ctx.accountId);
const vehicles = (ctx: ReadContext) => vehicleLookup(ctx.trx, ctx.accountId);
const missing = () => notFound('Service schedule');
/** The vehicle of the path is unknown, another account's, or was deleted meanwhile. */
const vehicleMissing = () => notFound('Vehicle record');

const byVehicle = <T extends { vehicleId: string }>(items: T[]) => groupBy(items, (item) => item.vehicleId);

/**
 * Stored schedules with what is derived as of today (docs/reminders.md §2), from their vehicles'
 * readings and completed maintenance jobs, read once for all of them.
 */
async function present(ctx: ReadContext, schedules: StoredSchedule[]): Promise<ServiceSchedule[]> {
  if (schedules.length === 0) return [];
  const today = businessToday();
  const ids = [...new Set(schedules.map((schedule) => schedule.vehicleId))];
  const [points, jobs] = await Promise.all([
    odometerRepository(ctx.trx, ctx.accountId).points(ids),
    maintenanceRepository(ctx.trx, ctx.accountId).completedJobs(ids, today),
  ]);
  const readingsOf = byVehicle(points);
  const jobsOf = byVehicle(jobs);
  return schedules.map((schedule) => ({
    ...schedule,
    ...serviceDue(
      schedule,
      jobsOf.get(schedule.vehicleId) ?? [],
      readingsOf.get(schedule.vehicleId) ?? [],
      today,
    ),
  }));
}

async function presentOne(ctx: ReadContext, stored: StoredSchedule): Promise<ServiceSchedule> {
  const [schedule] = await present(ctx, [stored]);
  if (!schedule) throw missing();
  return schedule;
}

/** The vehicle's latest reading as of today, else 0: where a schedule starts counting by default. */
async function latestKm(ctx: ReadContext, vehicleId: string): Promise<number> {
  const today = businessToday();
  const readings = (await odometerRepository(ctx.trx, ctx.accountId).points([vehicleId])).filter(
    (point) => point.date <= today,
  );
  const latest = readings.reduce<(typeof readings)[number] | null>(
    (best, each) =>
      !best || each.date > best.date || (each.date === best.date && each.km > best.km) ? each : best,
    null,
  );
  return latest?.km ?? 0;
}

/** Service schedules (docs/reminders.md §2): due by distance or time since the task was last done. */
export const serviceSchedulesService = {
  /** A vehicle's schedules with their standing as of today. */
  async ofVehicle(ctx: ReadContext, vehicleId: string): Promise<ServiceSchedule[]> {
    if (!(await vehicles(ctx).findReference(vehicleId))) throw vehicleMissing();
    return present(ctx, await repository(ctx).ofVehicle(vehicleId));
  },

  /** Every schedule of the account with its standing as of today: what the alert feed reads. */
  async all(ctx: ReadContext): Promise<ServiceSchedule[]> {
    return present(ctx, await repository(ctx).all());
  },

  /** Adds a schedule: it starts today, at the latest reading (else 0), unless told otherwise. */
  async create(ctx: ServiceContext, vehicleId: string, input: ScheduleInput): Promise<ServiceSchedule> {
    if (!(await vehicles(ctx).lock(vehicleId))) throw vehicleMissing();
    const fields: ScheduleFields = {
      task: input.task,
      everyKm: input.everyKm,
      everyMonths: input.everyMonths,
      startDate: input.startDate ?? businessToday(),
      startKm: input.startKm ?? (await latestKm(ctx, vehicleId)),
    };
    const id = await refusedAs(() => repository(ctx).insert(vehicleId, fields), {
      foreignKey: vehicleMissing,
    });
    const stored = await repository(ctx).findById(id);
    if (!stored) throw missing();
    const created = await presentOne(ctx, stored);
    await audit.created(ctx, 'service_schedule', await withVehicle(ctx, vehicleId, created));
    ctx.changed('schedules');
    return created;
  },

  /**
   * Replaces a schedule (the whole schedule; it stays with its vehicle). A start date or km left out
   * keeps the stored one: an edit never moves where the schedule counts from by omission.
   */
  async update(ctx: ServiceContext, id: string, input: ScheduleInput): Promise<ServiceSchedule> {
    const storedBefore = await repository(ctx).findById(id);
    if (!storedBefore) throw missing();
    const before = await presentOne(ctx, storedBefore);
    const fields: ScheduleFields = {
      task: input.task,
      everyKm: input.everyKm,
      everyMonths: input.everyMonths,
      startDate: input.startDate ?? storedBefore.startDate,
      startKm: input.startKm ?? storedBefore.startKm,
    };
    if (!(await repository(ctx).update(id, fields))) throw missing();
    const storedAfter = await repository(ctx).findById(id);
    if (!storedAfter) throw missing();
    const after = await presentOne(ctx, storedAfter);
    await audit.updated(
      ctx,
      'service_schedule',
      await withVehicle(ctx, storedBefore.vehicleId, before),
      await withVehicle(ctx, storedBefore.vehicleId, after),
    );
    ctx.changed('schedules');
    return after;
  },

  async remove(ctx: ServiceContext, id: string): Promise<void> {
    const stored = await repository(ctx).findById(id);
    if (!stored) throw missing();
    const before = await presentOne(ctx, stored);
    if (!(await repository(ctx).remove(id))) throw missing();
    await audit.deleted(ctx, 'service_schedule', await withVehicle(ctx, stored.vehicleId, before));
    ctx.changed('schedules');
  },

  /** Removes a vehicle's schedules with it, each with its audit event. */
  async removeOfVehicle(ctx: ServiceContext, vehicleId: string): Promise<boolean> {
    const schedules = await present(ctx, await repository(ctx).ofVehicle(vehicleId));
    if (schedules.length === 0) return false;
    await repository(ctx).removeOfVehicle(vehicleId);
    for (const schedule of schedules)
      await audit.deleted(ctx, 'service_schedule', await withVehicle(ctx, vehicleId, schedule));
    ctx.changed('schedules');
    return true;
  },
};
