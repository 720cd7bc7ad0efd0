import { sql } from 'kysely';
import type { Executor, ServiceContext } from '../lib/service-context';
import type { VehiclesTable } from './schema';

/** The columns of a vehicle the compliance grid reads (no history). */
export const SUMMARY_COLUMNS = ['id', 'make', 'model', 'reg_num', 'vehicle_type', 'license_exp'] as const;

/** A vehicle as the compliance grid reads it: what its papers are judged by and its licence's expiry. */
export function toVehicleSummary(row: Pick<VehiclesTable, (typeof SUMMARY_COLUMNS)[number]>) {
  return {
    _id: row.id,
    make: row.make,
    model: row.model,
    vehicleRegNum: row.reg_num,
    vehicleType: row.vehicle_type,
    licenseNumExp: row.license_exp,
  };
}

/**
 * The few reads of one account's vehicles that the modules of a vehicle's parts (its maintenance,
 * odometer readings, service schedules and documents) need: whether it exists, its row taken for the
 * transaction, how other records show it. They live below the modules so that those parts never
 * import the vehicles module, which uses them (docs/decisions/091-one-way-module-graph.md);
 * `vehiclesRepository` answers the same through these.
 */
export function vehicleLookup(db: Executor, accountId: string) {
  const own = () => db.selectFrom('vehicles').where('account_id', '=', accountId);
  return {
    /** The vehicle as other records show it (`{ _id, make, model, vehicleRegNum }`); null when unknown. */
    async findReference(id: string) {
      const row = await own()
        .select(['id', 'make', 'model', 'reg_num'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { _id: row.id, make: row.make, model: row.model, vehicleRegNum: row.reg_num } : null;
    },

    /**
     * Takes the vehicle's row for this transaction (a no-op write): two contracts saved at once for one
     * vehicle are then checked one after the other (docs/hire.md §1), and so are its odometer readings and
     * a document saved while it is deleted. Its reference and type; null when unknown.
     */
    async lock(id: string) {
      const row = await db
        .updateTable('vehicles')
        .set({ updated_at: sql<string>`updated_at` })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .returning(['id', 'make', 'model', 'reg_num', 'vehicle_type'])
        .executeTakeFirst();
      return row
        ? {
            _id: row.id,
            make: row.make,
            model: row.model,
            vehicleRegNum: row.reg_num,
            vehicleType: row.vehicle_type,
          }
        : null;
    },

    /**
     * Every vehicle as the compliance grid reads it (no history), by registration number: what
     * its papers are judged by (type) and its driver licence's expiry.
     */
    async summaries() {
      const rows = await own().select(SUMMARY_COLUMNS).orderBy('reg_num').orderBy('id').execute();
      return rows.map(toVehicleSummary);
    },
  };
}

/**
 * A vehicle's document, reading or schedule as its audit event records it: the record as the API
 * shows it with its vehicle (`{ _id, make, model, vehicleRegNum }`), so the activity log can name the
 * vehicle by its plate (docs/decisions/064-activity-log-sentences.md). Null when the vehicle is gone.
 */
export async function withVehicle<T extends { _id: string }>(
  ctx: ServiceContext,
  vehicleId: string,
  record: T,
): Promise<T & { vehicle: { _id: string; make: string; model: string; vehicleRegNum: string } | null }> {
  const vehicle = await vehicleLookup(ctx.trx, ctx.accountId).findReference(vehicleId);
  return { ...record, vehicle };
}
