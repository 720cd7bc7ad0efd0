import type { PagedList } from '../../../shared/list-query';
import { toPesewas } from '../../../shared/money';
import type {
  MaintenanceCreate,
  MaintenanceListParams,
  MaintenanceRecord,
  MaintenanceTotals,
  MaintenanceUpdate,
} from '../../../shared/schemas/maintenance';
import { vehicleLookup } from '../../db/vehicle-lookup';
import { refusedAs } from '../../lib/db-errors';
import { invalidField, notFound } from '../../lib/domain-errors';
import { offsetBatches, readPage } from '../../lib/list-read';
import { type Keyed, type KeyRule, onceUnderKey } from '../../lib/request-keys';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { audit } from '../audit';
import { odometerService } from '../odometer';
import { maintenanceRepository } from './repository';

const repository = (ctx: ReadContext) => maintenanceRepository(ctx.trx, ctx.accountId);
const missing = () => notFound('Maintenance record');

/** The 400 for a vehicle this account does not have (unknown, deleted, or another account's). */
export const VEHICLE_MISSING = 'The selected vehicle does not exist';
/** The 409 of an Idempotency-Key already used for another record (decision 139). */
export const MAINTENANCE_KEY_REUSED =
  'This maintenance record was already added with other details. Check the maintenance list before adding it again.';
const vehicleMissing = () => invalidField('vehicleId', VEHICLE_MISSING);

/**
 * Runs a write that points a record at a vehicle. The look-up before it answers nearly every case;
 * a vehicle deleted meanwhile by another process (PostgreSQL) breaks the foreign key instead.
 */
const pointingAtVehicle = <T>(write: () => Promise<T>) => refusedAs(write, { foreignKey: vehicleMissing });

/**
 * What a maintenance write changes besides the list: a vehicle's costs (shown with the vehicle), its
 * schedules' last done and, when a reading came or went, its odometer readings.
 */
function changedWith(ctx: ServiceContext, ...records: (MaintenanceRecord | null)[]) {
  ctx.changed('maintenance', 'vehicles', 'schedules');
  if (records.some((record) => record?.odometer != null)) ctx.changed('odometer');
}

/** Whether a record stored earlier is what `input` asks to add. */
function sameDetails(stored: MaintenanceRecord, input: MaintenanceCreate): boolean {
  return (
    stored.vehicleId._id === input.vehicleId &&
    stored.maintenanceDate === input.maintenanceDate &&
    toPesewas(stored.cost) === toPesewas(input.cost) &&
    stored.status === input.status &&
    stored.odometer === input.odometer &&
    stored.issue.length === input.issue.length &&
    stored.issue.every((issue, index) => issue === input.issue[index])
  );
}

/** An add once per Idempotency-Key (decision 139): the record stored under it, compared by its details. */
function keyRule(ctx: ServiceContext, input: MaintenanceCreate): KeyRule<MaintenanceRecord> {
  const records = repository(ctx);
  return {
    storedUnder: async (requestKey) => {
      const id = await records.findIdByRequestKey(requestKey);
      return id === null ? null : records.findById(id);
    },
    same: (stored) => sameDetails(stored, input),
    reused: MAINTENANCE_KEY_REUSED,
  };
}

/** Maintenance records (docs/screens.md §2): each of a vehicle of the same account, shown by its snapshot. */
export const maintenanceService = {
  list: (ctx: ReadContext) => repository(ctx).list(),

  /** One page of the list with the count and summed cost of all that match (docs/lists.md). */
  page(
    ctx: ReadContext,
    query: MaintenanceListParams,
  ): Promise<PagedList<MaintenanceRecord, MaintenanceTotals>> {
    const records = repository(ctx);
    let summary: ReturnType<typeof records.summary> | undefined;
    const summed = () => {
      summary ??= records.summary(query);
      return summary;
    };
    return readPage(query, {
      count: async () => (await summed()).count,
      totals: async () => (await summed()).totals,
      rows: (limit, offset) => records.slice(query, limit, offset),
    });
  },

  /** The whole matching list in its order, batch after batch (the old array, the export). */
  batches: (ctx: ReadContext, query: MaintenanceListParams) =>
    offsetBatches((limit, offset) => repository(ctx).slice(query, limit, offset)),

  async findById(ctx: ReadContext, id: string): Promise<MaintenanceRecord> {
    const found = await repository(ctx).findById(id);
    if (!found) throw missing();
    return found;
  },

  /**
   * Adds a record (the screen's form, and each row of a `maintenance` import). Once per
   * Idempotency-Key (decision 139): a repeat writes nothing and answers the record stored under it.
   */
  create(
    ctx: ServiceContext,
    input: MaintenanceCreate,
    requestKey?: string,
  ): Promise<Keyed<MaintenanceRecord>> {
    return onceUnderKey(requestKey, keyRule(ctx, input), async () => {
      const records = repository(ctx);
      const vehicle = await vehicleLookup(ctx.trx, ctx.accountId).findReference(input.vehicleId);
      if (!vehicle) throw vehicleMissing();
      await odometerService.checkCarried(
        ctx,
        vehicle._id,
        { date: input.maintenanceDate, km: input.odometer },
        null,
      );
      const created = await pointingAtVehicle(() => records.insert(input, vehicle, requestKey));
      if (created === null) return null;
      await audit.created(ctx, 'maintenance', created);
      changedWith(ctx, created);
      return created;
    });
  },

  /**
   * Replaces a record. A record whose vehicle was deleted may keep pointing at it (the same id as
   * before): its snapshot stays. Any other id must name a vehicle of the account.
   */
  async update(ctx: ServiceContext, id: string, input: MaintenanceUpdate): Promise<MaintenanceRecord> {
    const records = repository(ctx);
    const before = await records.findById(id);
    if (!before) throw missing();
    const vehicle = await vehicleLookup(ctx.trx, ctx.accountId).findReference(input.vehicleId);
    if (!vehicle && input.vehicleId !== before.vehicleId._id) throw vehicleMissing();
    // The reading it carries after the edit (left out: the stored one) must fit its vehicle's others.
    const odometer = input.odometer === undefined ? before.odometer : input.odometer;
    await odometerService.checkCarried(
      ctx,
      vehicle?._id ?? null,
      { date: input.maintenanceDate, km: odometer },
      id,
    );
    const after = await pointingAtVehicle(() => records.update(id, input, vehicle));
    if (!after) throw missing();
    await audit.updated(ctx, 'maintenance', before, after);
    changedWith(ctx, before, after);
    return after;
  },

  async remove(ctx: ServiceContext, id: string): Promise<void> {
    const records = repository(ctx);
    const before = await records.findById(id);
    if (!before || !(await records.remove(id))) throw missing();
    await audit.deleted(ctx, 'maintenance', before);
    changedWith(ctx, before);
  },
};
