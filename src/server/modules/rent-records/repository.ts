import { type Expression, type SqlBool, sql } from 'kysely';
import type { Billing } from '../../../shared/ledger';
import { searchText } from '../../../shared/list-query';
import { fromPesewas, requirePesewas } from '../../../shared/money';
import type {
  ArrearsListQuery,
  RentRecord,
  RentRecordListQuery,
  RentRecordSort,
  TenantStatus,
} from '../../../shared/schemas/rent-records';
import { deleteOwned } from '../../db/owned-rows';
import { type RentFigureSums, rentRecordTotalsOf } from '../../db/record-totals';
import { tenancyTermsOf } from '../../db/rent-figures';
import type { RentRecordsTable } from '../../db/schema';
import { idsListed, rowSearch, searchKey } from '../../db/text-search';
import { unitTenancies } from '../../db/unit-tenancies';
import { newId, nowIso } from '../../lib/ids';
import { once, type PageQueries, searchCondition, summaryOnce } from '../../lib/list-read';
import { monotonicNowIso } from '../../lib/monotonic-clock';
import type { TenancyTerms } from '../../lib/rent-standing';
import type { Executor } from '../../lib/service-context';

/** What a create or edit stores (the parsed body: amounts in cedis, rounded to the pesewa). */
export interface RentRecordInput {
  tenantName: string;
  tenantPhone: string;
  roomDescription: string;
  rentedDate: string;
  expirationDate: string;
  noOfMonthsRented: number;
  amountPaidOnUtility: number;
  monthlyPrice: number;
  totalAmount: number;
  status?: TenantStatus | undefined;
  /** The unit let; null lets none; undefined keeps the stored one (add: none). */
  apartmentId?: string | null | undefined;
  /** Undefined keeps the stored one (add: advance). */
  billing?: Billing | undefined;
}

/** The values of a rent record the ledger derives on every read (docs/ledger.md §1). */
type DerivedField = 'paid' | 'balance' | 'due' | 'arrears' | 'paidThrough' | 'daysOverdue' | 'standing';

/**
 * A rent record as stored, before the ledger's derived values are added: the API's other fields
 * and the tenancy's terms in pesewas.
 */
export type StoredRentRecord = Omit<RentRecord, DerivedField> & { terms: TenancyTerms };

/** The columns the API shows (never the owner): lists read only these. */
const RENT_RECORDS_COLUMNS = [
  'rent_records.id',
  'rent_records.tenant_name',
  'rent_records.tenant_phone',
  'rent_records.room_description',
  'rent_records.rented_date',
  'rent_records.expiration_date',
  'rent_records.months_rented',
  'rent_records.utility_pesewas',
  'rent_records.monthly_price_pesewas',
  'rent_records.total_pesewas',
  'rent_records.status',
  'rent_records.created_at',
  'rent_records.updated_at',
  'rent_records.apartment_id',
  'rent_records.billing',
] as const;
type RentRecordRow = Omit<RentRecordsTable, 'account_id'> & {
  paid_pesewas?: number | string;
  unit_title: string | null;
  unit_location: string | null;
};

function toStored(row: RentRecordRow): StoredRentRecord {
  const terms = tenancyTermsOf(row);
  return {
    _id: row.id,
    tenantName: row.tenant_name,
    tenantPhone: row.tenant_phone,
    roomDescription: row.room_description,
    rentedDate: row.rented_date,
    expirationDate: row.expiration_date,
    noOfMonthsRented: terms.noOfMonthsRented,
    amountPaidOnUtility: fromPesewas(terms.utilityPesewas),
    monthlyPrice: fromPesewas(terms.monthlyPricePesewas),
    totalAmount: fromPesewas(terms.totalPesewas),
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    apartmentId: row.apartment_id,
    apartment:
      row.apartment_id && row.unit_title !== null
        ? { _id: row.apartment_id, title: row.unit_title, location: row.unit_location ?? '' }
        : null,
    billing: row.billing,
    terms,
  };
}

const pesewas = (cedis: number) => requirePesewas(cedis);

function columns(input: RentRecordInput) {
  return {
    tenant_name: input.tenantName,
    tenant_phone: input.tenantPhone,
    room_description: input.roomDescription,
    rented_date: input.rentedDate,
    expiration_date: input.expirationDate,
    months_rented: input.noOfMonthsRented,
    utility_pesewas: pesewas(input.amountPaidOnUtility),
    monthly_price_pesewas: pesewas(input.monthlyPrice),
    total_pesewas: pesewas(input.totalAmount),
    ...(input.apartmentId !== undefined ? { apartment_id: input.apartmentId } : {}),
    ...(input.billing !== undefined ? { billing: input.billing } : {}),
  };
}

/** A stored record and what its tenancy has paid (the stored figure), as a list reads them. */
export interface ListedRentRecord {
  stored: StoredRentRecord;
  paidPesewas: number;
}

