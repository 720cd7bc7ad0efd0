import type { Transaction } from 'kysely';
import { fromPesewas, toPesewas } from '../../../shared/money';
import type {
  MaintenanceCreate,
  MaintenanceRecord,
  MaintenanceUpdate,
} from '../../../shared/schemas/maintenance';
import type { Db } from '../../db/connection';
import type { Database, MaintenanceRecordsTable } from '../../db/schema';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { newId, nowIso } from '../../lib/ids';

type VehicleSnapshot = Pick<
  MaintenanceRecordsTable,
  'vehicle_id' | 'vehicle_ref' | 'vehicle_make' | 'vehicle_model' | 'vehicle_reg_num'
>;

export function toMaintenanceRecord(row: MaintenanceRecordsTable, issues: string[]): MaintenanceRecord {
  return {
    _id: row.id,
    vehicleId: {
      _id: row.vehicle_ref,
      make: row.vehicle_make,
      model: row.vehicle_model,
      vehicleRegNum: row.vehicle_reg_num,
    },
    maintenanceDate: row.maintenance_date,
    cost: fromPesewas(row.cost_pesewas),
    issue: issues,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function insertIssues(trx: Transaction<Database>, recordId: string, issues: string[]) {
  // Chunks keep each statement under SQLite's limit on bound parameters.
  for (let start = 0; start < issues.length; start += 100) {
    await trx
      .insertInto('maintenance_issues')
      .values(
        issues.slice(start, start + 100).map((text, offset) => ({
          id: newId(),
          record_id: recordId,
          position: start + offset,
          text,
        })),
      )
      .execute();
  }
}

/** `vehicleMissing` when the chosen vehicle does not exist (any more). */
export type MaintenanceSaveResult = { ok: MaintenanceRecord } | { vehicleMissing: true } | null;

export function maintenanceRepository(db: Db) {
  async function issuesOf(recordIds: string[] | null): Promise<Map<string, string[]>> {
    let query = db
      .selectFrom('maintenance_issues')
      .select(['record_id', 'text'])
      .orderBy('record_id')
      .orderBy('position');
    if (recordIds) query = query.where('record_id', 'in', recordIds);
    const byRecord = new Map<string, string[]>();
    for (const row of await query.execute()) {
      const list = byRecord.get(row.record_id) ?? [];
      list.push(row.text);
      byRecord.set(row.record_id, list);
    }
    return byRecord;
  }

  async function snapshotOf(vehicleId: string): Promise<VehicleSnapshot | null> {
    const vehicle = await db
      .selectFrom('vehicles')
      .select(['id', 'make', 'model', 'reg_num'])
      .where('id', '=', vehicleId)
      .executeTakeFirst();
    if (!vehicle) return null;
    return {
      vehicle_id: vehicle.id,
      vehicle_ref: vehicle.id,
      vehicle_make: vehicle.make,
      vehicle_model: vehicle.model,
      vehicle_reg_num: vehicle.reg_num,
    };
  }

  const repository = {
    /** Most recent maintenance date first. */
    async list(): Promise<MaintenanceRecord[]> {
      const [rows, issues] = await Promise.all([
        db
          .selectFrom('maintenance_records')
          .selectAll()
          .orderBy('maintenance_date', 'desc')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        issuesOf(null),
      ]);
      return rows.map((row) => toMaintenanceRecord(row, issues.get(row.id) ?? []));
    },

    async findById(id: string): Promise<MaintenanceRecord | null> {
      const row = await db
        .selectFrom('maintenance_records')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return toMaintenanceRecord(row, (await issuesOf([id])).get(id) ?? []);
    },

    async create(input: MaintenanceCreate): Promise<Exclude<MaintenanceSaveResult, null>> {
      const snapshot = await snapshotOf(input.vehicleId);
      if (!snapshot) return { vehicleMissing: true };
      const now = nowIso();
      const row: MaintenanceRecordsTable = {
        id: newId(),
        ...snapshot,
        maintenance_date: input.maintenanceDate,
        cost_pesewas: toPesewas(input.cost) ?? 0,
        status: input.status,
        created_at: now,
        updated_at: now,
      };
      try {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('maintenance_records').values(row).execute();
          await insertIssues(trx, row.id, input.issue);
        });
      } catch (error) {
        // The vehicle was deleted between the look-up and the insert.
        if (isForeignKeyViolation(error)) return { vehicleMissing: true };
        throw error;
      }
      return { ok: toMaintenanceRecord(row, input.issue) };
    },

    /**
     * Replaces a record. A record whose vehicle was deleted may keep pointing at it (the same id
     * as before): its snapshot stays. Any other id must name an existing vehicle.
     */
    async update(id: string, input: MaintenanceUpdate): Promise<MaintenanceSaveResult> {
      const existing = await db
        .selectFrom('maintenance_records')
        .select(['vehicle_id', 'vehicle_ref'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!existing) return null;
      let snapshot: Partial<VehicleSnapshot> | null = await snapshotOf(input.vehicleId);
      if (!snapshot) {
        const keepsDeletedVehicle = existing.vehicle_id === null && existing.vehicle_ref === input.vehicleId;
        if (!keepsDeletedVehicle) return { vehicleMissing: true };
        snapshot = {};
      }
      try {
        const found = await db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('maintenance_records')
            .set({
              ...snapshot,
              maintenance_date: input.maintenanceDate,
              cost_pesewas: toPesewas(input.cost) ?? 0,
              ...(input.status ? { status: input.status } : {}),
              updated_at: nowIso(),
            })
            .where('id', '=', id)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0) return false;
          if (input.issue) {
            await trx.deleteFrom('maintenance_issues').where('record_id', '=', id).execute();
            await insertIssues(trx, id, input.issue);
          }
          return true;
        });
        if (!found) return null;
      } catch (error) {
        if (isForeignKeyViolation(error)) return { vehicleMissing: true };
        throw error;
      }
      const saved = await repository.findById(id);
      return saved ? { ok: saved } : null;
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('maintenance_records').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
  return repository;
}

export type MaintenanceRepository = ReturnType<typeof maintenanceRepository>;
