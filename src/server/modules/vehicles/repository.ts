import type { Transaction } from 'kysely';
import {
  regNumKey,
  type VehicleCreate,
  type VehicleRecord,
  type VehicleUpdate,
} from '../../../shared/schemas/vehicles';
import type { Db } from '../../db/connection';
import type { Database, VehicleHistoryTable, VehiclesTable } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { newId, nowIso } from '../../lib/ids';

type History = VehicleRecord['maintenanceHist'];

export function toVehicleRecord(row: VehiclesTable, history: History): VehicleRecord {
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

/** Inserts in chunks: SQLite caps the bound parameters of one statement. */
async function insertHistory(trx: Transaction<Database>, rows: VehicleHistoryTable[]) {
  for (let start = 0; start < rows.length; start += 100) {
    await trx
      .insertInto('vehicle_history')
      .values(rows.slice(start, start + 100))
      .execute();
  }
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

export type SaveResult = { ok: VehicleRecord } | { duplicateRegNum: true } | null;

export function vehiclesRepository(db: Db) {
  async function historyOf(vehicleIds: string[] | null): Promise<Map<string, History>> {
    let query = db
      .selectFrom('vehicle_history')
      .select(['vehicle_id', 'hist', 'date'])
      .orderBy('vehicle_id')
      .orderBy('position');
    if (vehicleIds) query = query.where('vehicle_id', 'in', vehicleIds);
    const byVehicle = new Map<string, History>();
    for (const row of await query.execute()) {
      const list = byVehicle.get(row.vehicle_id) ?? [];
      list.push({ hist: row.hist, date: row.date });
      byVehicle.set(row.vehicle_id, list);
    }
    return byVehicle;
  }

  async function regNumTaken(key: string, exceptId?: string): Promise<boolean> {
    let query = db.selectFrom('vehicles').select('id').where('reg_key', '=', key);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  const repository = {
    async list(): Promise<VehicleRecord[]> {
      const [rows, history] = await Promise.all([
        db
          .selectFrom('vehicles')
          .selectAll()
          // Newest first: a vehicle just added is on the first page and among the dashboard's cards.
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        historyOf(null),
      ]);
      return rows.map((row) => toVehicleRecord(row, history.get(row.id) ?? []));
    },

    async findById(id: string): Promise<VehicleRecord | null> {
      const row = await db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const history = await historyOf([id]);
      return toVehicleRecord(row, history.get(id) ?? []);
    },

    /** Adds a vehicle; `duplicateRegNum` when another vehicle has the same plate. */
    async create(input: VehicleCreate): Promise<Exclude<SaveResult, null>> {
      const key = regNumKey(input.vehicleRegNum);
      if (await regNumTaken(key)) return { duplicateRegNum: true };
      const now = nowIso();
      const row: VehiclesTable = {
        id: newId(),
        vehicle_type: input.vehicleType,
        license_type: input.licenseType,
        ...fieldColumns(input),
        created_at: now,
        updated_at: now,
      };
      try {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('vehicles').values(row).execute();
          await insertHistory(trx, historyRows(row.id, input.maintenanceHist));
        });
      } catch (error) {
        // Two saves of the same plate at once: the unique index decides.
        if (isUniqueViolation(error)) return { duplicateRegNum: true };
        throw error;
      }
      return { ok: toVehicleRecord(row, input.maintenanceHist) };
    },

    /**
     * Replaces a vehicle's fields; absent type, license type and history keep what is stored. The
     * vehicle's maintenance records get the new make, model and plate in the same transaction.
     */
    async update(id: string, input: VehicleUpdate): Promise<SaveResult> {
      const existing = await db.selectFrom('vehicles').select('id').where('id', '=', id).executeTakeFirst();
      if (!existing) return null;
      const key = regNumKey(input.vehicleRegNum);
      if (await regNumTaken(key, id)) return { duplicateRegNum: true };
      try {
        const found = await db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('vehicles')
            .set({
              ...(input.vehicleType ? { vehicle_type: input.vehicleType } : {}),
              ...(input.licenseType ? { license_type: input.licenseType } : {}),
              ...fieldColumns(input),
              updated_at: nowIso(),
            })
            .where('id', '=', id)
            .executeTakeFirst();
          // Deleted by someone else since the check above.
          if (Number(updated.numUpdatedRows) === 0) return false;
          if (input.maintenanceHist) {
            await trx.deleteFrom('vehicle_history').where('vehicle_id', '=', id).execute();
            await insertHistory(trx, historyRows(id, input.maintenanceHist));
          }
          await trx
            .updateTable('maintenance_records')
            .set({
              vehicle_make: input.make,
              vehicle_model: input.model,
              vehicle_reg_num: input.vehicleRegNum,
            })
            .where('vehicle_id', '=', id)
            .execute();
          return true;
        });
        if (!found) return null;
      } catch (error) {
        if (isUniqueViolation(error)) return { duplicateRegNum: true };
        throw error;
      }
      const saved = await repository.findById(id);
      return saved ? { ok: saved } : null;
    },

    /** Deletes a vehicle and its history; its maintenance records keep their snapshot. */
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('vehicles').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
  return repository;
}

export type VehiclesRepository = ReturnType<typeof vehiclesRepository>;