/** A list's sums in pesewas (the same whether kept or counted). */
export type { RentFigureSums };

/** The stored column each sort reads, and its direction when none is asked (docs/lists.md). */
const RENT_RECORD_SORT_COLUMNS: Record<RentRecordSort, [string, 'asc' | 'desc']> = {
  createdAt: ['rent_records.created_at', 'desc'],
  tenantName: ['rent_records.tenant_name', 'asc'],
  expirationDate: ['rent_records.expiration_date', 'desc'],
  arrears: ['rent_records.arrears_pesewas', 'desc'],
  daysOverdue: ['rent_records.days_overdue', 'desc'],
  balance: ['rent_records.balance_pesewas', 'desc'],
};

/**
 * What the rent record and arrears lists search (docs/lists.md): the tenant's name, the room and the
 * unit's title as text, phones only for a phone number. On PostgreSQL the record's own columns read
 * trigram indexes and the units whose title matches are listed by id, so that it ORs the indexes'
 * bitmaps (docs/decisions/098-postgres-list-plans.md). SQLite reads the business's records: a few
 * tens of thousands at most, where joining index keys cost more than that for a word most records
 * hold.
 */
async function rentRecordSearch(
  db: Executor,
  accountId: string,
  q: string | undefined,
): Promise<Expression<SqlBool> | undefined> {
  const own = rowSearch('rent_records', q);
  const title = searchCondition(q, ['apartments.title']);
  if (!own || !title) return undefined;
  const units = db
    .selectFrom('apartments')
    .where('apartments.account_id', '=', accountId)
    .where(title)
    .select('apartments.id');
  const byUnit = searchKey(db) === 'id' ? await idsListed(units) : sql`${units}`;
  return sql<SqlBool>`(${own} or rent_records.apartment_id in (${byUnit}))`;
}

/**
 * Whether a list query narrows the records only by the groups their kept totals have (status,
 * standing, billing): then its count and sums are read from those totals, not from every record
 * (docs/decisions/099-record-totals.md).
 */
const unsearched = (query: { q?: string | undefined; apartmentId?: string | undefined }) =>
  !searchText(query.q) && !query.apartmentId;

const toListed = (row: RentRecordRow): ListedRentRecord => ({
  stored: toStored(row),
  paidPesewas: Number(row.paid_pesewas ?? 0),
});

