import { type SqlBool, sql } from 'kysely';
import { addDays, toDay } from '../../../shared/dates';
import { searchText } from '../../../shared/list-query';
import { fromPesewas, requirePesewas } from '../../../shared/money';
import type {
  MaintenanceCreate,
  MaintenanceListParams,
  MaintenanceRecord,
  MaintenanceTotals,
  MaintenanceUpdate,
} from '../../../shared/schemas/maintenance';
import { insertInBatches } from '../../db/insert-in-batches';
import { deleteOwned, insertKeyed, ownedIdByRequestKey } from '../../db/owned-rows';
import { maintenanceTotalsOf } from '../../db/record-totals';
import type { MaintenanceRecordsTable } from '../../db/schema';
import { keysMatching, rowSearch, searchKey } from '../../db/text-search';
import { newId, nowIso } from '../../lib/ids';
import { monotonicNowIso } from '../../lib/monotonic-clock';
import type { Executor } from '../../lib/service-context';

/** A completed job of a vehicle, as the service engine reads it. */
export interface VehicleJob {
  vehicleId: string;
  date: string;
  km: number | null;
  issues: string[];
}

/** The vehicle as a record shows it (its populated `vehicleId`), kept once the vehicle is gone. */
export type VehicleReference = MaintenanceRecord['vehicleId'];

/** The snapshot columns of a live vehicle. */
const snapshotColumns = (vehicle: VehicleReference) => ({
  vehicle_id: vehicle._id,
  vehicle_ref: vehicle._id,
  vehicle_make: vehicle.make,
  vehicle_model: vehicle.model,
  vehicle_reg_num: vehicle.vehicleRegNum,
});

/** The columns the API shows (never the owner): lists read only these. */
const MAINTENANCE_COLUMNS = [
  'id',
  'cost_pesewas',
  'created_at',
  'maintenance_date',
  'odometer_km',
  'status',
  'updated_at',
  'vehicle_make',
  'vehicle_model',
  'vehicle_ref',
  'vehicle_reg_num',
] as const;
type MaintenanceRecordRow = Pick<MaintenanceRecordsTable, (typeof MAINTENANCE_COLUMNS)[number]>;

