import type { Billing } from '../../../shared/ledger';
import { groupBy } from '../../../shared/list';
import { fromPesewas, requirePesewas } from '../../../shared/money';
import type { RentRecord, TenantStatus } from '../../../shared/schemas/rent-records';
import { deleteOwned } from '../../db/owned-rows';
import type { RentRecordsTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { monotonicNowIso } from '../../lib/monotonic-clock';
import type { Executor } from '../../lib/service-context';
import type { TenancyTerms } from './standing';

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

/** The values of a rent record the ledger derives on every read (ledger.md §1). */
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
  unit_title: string | null;
  unit_location: string | null;
};

function toStored(row: RentRecordRow): StoredRentRecord {
  const terms: TenancyTerms = {
    rentedDate: row.rented_date,
    noOfMonthsRented: Number(row.months_rented),
    monthlyPricePesewas: Number(row.monthly_price_pesewas),
    utilityPesewas: Number(row.utility_pesewas),
    totalPesewas: Number(row.total_pesewas),
    billing: row.billing,
  };
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

/** An Active tenancy holding a unit, as the overlap rule and the unit's status read it. */
export interface UnitTenancy {
  id: string;
  apartmentId: string;
  tenantName: string;
  rentedDate: string;
  expirationDate: string;
}

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
  return {
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

    async findById(id: string): Promise<StoredRentRecord | null> {
      const row = await own().where('rent_records.id', '=', id).executeTakeFirst();
      return row ? toStored(row) : null;
    },

    /** The Active tenancies on the given units (every unit when none is given). */
    async activeOnUnits(apartmentIds?: string[]): Promise<UnitTenancy[]> {
      if (apartmentIds?.length === 0) return [];
      let query = db
        .selectFrom('rent_records')
        .select(['id', 'apartment_id', 'tenant_name', 'rented_date', 'expiration_date'])
        .where('account_id', '=', accountId)
        .where('status', '=', 'Active')
        .where('apartment_id', 'is not', null);
      if (apartmentIds) query = query.where('apartment_id', 'in', apartmentIds);
      const rows = await query.orderBy('rented_date').orderBy('id').execute();
      return rows.map((row) => ({
        id: row.id,
        apartmentId: row.apartment_id ?? '',
        tenantName: row.tenant_name,
        rentedDate: row.rented_date,
        expirationDate: row.expiration_date,
      }));
    },

    /** Every record's id by unit (of these units, or all), newest first (an apartment's `tenants`). */
    async idsByUnit(apartmentIds?: string[]): Promise<Map<string, string[]>> {
      if (apartmentIds?.length === 0) return new Map();
      let query = db
        .selectFrom('rent_records')
        .select(['id', 'apartment_id'])
        .where('account_id', '=', accountId)
        .where('apartment_id', 'is not', null);
      if (apartmentIds) query = query.where('apartment_id', 'in', apartmentIds);
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      const byUnit = groupBy(rows, (row) => row.apartment_id ?? '');
      return new Map([...byUnit].map(([unit, records]) => [unit, records.map((row) => row.id)]));
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

    /** Detaches the records that point at a unit about to be deleted; how many. */
    async detachFromUnit(apartmentId: string): Promise<number> {
      const result = await db
        .updateTable('rent_records')
        .set({ apartment_id: null })
        .where('account_id', '=', accountId)
        .where('apartment_id', '=', apartmentId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** True when a record was deleted. */
    async remove(id: string): Promise<boolean> {
      return (await deleteOwned(db, 'rent_records', accountId, { id })) > 0;
    },
  };
}

export type RentRecordsRepository = ReturnType<typeof rentRecordsRepository>;
