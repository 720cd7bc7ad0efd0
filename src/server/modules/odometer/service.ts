import {
  formatKm,
  type OdometerInput,
  type OdometerReading,
  odometerConflict,
} from '../../../shared/schemas/vehicle-papers';
import { vehicleLookup, withVehicle } from '../../db/vehicle-lookup';
import { refusedAs } from '../../lib/db-errors';
import { conflict, invalidField, notFound } from '../../lib/domain-errors';
import { type Keyed, onceUnderKey } from '../../lib/request-keys';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { audit } from '../audit';
import { odometerRepository } from './repository';

const repository = (ctx: ReadContext) => odometerRepository(ctx.trx, ctx.accountId);
const vehicles = (ctx: ReadContext) => vehicleLookup(ctx.trx, ctx.accountId);
/** The 409 of an Idempotency-Key already used for another reading (decision 139). */
export const ODOMETER_KEY_REUSED =
  'This odometer reading was already recorded with other details. Check the readings before adding it again.';
/** The vehicle of the path is unknown, another account's, or was deleted meanwhile. */
const vehicleMissing = () => notFound('Vehicle record');

/**
 * Refuses a reading that contradicts the vehicle's others (an odometer only goes up), on the field
 * `path`, naming the reading it contradicts. `holderId` is the record carrying it, left out of the
 * comparison when it is edited.
 */
async function checkReading(
  ctx: ReadContext,
  vehicleId: string,
  reading: { date: string; km: number },
  path: string,
  holderId: string | null,
) {
  const others = (await repository(ctx).points([vehicleId])).filter((point) => point.id !== holderId);
  const conflict = odometerConflict(others, reading);
  if (conflict) throw invalidField(path, conflict.message);
}

/** Odometer readings (docs/reminders.md §2): entered by hand, or carried by maintenance records and remittances. */
export const odometerService = {
  /** A vehicle's readings of every source, newest first. */
  async list(ctx: ReadContext, vehicleId: string): Promise<OdometerReading[]> {
    if (!(await vehicles(ctx).findReference(vehicleId))) throw vehicleMissing();
    return repository(ctx).ofVehicle(vehicleId);
  },

  /**
   * Records a reading taken by hand, once per Idempotency-Key (decision 139). The vehicle's row is
   * taken first, so readings saved at once for one vehicle (a repeat too) are checked against each
   * other, and a repeat finds the first, one after the other. A key used on another vehicle is refused.
   */
  async create(
    ctx: ServiceContext,
    vehicleId: string,
    input: OdometerInput,
    requestKey?: string,
  ): Promise<Keyed<OdometerReading>> {
    if (!(await vehicles(ctx).lock(vehicleId))) throw vehicleMissing();
    const readings = repository(ctx);
    const rule = {
      storedUnder: async (key: string) => {
        const stored = await readings.manualUnderKey(key);
        if (stored && stored.vehicleId !== vehicleId) throw conflict(ODOMETER_KEY_REUSED);
        return stored?.reading ?? null;
      },
      same: (stored: OdometerReading) =>
        stored.date === input.date && stored.km === input.km && stored.note === input.note,
      reused: ODOMETER_KEY_REUSED,
    };
    return onceUnderKey(requestKey, rule, async () => {
      await checkReading(ctx, vehicleId, input, 'km', null);
      const created = await refusedAs(() => readings.insert(vehicleId, input, requestKey), {
        foreignKey: vehicleMissing,
      });
      if (created === null) return null;
      await audit.created(ctx, 'odometer_reading', await withVehicle(ctx, vehicleId, created));
      // A schedule's current km and standing follow the vehicle's readings.
      ctx.changed('odometer', 'schedules');
      return created;
    });
  },

  /**
   * The same rule for the reading a maintenance record or remittance carries (on its `odometer`
   * field), checked once the vehicle's row is taken. A vehicle no longer there has nothing to check.
   */
  async checkCarried(
    ctx: ServiceContext,
    vehicleId: string | null,
    reading: { date: string; km: number | null },
    holderId: string | null,
  ): Promise<void> {
    if (vehicleId === null || reading.km === null) return;
    if (!(await vehicles(ctx).lock(vehicleId))) return;
    await checkReading(ctx, vehicleId, { date: reading.date, km: reading.km }, 'odometer', holderId);
  },

  /**
   * A contract moved to another vehicle takes its remittances' readings along: each must fit that
   * vehicle's own readings. True when it carries any.
   */
  async checkContractMove(ctx: ServiceContext, contractId: string, vehicleId: string): Promise<boolean> {
    const carried = await repository(ctx).ofContract(contractId);
    if (carried.length === 0) return false;
    const own = new Set(carried.map((point) => point.id));
    const others = (await repository(ctx).points([vehicleId])).filter((point) => !own.has(point.id));
    for (const point of carried) {
      const conflict = odometerConflict(others, point);
      if (conflict) {
        throw invalidField(
          'vehicleId',
          `Its remittance of ${point.date} carries a reading of ${formatKm(point.km)} that does not fit this vehicle's: ${conflict.message}`,
        );
      }
    }
    return true;
  },

  /** Removes a vehicle's manual readings with it (its own history), each with its audit event. */
  async removeOfVehicle(ctx: ServiceContext, vehicleId: string): Promise<boolean> {
    const readings = await repository(ctx).manualOf(vehicleId);
    if (readings.length === 0) return false;
    await repository(ctx).removeOfVehicle(vehicleId);
    for (const reading of readings)
      await audit.deleted(ctx, 'odometer_reading', await withVehicle(ctx, vehicleId, reading));
    ctx.changed('odometer', 'schedules');
    return true;
  },
};