export function toMaintenanceRecord(row: MaintenanceRecordRow, issues: string[]): MaintenanceRecord {
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
    odometer: row.odometer_km === null ? null : Number(row.odometer_km),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * One account's maintenance records: plain queries, every one scoped by the account. Issue rows have
 * no account of their own; they are reached through their record.
 */
export function maintenanceRepository(db: Executor, accountId: string) {
  const own = () => db.selectFrom('maintenance_records').where('account_id', '=', accountId);

  /** Issue texts of the given records (of the whole account when null), in their order. */
  async function issuesOf(recordIds: string[] | null): Promise<Map<string, string[]>> {
    // Given records were read from this account's own: their issues are read by record alone. Joined
    // to the account as well, SQLite walked the business's every job to find a page's 25 (xl: 2.7 ms).
    const query = recordIds
      ? db
          .selectFrom('maintenance_issues')
          .select(['maintenance_issues.record_id', 'maintenance_issues.text'])
          .where('maintenance_issues.record_id', 'in', recordIds)
      : db
          .selectFrom('maintenance_issues')
          .innerJoin('maintenance_records', 'maintenance_records.id', 'maintenance_issues.record_id')
          .select(['maintenance_issues.record_id', 'maintenance_issues.text'])
          .where('maintenance_records.account_id', '=', accountId);
    const ordered = query.orderBy('maintenance_issues.record_id').orderBy('maintenance_issues.position');
    const byRecord = new Map<string, string[]>();
    for (const row of await ordered.execute()) {
      const list = byRecord.get(row.record_id) ?? [];
      list.push(row.text);
      byRecord.set(row.record_id, list);
    }
    return byRecord;
  }

  /** The records the list's search and filters keep (docs/lists.md). */
  function matching(query: MaintenanceListParams) {
    let rows = own();
    if (query.status) rows = rows.where('status', '=', query.status);
    if (query.vehicleId) rows = rows.where('vehicle_ref', '=', query.vehicleId);
    // A date-time sorts after its own day and before the next: both days included.
    if (query.from) rows = rows.where('maintenance_date', '>=', query.from);
    if (query.to) rows = rows.where('maintenance_date', '<', addDays(query.to, 1));
    // Both searches read the trigram indexes (docs/decisions/097-maintenance-search.md). SQLite joins
    // the jobs they name by key, not testing an OR on each job; PostgreSQL reads the search as written
    // (its indexes are on these expressions), where joining keys cost a lookup per match. The issues
    // matched are every business's: the jobs' own scope keeps this one's.
    const plate = rowSearch('maintenance_records', query.q);
    const issue = rowSearch('maintenance_issues', query.q);
    if (!plate || !issue) return rows;
    if (searchKey(db) === 'id') {
      const withIssue = db
        .selectFrom('maintenance_issues')
        .where(issue)
        .select('maintenance_issues.record_id');
      return rows.where((eb) => eb.or([plate, eb('maintenance_records.id', 'in', withIssue)]));
    }
    const byIssue = sql`select issue_of.rowid from maintenance_issues
      join maintenance_records as issue_of on issue_of.id = maintenance_issues.record_id
      where maintenance_issues.rowid in (${keysMatching(db, 'maintenance_issues', query.q)})`;
    const byPlate = keysMatching(db, 'maintenance_records', query.q);
    rows = rows.where(sql<SqlBool>`maintenance_records.rowid in (${byPlate} union all ${byIssue})`);
    return rows;
  }

  const insertIssues = (recordId: string, issues: string[]) =>
    insertInBatches(
      db,
      'maintenance_issues',
      issues.map((text, position) => ({ id: newId(), record_id: recordId, position, text })),
    );

  const repository = {
    /** Most recent maintenance date first. */
    async list(): Promise<MaintenanceRecord[]> {
      const [rows, issues] = await Promise.all([
        own()
          .select(MAINTENANCE_COLUMNS)
          .orderBy('maintenance_date', 'desc')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        issuesOf(null),
      ]);
      return rows.map((row) => toMaintenanceRecord(row, issues.get(row.id) ?? []));
    },

    /** How many records match the list's search and filters, and their summed cost in cedis. */
    async summary(query: MaintenanceListParams): Promise<{ count: number; totals: MaintenanceTotals }> {
      // Narrowed by status at most: read from the totals the triggers keep, not from every job
      // (docs/decisions/099-record-totals.md).
      if (!searchText(query.q) && !query.vehicleId && !query.from && !query.to) {
        const kept = await maintenanceTotalsOf(db, accountId, query.status);
        return { count: kept.count, totals: { cost: fromPesewas(kept.costPesewas) } };
      }
      const row = await matching(query)
        .select((eb) => [
          eb.fn.countAll<number | string>().as('count'),
          eb.fn.sum<number | string | null>('cost_pesewas').as('cost'),
        ])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), totals: { cost: fromPesewas(Number(row.cost ?? 0)) } };
    },

    /**
     * One slice of the matching records in the list's order, with their issues: by default the latest
     * maintenance date first, as `list`; every order ends with the id (docs/lists.md).
     */
    async slice(query: MaintenanceListParams, limit: number, offset: number): Promise<MaintenanceRecord[]> {
      const order = query.order ?? 'desc';
      let rows = matching(query).select(MAINTENANCE_COLUMNS);
      rows =
        query.sort === 'cost'
          ? rows.orderBy('cost_pesewas', order)
          : rows.orderBy('maintenance_date', order).orderBy('created_at', order);
      const page = await rows.orderBy('id', order).limit(limit).offset(offset).execute();
      if (page.length === 0) return [];
      const issues = await issuesOf(page.map((row) => row.id));
      return page.map((row) => toMaintenanceRecord(row, issues.get(row.id) ?? []));
    },

    async findById(id: string): Promise<MaintenanceRecord | null> {
      const row = await own().select(MAINTENANCE_COLUMNS).where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      return toMaintenanceRecord(row, (await issuesOf([id])).get(id) ?? []);
    },

    /** The id of the record this account added under an Idempotency-Key (decision 139), if any. */
    findIdByRequestKey(requestKey: string): Promise<string | null> {
      return ownedIdByRequestKey(db, 'maintenance_records', accountId, requestKey);
    },

    /** Stores a record with its request's key, as the API shows it; null when the key was taken meanwhile. */
    async insert(
      input: MaintenanceCreate,
      vehicle: VehicleReference,
      requestKey?: string,
    ): Promise<MaintenanceRecord | null> {
      const now = monotonicNowIso();
      const row: MaintenanceRecordsTable = {
        id: newId(),
        account_id: accountId,
        ...snapshotColumns(vehicle),
        maintenance_date: input.maintenanceDate,
        cost_pesewas: requirePesewas(input.cost),
        status: input.status,
        created_at: now,
        updated_at: now,
        odometer_km: input.odometer,
        request_key: requestKey ?? null,
      };
      if (!(await insertKeyed(db, 'maintenance_records', row))) return null;
      await insertIssues(row.id, input.issue);
      return toMaintenanceRecord(row, input.issue);
    },

    /**
     * Replaces a record; `vehicle` null keeps the stored snapshot, and an absent status or issue
     * list keeps the stored one. Null when this account has no such record.
     */
    async update(
      id: string,
      input: MaintenanceUpdate,
      vehicle: VehicleReference | null,
    ): Promise<MaintenanceRecord | null> {
      const updated = await db
        .updateTable('maintenance_records')
        .set({
          ...(vehicle ? snapshotColumns(vehicle) : {}),
          maintenance_date: input.maintenanceDate,
          cost_pesewas: requirePesewas(input.cost),
          ...(input.status ? { status: input.status } : {}),
          // Left out: the stored reading stays (an old client never sends one).
          ...(input.odometer === undefined ? {} : { odometer_km: input.odometer }),
          updated_at: nowIso(),
        })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return null;
      if (input.issue) {
        await db.deleteFrom('maintenance_issues').where('record_id', '=', id).execute();
        await insertIssues(id, input.issue);
      }
      return repository.findById(id);
    },

    /**
     * The completed jobs of the given vehicles (every vehicle's when null) dated up to `upTo`, with their issues and the reading
     * they carry: what a service schedule was last done on (docs/reminders.md §2).
     */
    async completedJobs(vehicleIds: readonly string[] | null, upTo: string): Promise<VehicleJob[]> {
      if (vehicleIds?.length === 0) return [];
      let query = own()
        .select(['id', 'vehicle_id', 'maintenance_date', 'odometer_km'])
        .where('vehicle_id', 'is not', null)
        .where('status', '=', 'completed');
      if (vehicleIds) query = query.where('vehicle_id', 'in', [...vehicleIds]);
      // A date-time's day is its first ten characters: compared here, not as text in SQL.
      const done = (await query.execute()).filter((row) => toDay(row.maintenance_date) <= upTo);
      if (done.length === 0) return [];
      const issues = await issuesOf(vehicleIds ? done.map((row) => row.id) : null);
      return done.map((row) => ({
        vehicleId: row.vehicle_id ?? '',
        date: toDay(row.maintenance_date),
        km: row.odometer_km === null ? null : Number(row.odometer_km),
        issues: issues.get(row.id) ?? [],
      }));
    },

    /** Gives a vehicle's records its new make, model and plate (their snapshot). */
    async refreshVehicle(vehicle: VehicleReference): Promise<void> {
      await db
        .updateTable('maintenance_records')
        .set({
          vehicle_make: vehicle.make,
          vehicle_model: vehicle.model,
          vehicle_reg_num: vehicle.vehicleRegNum,
        })
        .where('account_id', '=', accountId)
        .where('vehicle_id', '=', vehicle._id)
        .execute();
    },

    /** Deletes a record and its issues (cascade). True when a record was deleted. */
    async remove(id: string): Promise<boolean> {
      return (await deleteOwned(db, 'maintenance_records', accountId, { id })) > 0;
    },
  };
  return repository;
}
