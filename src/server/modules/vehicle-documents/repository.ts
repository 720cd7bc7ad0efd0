import { type Expression, type SqlBool, sql } from 'kysely';
import { addDays } from '../../../shared/dates';
import { fromPesewas, requirePesewas } from '../../../shared/money';
import type {
  ComplianceListQuery,
  ComplianceTotals,
  DocumentInput,
  VehicleDocument,
} from '../../../shared/schemas/vehicle-papers';
import {
  COMMERCIAL_TYPES,
  type ComplianceStatus,
  DOCUMENT_KINDS,
  type DocumentKind,
  EXPIRY_WARNING_DAYS,
  REQUIRED_COMMERCIAL_KINDS,
} from '../../../shared/vehicle-papers';
import { deleteOwned } from '../../db/owned-rows';
import type { VehicleDocumentsTable } from '../../db/schema';
import { SUMMARY_COLUMNS, toVehicleSummary } from '../../db/vehicle-lookup';
import { newId, nowIso } from '../../lib/ids';
import { keysetBatches, searchCondition, summaryOnce } from '../../lib/list-read';
import { monotonicNowIso } from '../../lib/monotonic-clock';
import type { Executor } from '../../lib/service-context';
import type { ComplianceVehicle } from './present';

/** A document as stored, before its standing as of today is added. */
export type StoredDocument = Omit<VehicleDocument, 'status' | 'current'>;

/** A document in the all-data workbook: as stored, with its vehicle's registration. */
export interface ExportedDocument extends StoredDocument {
  vehicleRegNum: string;
}

/** What a write stores besides the form's fields: the expiry the service decided. */
export interface DecidedExpiry {
  expiresOn: string;
  derived: boolean;
}

/** The columns the API shows (never the owner). */
const DOCUMENT_COLUMNS = [
  'id',
  'vehicle_id',
  'kind',
  'number',
  'issued_on',
  'expires_on',
  'expiry_derived',
  'cost_pesewas',
  'note',
  'created_at',
  'updated_at',
] as const;
type DocumentRow = Pick<VehicleDocumentsTable, (typeof DOCUMENT_COLUMNS)[number]>;

