import type { PagedList } from '../../../shared/list-query';
import { fromPesewas } from '../../../shared/money';
import type { VehicleCosts } from '../../../shared/schemas/vehicle-papers';
import type {
  VehicleCreate,
  VehicleListQuery,
  VehicleRecord,
  VehicleUpdate,
} from '../../../shared/schemas/vehicles';
import { expenseSubjects } from '../../db/expense-subjects';
import { refusedAs } from '../../lib/db-errors';
import { conflict, DomainError, notFound } from '../../lib/domain-errors';
import { offsetBatches, readPage } from '../../lib/list-read';
import type { ReadContext, ServiceContext } from '../../lib/service-context';
import { audit } from '../audit';
import { maintenanceRepository } from '../maintenance';
import { odometerService } from '../odometer';
import { serviceSchedulesService } from '../service-schedules';
import { vehicleDocumentsService } from '../vehicle-documents';
import { vehicleExpenses } from './costs';
import { vehiclesRepository } from './repository';

const repository = (ctx: ReadContext) => vehiclesRepository(ctx.trx, ctx.accountId);
const missing = () => notFound('Vehicle record');

export const VEHICLE_HAS_CONTRACTS =
  'This vehicle has hire contracts, whose money and receipts must stay: it cannot be deleted.';

/** The 409 a plate already used by another vehicle of the account gets, on the plate field. */
export const duplicatePlateMessage = (plate: string) =>
  `A vehicle with registration number ${plate} already exists`;
function duplicatePlate(plate: string) {
  const message = duplicatePlateMessage(plate);
  return new DomainError('conflict', message, [{ path: 'vehicleRegNum', message }]);
}

/**
 * Runs a write that stores a plate. The look-up before it answers nearly every clash; two saves of
 * the same plate at once (PostgreSQL) meet the unique index instead, which is the same refusal.
 */
const storingPlate = <T>(plate: string, write: () => Promise<T>) =>
  refusedAs(write, { unique: () => duplicatePlate(plate) });

/** Vehicles (docs/screens.md §2): plates unique within the account, maintenance records follow their vehicle. */
export const vehiclesService = {
  list: (ctx: ReadContext) => repository(ctx).list(),

  /** One page of the list, searched, filtered and sorted by the database (docs/lists.md). */
  page: (ctx: ReadContext, query: VehicleListQuery): Promise<PagedList<VehicleRecord>> =>
    readPage(query, {
      count: () => repository(ctx).count(query),
      totals: async () => ({}),
      rows: (limit, offset) => repository(ctx).slice(query, limit, offset),
    }),

  /** The whole matching list in its order, batch after batch (the old array, the export). */
  batches: (ctx: ReadContext, query: VehicleListQuery) =>
    offsetBatches((limit, offset) => repository(ctx).slice(query, limit, offset)),

  async findById(ctx: ReadContext, id: string): Promise<VehicleRecord> {
    const found = await repository(ctx).findById(id);
    if (!found) throw missing();
    return found;
  },

  async create(ctx: ServiceContext, input: VehicleCreate): Promise<VehicleRecord> {
    const vehicles = repository(ctx);
    if (await vehicles.plateTaken(input.vehicleRegNum)) throw duplicatePlate(input.vehicleRegNum);
    const created = await storingPlate(input.vehicleRegNum, () => vehicles.insert(input));
    await audit.created(ctx, 'vehicle', created);
    ctx.changed('vehicles');
    return created;
  },

  async update(ctx: ServiceContext, id: string, input: VehicleUpdate): Promise<VehicleRecord> {
    const vehicles = repository(ctx);
    const before = await vehicles.findById(id);
    if (!before) throw missing();
    if (await vehicles.plateTaken(input.vehicleRegNum, id)) throw duplicatePlate(input.vehicleRegNum);
    const after = await storingPlate(input.vehicleRegNum, () => vehicles.update(id, input));
    if (!after) throw missing();
    await audit.updated(ctx, 'vehicle', before, after);
    // Its maintenance records show its make, model and plate (their snapshot), rewritten with it.
    await maintenanceRepository(ctx.trx, ctx.accountId).refreshVehicle({
      _id: after._id,
      make: after.make,
      model: after.model,
      vehicleRegNum: after.vehicleRegNum,
    });
    // Contracts and remittances show its make, model and plate too (read through their link).
    ctx.changed('vehicles', 'maintenance', 'contracts', 'remittances');
    return after;
  },

  /** What a vehicle has cost, in cedis: its maintenance and its documents (vehicle expenses). */
  async costs(ctx: ReadContext, id: string): Promise<VehicleCosts> {
    if (!(await repository(ctx).findReference(id))) throw missing();
    const totals = (await vehicleExpenses(ctx.trx, ctx.accountId, [id])).get(id);
    const maintenance = totals?.maintenancePesewas ?? 0;
    const documents = totals?.documentsPesewas ?? 0;
    return {
      maintenance: fromPesewas(maintenance),
      documents: fromPesewas(documents),
      total: fromPesewas(maintenance + documents),
    };
  },

  async remove(ctx: ServiceContext, id: string): Promise<void> {
    const vehicles = repository(ctx);
    const before = await vehicles.findById(id);
    if (!before) throw missing();
    // Its contracts hold its earnings and receipts: they stay, so the vehicle does too.
    if (await vehicles.hasContracts(id)) throw conflict(VEHICLE_HAS_CONTRACTS);
    // Taken first: a document, reading or schedule saved meanwhile waits, then finds no vehicle.
    await vehicles.lock(id);
    // Its documents, manual readings and schedules are its own history: they go with it.
    await vehicleDocumentsService.removeOfVehicle(ctx, id);
    await odometerService.removeOfVehicle(ctx, id);
    await serviceSchedulesService.removeOfVehicle(ctx, id);
    // Its expenses become general ones (the key's ON DELETE SET NULL, docs/decisions/122-expenses-of-deleted-records.md).
    if (await expenseSubjects(ctx.trx, ctx.accountId).anyOf({ vehicleId: id })) ctx.changed('expenses');
    const removed = await refusedAs(() => vehicles.remove(id), {
      foreignKey: () => conflict(VEHICLE_HAS_CONTRACTS),
    });
    if (!removed) throw missing();
    await audit.deleted(ctx, 'vehicle', before);
    // Its maintenance records keep their snapshot but no longer point at a live vehicle.
    ctx.changed('vehicles', 'maintenance');
  },
};
