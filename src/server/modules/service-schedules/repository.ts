import type { ScheduleInput, ServiceSchedule } from '../../../shared/schemas/vehicle-papers';
import { deleteOwned } from '../../db/owned-rows';
import type { ServiceSchedulesTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { monotonicNowIso } from '../../lib/monotonic-clock';
import type { Executor } from '../../lib/service-context';

/** A schedule as stored, before what is derived as of today is added. */
export type StoredSchedule = Pick<
  ServiceSchedule,
  | '_id'
  | 'vehicleId'
  | 'task'
  | 'everyKm'
  | 'everyMonths'
  | 'startDate'
  | 'startKm'
  | 'createdAt'
  | 'updatedAt'
>;

/** What a write stores: the form's intervals and the start the service decided. */
export interface ScheduleFields extends Pick<ScheduleInput, 'task' | 'everyKm' | 'everyMonths'> {
  startDate: string;
  startKm: number;
}

const SCHEDULE_COLUMNS = [
  'id',
  'vehicle_id',
  'task',
  'every_km',
  'every_months',
  'start_date',
  'start_km',
  'created_at',
  'updated_at',
] as const;
type ScheduleRow = Pick<ServiceSchedulesTable, (typeof SCHEDULE_COLUMNS)[number]>;

const count = (value: number | null) => (value === null ? null : Number(value));

function toStored(row: ScheduleRow): StoredSchedule {
  return {
    _id: row.id,
    vehicleId: row.vehicle_id,
    task: row.task,
    everyKm: count(row.every_km),
    everyMonths: count(row.every_months),
    startDate: row.start_date,
    startKm: Number(row.start_km ?? 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const columns = (fields: ScheduleFields) => ({
  task: fields.task,
  every_km: fields.everyKm,
  every_months: fields.everyMonths,
  start_date: fields.startDate,
  start_km: fields.startKm,
});

/** One account's service schedules: plain queries, every one scoped by the account. */
export function serviceSchedulesRepository(db: Executor, accountId: string) {
  const own = () =>
    db
      .selectFrom('service_schedules')
      .select(SCHEDULE_COLUMNS)
      .where('account_id', '=', accountId)
      .orderBy('created_at')
      .orderBy('id');

  return {
    /** A vehicle's schedules, in the order they were made. */
    async ofVehicle(vehicleId: string): Promise<StoredSchedule[]> {
      return (await own().where('vehicle_id', '=', vehicleId).execute()).map(toStored);
    },

    /** Every schedule of the account, in the order they were made. */
    async all(): Promise<StoredSchedule[]> {
      return (await own().execute()).map(toStored);
    },

    async findById(id: string): Promise<StoredSchedule | null> {
      const row = await own().where('id', '=', id).executeTakeFirst();
      return row ? toStored(row) : null;
    },

    /** Inserts a schedule of a vehicle; its id. */
    async insert(vehicleId: string, fields: ScheduleFields): Promise<string> {
      const now = monotonicNowIso();
      const row: ServiceSchedulesTable = {
        id: newId(),
        account_id: accountId,
        vehicle_id: vehicleId,
        ...columns(fields),
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('service_schedules').values(row).execute();
      return row.id;
    },

    /** Replaces a schedule's fields (it stays with its vehicle); false when the account has none. */
    async update(id: string, fields: ScheduleFields): Promise<boolean> {
      const result = await db
        .updateTable('service_schedules')
        .set({ ...columns(fields), updated_at: nowIso() })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** True when a schedule was deleted. */
    async remove(id: string): Promise<boolean> {
      return (await deleteOwned(db, 'service_schedules', accountId, { id })) > 0;
    },

    /** Removes a vehicle's schedules (with the vehicle). */
    async removeOfVehicle(vehicleId: string): Promise<number> {
      return deleteOwned(db, 'service_schedules', accountId, { column: 'vehicle_id', value: vehicleId });
    },
  };
}