/** One account's rent records: plain queries, every one scoped by the account. */
export function rentRecordsRepository(db: Executor, accountId: string) {
  const own = () =>
    db
      .selectFrom('rent_records')
      .leftJoin('apartments', (join) =>
        join
          .onRef('apartments.id', '=', 'rent_records.apartment_id')
          .on('apartments.account_id', '=', accountId),
      )
      .where('rent_records.account_id', '=', accountId)
      .select(RENT_RECORDS_COLUMNS)
      .select(['apartments.title as unit_title', 'apartments.location as unit_location']);
  /** The records a list query matches (search and filters), before any order. */
  const matching = async (query: { q?: string | undefined; apartmentId?: string | undefined }) => {
    let found = own().select('rent_records.paid_pesewas');
    const search = await rentRecordSearch(db, accountId, query.q);
    if (search) found = found.where(search);
    if (query.apartmentId) found = found.where('rent_records.apartment_id', '=', query.apartmentId);
    return found;
  };
  const sums = (rows: Partial<Record<keyof RentFigureSums, unknown>> | undefined): RentFigureSums => ({
    due: Number(rows?.due ?? 0),
    paid: Number(rows?.paid ?? 0),
    balance: Number(rows?.balance ?? 0),
    arrears: Number(rows?.arrears ?? 0),
    utility: Number(rows?.utility ?? 0),
    totalAmount: Number(rows?.totalAmount ?? 0),
  });
  return {
    /**
     * The rent records list (docs/lists.md) over the stored figures: count, sums (pesewas) and rows in
     * the asked order, newest first by default, the id breaking ties. The figures must be as of today
     * (`ensureRentFigures`) before this is read.
     */
    listQueries(query: RentRecordListQuery): PageQueries<ListedRentRecord, RentFigureSums> {
      const filtered = once(async () => {
        let found = await matching(query);
        if (query.status && query.status !== 'All')
          found = found.where('rent_records.status', '=', query.status);
        if (query.standing) found = found.where('rent_records.standing', '=', query.standing);
        if (query.billing) found = found.where('rent_records.billing', '=', query.billing);
        return found;
      });
      const [column, defaultOrder] = RENT_RECORD_SORT_COLUMNS[query.sort ?? 'createdAt'];
      const order = query.order ?? defaultOrder;
      return {
        ...summaryOnce(async () => {
          if (unsearched(query)) {
            const kept = await rentRecordTotalsOf(db, accountId, {
              status: query.status === 'All' ? undefined : query.status,
              standing: query.standing,
              billing: query.billing,
            });
            return { total: kept.count, totals: kept.sums };
          }
          const row = await (await filtered())
            .clearSelect()
            .select((eb) => [
              eb.fn.countAll<number | string>().as('n'),
              eb.fn.sum<number | string>('rent_records.due_pesewas').as('due'),
              eb.fn.sum<number | string>('rent_records.paid_pesewas').as('paid'),
              eb.fn.sum<number | string>('rent_records.balance_pesewas').as('balance'),
              eb.fn.sum<number | string>('rent_records.arrears_pesewas').as('arrears'),
              eb.fn.sum<number | string>('rent_records.utility_pesewas').as('utility'),
              eb.fn.sum<number | string>('rent_records.total_pesewas').as('totalAmount'),
            ])
            .executeTakeFirst();
          return { total: Number(row?.n ?? 0), totals: sums(row) };
        }),
        async rows(limit, offset) {
          const rows = await (await filtered())
            .orderBy(sql.ref(column), order)
            .orderBy('rent_records.id', order)
            .limit(limit)
            .offset(offset)
            .execute();
          return rows.map(toListed);
        },
      };
    },

    /**
     * The arrears list (docs/ledger.md §5, docs/lists.md): the records with arrears, most days overdue
     * first by default (then most arrears, then by name), the id breaking ties.
     */
    arrearsQueries(query: ArrearsListQuery): PageQueries<ListedRentRecord, { arrears: number }> {
      const filtered = once(async () =>
        (await matching(query)).where('rent_records.arrears_pesewas', '>', 0),
      );
      const sort = query.sort ?? 'daysOverdue';
      const order = query.order ?? 'desc';
      return {
        ...summaryOnce(async () => {
          if (unsearched(query)) {
            const kept = await rentRecordTotalsOf(db, accountId, {});
            return { total: kept.inArrears, totals: { arrears: kept.sums.arrears } };
          }
          const row = await (await filtered())
            .clearSelect()
            .select((eb) => [
              eb.fn.countAll<number | string>().as('n'),
              eb.fn.sum<number | string>('rent_records.arrears_pesewas').as('arrears'),
            ])
            .executeTakeFirst();
          return { total: Number(row?.n ?? 0), totals: { arrears: Number(row?.arrears ?? 0) } };
        }),
        async rows(limit, offset) {
          const found = await filtered();
          const ordered =
            sort === 'daysOverdue'
              ? found
                  .orderBy('rent_records.days_overdue', order)
                  .orderBy('rent_records.arrears_pesewas', order)
                  .orderBy('rent_records.tenant_name', 'asc')
                  .orderBy('rent_records.id', 'asc')
              : found.orderBy('rent_records.arrears_pesewas', order).orderBy('rent_records.id', order);
          const rows = await ordered.limit(limit).offset(offset).execute();
          return rows.map(toListed);
        },
      };
    },

    /** Every rent record, newest first. */
    async list(): Promise<StoredRentRecord[]> {
      const rows = await own()
        .orderBy('rent_records.created_at', 'desc')
        .orderBy('rent_records.id', 'desc')
        .execute();
      return rows.map(toStored);
    },

    /** The records on one unit, newest first. */
    async listByApartment(apartmentId: string): Promise<StoredRentRecord[]> {
      const rows = await own()
        .where('rent_records.apartment_id', '=', apartmentId)
        .orderBy('rent_records.created_at', 'desc')
        .orderBy('rent_records.id', 'desc')
        .execute();
      return rows.map(toStored);
    },

    // activeOnUnits, idsByUnit, detachFromUnit: what the apartments module reads too (db/unit-tenancies.ts).
    ...unitTenancies(db, accountId),

    async findById(id: string): Promise<StoredRentRecord | null> {
      const row = await own().where('rent_records.id', '=', id).executeTakeFirst();
      return row ? toStored(row) : null;
    },

    /** Inserts a record; its id. */
    async insert(input: RentRecordInput): Promise<string> {
      const now = monotonicNowIso();
      const row: RentRecordsTable = {
        id: newId(),
        account_id: accountId,
        ...columns(input),
        apartment_id: input.apartmentId ?? null,
        billing: input.billing ?? 'advance',
        status: input.status ?? 'Active',
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('rent_records').values(row).execute();
      return row.id;
    },

    /** Replaces the record's fields; a missing status, unit or billing keeps the stored one. */
    async update(id: string, input: RentRecordInput): Promise<boolean> {
      const result = await db
        .updateTable('rent_records')
        .set({
          ...columns(input),
          ...(input.status !== undefined ? { status: input.status } : {}),
          updated_at: nowIso(),
        })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** True when a record was deleted. */
    async remove(id: string): Promise<boolean> {
      return (await deleteOwned(db, 'rent_records', accountId, { id })) > 0;
    },
  };
}

export type RentRecordsRepository = ReturnType<typeof rentRecordsRepository>;
