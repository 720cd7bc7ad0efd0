import type { ServiceContext } from '../../lib/service-context';
import { vehiclesRepository } from './repository';

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
  const vehicle = await vehiclesRepository(ctx.trx, ctx.accountId).findReference(vehicleId);
  return { ...record, vehicle };
}
