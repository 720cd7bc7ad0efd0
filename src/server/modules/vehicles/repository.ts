import {
  regNumKey,
  type VehicleCreate,
  type VehicleListQuery,
  type VehicleRecord,
  type VehicleUpdate,
} from '../../../shared/schemas/vehicles';
import { insertInBatches } from '../../db/insert-in-batches';
import { deleteOwned } from '../../db/owned-rows';
import type { VehicleHistoryTable, VehiclesTable } from '../../db/schema';
import { vehicleLookup } from '../../db/vehicle-lookup';
import { newId, nowIso } from '../../lib/ids';
import { searchCondition } from '../../lib/list-read';
import { monotonicNowIso } from '../../lib/monotonic-clock';
import type { Executor } from '../../lib/service-context';

type History = VehicleRecord['maintenanceHist'];

/** The columns the API shows (never the owner): lists read only these. */
const VEHICLES_COLUMNS = [
  'id',
  'chassis_num',
  'created_at',
  'driver_name',
  'license_exp',
  'license_num',
  'license_type',
  'location',
  'make',
  'model',
  'phone',
  'reg_num',
  'updated_at',
  'vehicle_type',
] as const;
type VehicleRecordRow = Pick<VehiclesTable, (typeof VEHICLES_COLUMNS)[number]>;

