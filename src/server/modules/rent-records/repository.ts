import { fromPesewas, toPesewas } from '../../../shared/money';
import type { RentRecord, TenantStatus } from '../../../shared/schemas/rent-records';
import type { RentRecordsTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { monotonicNowIso } from '../../lib/monotonic-clock';
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
}

/** The columns the API shows (never the owner): lists read only these. */
const RENT_RECORDS_COLUMNS = [
  'id',
  'tenant_name',
  'tenant_phone',
  'room_description',
  'rented_date',
  'expiration_date',
  'months_rented',
  'utility_pesewas',
  'monthly_price_pesewas',
  'total_pesewas',
  'status',
  'created_at',
  'updated_at',
] as const;
type RentRecordRow = Pick<RentRecordsTable, (typeof RENT_RECORDS_COLUMNS)[number]>;

export function toRentRecord(row: RentRecordRow): RentRecord {
  return {
    _id: row.id,
    tenantName: row.tenant_name,
    tenantPhone: row.tenant_phone,
    roomDescription: row.room_description,
    rentedDate: row.rented_date,
    expirationDate: row.expiration_date,
    noOfMonthsRented: Number(row.months_rented),
    amountPaidOnUtility: fromPesewas(Number(row.utility_pesewas)),
    monthlyPrice: fromPesewas(Number(row.monthly_price_pesewas)),
    totalAmount: fromPesewas(Number(row.total_pesewas)),
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const pesewas = (cedis: number) => toPesewas(cedis) ?? 0;

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
  };
}

/** One account's rent records: plain queries, every one scoped by the account. */
export function rentRecordsRepository(db: Executor, accountId: string) {
  const own = () => db.selectFrom('rent_records').where('account_id', '=', accountId);
  return {
    /** Every rent record, newest first. */
    async list(): Promise<RentRecord[]> {
      const rows = await own()
        .select(RENT_RECORDS_COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toRentRecord);
    },

    async findById(id: string): Promise<RentRecord | null> {
      const row = await own().select(RENT_RECORDS_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toRentRecord(row) : null;
    },

    async insert(input: RentRecordInput): Promise<RentRecord> {
      const now = monotonicNowIso();
      const row: RentRecordsTable = {
        id: newId(),
        account_id: accountId,
        ...columns(input),
        status: input.status ?? 'Active',
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('rent_records').values(row).execute();
      return toRentRecord(row);
    },

    /** Replaces the record's fields; a missing status keeps the stored one. Null when unknown. */
    async update(id: string, input: RentRecordInput): Promise<RentRecord | null> {
      const row = await db
        .updateTable('rent_records')
        .set({
          ...columns(input),
          ...(input.status !== undefined ? { status: input.status } : {}),
          updated_at: nowIso(),
        })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .returning(RENT_RECORDS_COLUMNS)
        .executeTakeFirst();
      return row ? toRentRecord(row) : null;
    },

    /** True when a record was deleted. */
    async remove(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('rent_records')
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type RentRecordsRepository = ReturnType<typeof rentRecordsRepository>;