function toStored(row: DocumentRow): StoredDocument {
  return {
    _id: row.id,
    vehicleId: row.vehicle_id,
    kind: row.kind,
    number: row.number,
    issuedOn: row.issued_on,
    expiresOn: row.expires_on,
    expiryDerived: Number(row.expiry_derived) === 1,
    cost: fromPesewas(Number(row.cost_pesewas)),
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The order of a vehicle's history, newest issued first: the first of a kind is its latest, the one
 * its compliance reads. Documents issued the same day follow the order they were recorded in.
 */
export function newestIssuedFirst<T extends Pick<StoredDocument, '_id' | 'issuedOn' | 'createdAt'>>(
  documents: T[],
): T[] {
  const later = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
  return documents.sort(
    (a, b) => later(a.issuedOn, b.issuedOn) || later(a.createdAt, b.createdAt) || later(a._id, b._id),
  );
}

/** The columns a create or edit writes from the form's fields and the decided expiry. */
function columns(input: DocumentInput, expiry: DecidedExpiry) {
  return {
    kind: input.kind,
    number: input.number,
    issued_on: input.issuedOn,
    expires_on: expiry.expiresOn,
    expiry_derived: expiry.derived ? 1 : 0,
    cost_pesewas: requirePesewas(input.cost),
    note: input.note,
  };
}

/**
 * The compliance grid's rules of docs/reminders.md §1 in SQL (the same as `kindStatus` and
 * `licenceStatus`), so a page is searched, filtered, counted and sorted by the database (docs/lists.md).
 * A kind's latest document is the one no newer of its kind follows (`newestIssuedFirst`'s order).
 */
function complianceSql(accountId: string, today: string) {
  const warnUntil = addDays(today, EXPIRY_WARNING_DAYS);
  const expiryIs = (column: Expression<string>, status: ComplianceStatus): Expression<SqlBool> => {
    if (status === 'expired') return sql<SqlBool>`${column} < ${today}`;
    if (status === 'expiring') return sql<SqlBool>`(${column} >= ${today} and ${column} <= ${warnUntil})`;
    return sql<SqlBool>`${column} > ${warnUntil}`;
  };
  const latestDocumentIs = (status: ComplianceStatus) => sql<SqlBool>`exists (
    select 1 from vehicle_documents d
    where d.account_id = ${accountId} and d.vehicle_id = v.id and ${expiryIs(sql.ref('d.expires_on'), status)}
      and not exists (
        select 1 from vehicle_documents n
        where n.account_id = d.account_id and n.vehicle_id = d.vehicle_id and n.kind = d.kind
          and (n.issued_on > d.issued_on or (n.issued_on = d.issued_on
            and (n.created_at > d.created_at or (n.created_at = d.created_at and n.id > d.id))))))`;
  const noneOfKind = (kind: DocumentKind) => sql<SqlBool>`not exists (
    select 1 from vehicle_documents k where k.account_id = ${accountId} and k.vehicle_id = v.id and k.kind = ${kind})`;
  const commercial = sql<SqlBool>`v.vehicle_type in (${sql.join(COMMERCIAL_TYPES.map((type) => sql`${type}`))})`;
  const licenceDay = sql<string>`substr(v.license_exp, 1, 10)`;
  const licenceKnown = sql<SqlBool>`coalesce(v.license_exp, '') <> ''`;

  /** A vehicle any kind or the licence of is in `status`. */
  return (status: ComplianceStatus): Expression<SqlBool> => {
    if (status === 'missing') {
      return sql<SqlBool>`(${commercial} and (${sql.join(REQUIRED_COMMERCIAL_KINDS.map(noneOfKind), sql` or `)}))`;
    }
    if (status === 'none') {
      const kinds = DOCUMENT_KINDS.map((kind) =>
        REQUIRED_COMMERCIAL_KINDS.includes(kind)
          ? sql<SqlBool>`(not ${commercial} and ${noneOfKind(kind)})`
          : noneOfKind(kind),
      );
      return sql<SqlBool>`(not ${licenceKnown} or ${sql.join(kinds, sql` or `)})`;
    }
    return sql<SqlBool>`(${latestDocumentIs(status)} or (${licenceKnown} and ${expiryIs(licenceDay, status)}))`;
  };
}

/** One account's vehicle documents: plain queries, every one scoped by the account. */
export function vehicleDocumentsRepository(db: Executor, accountId: string) {
  const own = () => db.selectFrom('vehicle_documents').where('account_id', '=', accountId);

  const repository = {
    /** A vehicle's documents, newest issued first (its history). */
    async ofVehicle(vehicleId: string): Promise<StoredDocument[]> {
      const rows = await own().select(DOCUMENT_COLUMNS).where('vehicle_id', '=', vehicleId).execute();
      return newestIssuedFirst(rows.map(toStored));
    },

    /** The latest document of each kind of every vehicle of the account: vehicle id → kind → document. */
    async latestByVehicle(
      vehicleIds?: readonly string[],
    ): Promise<Map<string, Map<DocumentKind, StoredDocument>>> {
      if (vehicleIds?.length === 0) return new Map();
      let query = own().select(DOCUMENT_COLUMNS);
      if (vehicleIds) query = query.where('vehicle_id', 'in', vehicleIds);
      const rows = await query.execute();
      const latest = new Map<string, Map<DocumentKind, StoredDocument>>();
      for (const document of newestIssuedFirst(rows.map(toStored))) {
        let kinds = latest.get(document.vehicleId);
        if (!kinds) {
          kinds = new Map();
          latest.set(document.vehicleId, kinds);
        }
        if (!kinds.has(document.kind)) kinds.set(document.kind, document);
      }
      return latest;
    },

    /**
     * The compliance grid's page queries (docs/lists.md): the vehicles matching the search and the
     * status as of `today`, how many, how many have something expired, expiring or missing, and a
     * page of them in the asked order (its id last, so no vehicle shows on two pages).
     */
    compliancePage(query: ComplianceListQuery, today: string) {
      const statusIs = complianceSql(accountId, today);
      const matching = () => {
        let vehicles = db.selectFrom('vehicles as v').where('v.account_id', '=', accountId);
        const search = searchCondition(
          query.q,
          ['v.reg_num', 'v.make', 'v.model', 'v.driver_name'],
          ['v.phone'],
        );
        if (search) vehicles = vehicles.where(search);
        if (query.status) vehicles = vehicles.where(statusIs(query.status));
        return vehicles;
      };
      const counted = (status: ComplianceStatus) =>
        sql<number>`coalesce(sum(case when ${statusIs(status)} then 1 else 0 end), 0)`;
      const order = query.order ?? 'asc';
      return {
        ...summaryOnce(async () => {
          const row = await matching()
            .select((eb) => [
              eb.fn.countAll<number | string>().as('n'),
              counted('expired').as('expired'),
              counted('expiring').as('expiring'),
              counted('missing').as('missing'),
            ])
            .executeTakeFirstOrThrow();
          const totals: ComplianceTotals = {
            expired: Number(row.expired),
            expiring: Number(row.expiring),
            missing: Number(row.missing),
          };
          return { total: Number(row.n), totals };
        }),
        async rows(limit: number, offset: number): Promise<ComplianceVehicle[]> {
          let page = matching().select(SUMMARY_COLUMNS.map((column) => `v.${column}` as const));
          page =
            query.sort === 'make'
              ? page.orderBy('v.make', order).orderBy('v.model', order)
              : page.orderBy('v.reg_num', order);
          const rows = await page.orderBy('v.id', order).limit(limit).offset(offset).execute();
          return rows.map(toVehicleSummary);
        },
      };
    },

    /**
     * Every document of the account batch after batch, by vehicle, kind and issue date (the order of
     * the account's index), with its vehicle's registration (the all-data workbook).
     */
    batches(): AsyncGenerator<ExportedDocument[]> {
      return keysetBatches(async (after, limit) => {
        let query = db
          .selectFrom('vehicle_documents as d')
          .innerJoin('vehicles as v', (join) =>
            join.onRef('v.id', '=', 'd.vehicle_id').on('v.account_id', '=', accountId),
          )
          .select(DOCUMENT_COLUMNS.map((column) => `d.${column}` as const))
          .select('v.reg_num')
          .where('d.account_id', '=', accountId);
        if (after)
          query = query.where((eb) =>
            eb(
              eb.refTuple('d.vehicle_id', 'd.kind', 'd.issued_on', 'd.id'),
              '>',
              eb.tuple(after.vehicleId, after.kind, after.issuedOn, after._id),
            ),
          );
        const rows = await query
          .orderBy('d.vehicle_id')
          .orderBy('d.kind')
          .orderBy('d.issued_on')
          .orderBy('d.id')
          .limit(limit)
          .execute();
        return rows.map((row) => ({ ...toStored(row), vehicleRegNum: row.reg_num }));
      });
    },

    async findById(id: string): Promise<StoredDocument | null> {
      const row = await own().select(DOCUMENT_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toStored(row) : null;
    },

    /** Inserts a document of a vehicle; its id. */
    async insert(vehicleId: string, input: DocumentInput, expiry: DecidedExpiry): Promise<string> {
      const now = monotonicNowIso();
      const row: VehicleDocumentsTable = {
        id: newId(),
        account_id: accountId,
        vehicle_id: vehicleId,
        ...columns(input, expiry),
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('vehicle_documents').values(row).execute();
      return row.id;
    },

    /** Replaces a document's fields (it stays with its vehicle); false when the account has none. */
    async update(id: string, input: DocumentInput, expiry: DecidedExpiry): Promise<boolean> {
      const result = await db
        .updateTable('vehicle_documents')
        .set({ ...columns(input, expiry), updated_at: nowIso() })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** True when a document was deleted. */
    async remove(id: string): Promise<boolean> {
      return (await deleteOwned(db, 'vehicle_documents', accountId, { id })) > 0;
    },

    /** Removes a vehicle's documents (with the vehicle: they are its own history). */
    async removeOfVehicle(vehicleId: string): Promise<number> {
      return deleteOwned(db, 'vehicle_documents', accountId, { column: 'vehicle_id', value: vehicleId });
    },
  };
  return repository;
}