export function toVehicleRecord(row: VehicleRecordRow, history: History): VehicleRecord {
  return {
    _id: row.id,
    vehicleType: row.vehicle_type,
    vehiceType: row.vehicle_type,
    make: row.make,
    model: row.model,
    vehicleRegNum: row.reg_num,
    chassisNum: row.chassis_num,
    maintenanceHist: history,
    driverName: row.driver_name,
    contactDetails: { phone: row.phone, location: row.location },
    licenseNum: row.license_num,
    licenseType: row.license_type,
    licenseNumExp: row.license_exp,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function historyRows(vehicleId: string, history: History): VehicleHistoryTable[] {
  return history.map((row, position) => ({
    id: newId(),
    vehicle_id: vehicleId,
    position,
    hist: row.hist,
    date: row.date,
  }));
}

/** The columns both an add and an edit always write (type and licence type are optional on edit). */
function fieldColumns(input: VehicleUpdate) {
  return {
    make: input.make,
    model: input.model,
    reg_num: input.vehicleRegNum,
    reg_key: regNumKey(input.vehicleRegNum),
    chassis_num: input.chassisNum,
    driver_name: input.driverName,
    phone: input.contactDetails.phone,
    location: input.contactDetails.location,
    license_num: input.licenseNum,
    license_exp: input.licenseNumExp,
  };
}

/**
 * One account's vehicles: plain queries, every one scoped by the account. History rows have no
 * account of their own; they are reached through their vehicle.
 */
export function vehiclesRepository(db: Executor, accountId: string) {
  const own = () => db.selectFrom('vehicles').where('account_id', '=', accountId);

  /** History rows of the given vehicles (of the whole account when null), in their order. */
  async function historyOf(vehicleIds: string[] | null): Promise<Map<string, History>> {
    let query = db
      .selectFrom('vehicle_history')
      .innerJoin('vehicles', 'vehicles.id', 'vehicle_history.vehicle_id')
      .select(['vehicle_history.vehicle_id', 'vehicle_history.hist', 'vehicle_history.date'])
      .where('vehicles.account_id', '=', accountId)
      .orderBy('vehicle_history.vehicle_id')
      .orderBy('vehicle_history.position');
    if (vehicleIds) query = query.where('vehicle_history.vehicle_id', 'in', vehicleIds);
    const byVehicle = new Map<string, History>();
    for (const row of await query.execute()) {
      const list = byVehicle.get(row.vehicle_id) ?? [];
      list.push({ hist: row.hist, date: row.date });
      byVehicle.set(row.vehicle_id, list);
    }
    return byVehicle;
  }

  const insertHistory = (rows: VehicleHistoryTable[]) => insertInBatches(db, 'vehicle_history', rows);

  /** The vehicles the list's search and type filter keep (docs/lists.md). */
  function matching(query: VehicleListQuery) {
    let rows = own();
    if (query.vehicleType) rows = rows.where('vehicle_type', '=', query.vehicleType);
    const search = searchCondition(query.q, ['reg_num', 'make', 'model', 'driver_name'], ['phone']);
    if (search) rows = rows.where(search);
    return rows;
  }

  const repository = {
    // findReference, lock and summaries: the reads its parts' modules share (db/vehicle-lookup.ts).
    ...vehicleLookup(db, accountId),

    /** Newest first: a vehicle just added is on the first page and among the dashboard's cards. */
    async list(): Promise<VehicleRecord[]> {
      const [rows, history] = await Promise.all([
        own().select(VEHICLES_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
        historyOf(null),
      ]);
      return rows.map((row) => toVehicleRecord(row, history.get(row.id) ?? []));
    },

    /** How many vehicles match the list's search and filter (docs/lists.md). */
    async count(query: VehicleListQuery): Promise<number> {
      const row = await matching(query)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * One slice of the matching vehicles in the list's order, with their history: by default newest
     * first, as `list`; every order ends with the id (docs/lists.md).
     */
    async slice(query: VehicleListQuery, limit: number, offset: number): Promise<VehicleRecord[]> {
      const order = query.order ?? (query.sort === 'vehicleRegNum' ? 'asc' : 'desc');
      const column = query.sort === 'vehicleRegNum' ? 'reg_num' : 'created_at';
      const rows = await matching(query)
        .select(VEHICLES_COLUMNS)
        .orderBy(column, order)
        .orderBy('id', order)
        .limit(limit)
        .offset(offset)
        .execute();
      if (rows.length === 0) return [];
      const history = await historyOf(rows.map((row) => row.id));
      return rows.map((row) => toVehicleRecord(row, history.get(row.id) ?? []));
    },

    /** The first `limit` vehicles in the list's order (the dashboard's cards). */
    async first(limit: number): Promise<VehicleRecord[]> {
      return this.slice({ vehicleType: undefined }, limit, 0);
    },

    async findById(id: string): Promise<VehicleRecord | null> {
      const row = await own().select(VEHICLES_COLUMNS).where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const history = await historyOf([id]);
      return toVehicleRecord(row, history.get(id) ?? []);
    },

    /**
     * Gives the vehicle its current driver (docs/hire.md §1: the hirer of its active contract), every field
     * as given: the contracts service decides what a hirer without a licence leaves. Null when unknown.
     */
    async setDriver(
      id: string,
      driver: { name: string; phone: string; licenseNum: string; licenseExp: string },
    ): Promise<VehicleRecord | null> {
      const updated = await db
        .updateTable('vehicles')
        .set({
          driver_name: driver.name,
          phone: driver.phone,
          // The whole driver, licence included ('' for none): decision 063.
          license_num: driver.licenseNum,
          license_exp: driver.licenseExp,
          updated_at: nowIso(),
        })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 0 ? null : repository.findById(id);
    },

    /**
     * Whether any hire contract of the account is on the vehicle (whatever its status): its earnings
     * and receipts must stay, so it cannot be deleted. Read here, not through the contracts module,
     * which builds on this one (docs/decisions/091-one-way-module-graph.md).
     */
    async hasContracts(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('hire_contracts')
        .select('id')
        .where('account_id', '=', accountId)
        .where('vehicle_id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Whether another vehicle of this account has the same plate, however it is typed. */
    async plateTaken(plate: string, exceptId?: string): Promise<boolean> {
      let query = own().select('id').where('reg_key', '=', regNumKey(plate));
      if (exceptId) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** Adds a vehicle and its history. A plate taken meanwhile breaks the unique index (thrown). */
    async insert(input: VehicleCreate): Promise<VehicleRecord> {
      const now = monotonicNowIso();
      const row: VehiclesTable = {
        id: newId(),
        account_id: accountId,
        vehicle_type: input.vehicleType,
        license_type: input.licenseType,
        ...fieldColumns(input),
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('vehicles').values(row).execute();
      await insertHistory(historyRows(row.id, input.maintenanceHist));
      return toVehicleRecord(row, input.maintenanceHist);
    },

    /**
     * Replaces a vehicle's fields; absent type, license type and history keep what is stored. Null
     * when this account has no such vehicle.
     */
    async update(id: string, input: VehicleUpdate): Promise<VehicleRecord | null> {
      const updated = await db
        .updateTable('vehicles')
        .set({
          ...(input.vehicleType ? { vehicle_type: input.vehicleType } : {}),
          ...(input.licenseType ? { license_type: input.licenseType } : {}),
          ...fieldColumns(input),
          updated_at: nowIso(),
        })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return null;
      if (input.maintenanceHist) {
        await db.deleteFrom('vehicle_history').where('vehicle_id', '=', id).execute();
        await insertHistory(historyRows(id, input.maintenanceHist));
      }
      return repository.findById(id);
    },

    /**
     * Deletes a vehicle; its history goes with it (cascade) and its maintenance records keep their
     * snapshot (their `vehicle_id` becomes NULL). True when a vehicle was deleted.
     */
    async remove(id: string): Promise<boolean> {
      return (await deleteOwned(db, 'vehicles', accountId, { id })) > 0;
    },
  };
  return repository;
}
