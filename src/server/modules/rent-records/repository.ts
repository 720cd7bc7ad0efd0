import { fromPesewas, toPesewas } from '../../../shared/money';
import type { RentRecord, TenantStatus } from '../../../shared/schemas/rent-records';
import type { Db } from '../../db/connection';
import type { RentRecordsTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { monotonicNowIso } from '../../lib/monotonic-clock';

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

export function toRentRecord(row: RentRecordsTable): RentRecord {
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

export function rentRecordsRepository(db: Db) {
  return {
    /** Every rent record, newest first. */
    async list(): Promise<RentRecord[]> {
      const rows = await db
        .selectFrom('rent_records')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toRentRecord);
    },

    async find(id: string): Promise<RentRecord | null> {
      const row = await db.selectFrom('rent_records').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRentRecord(row) : null;
    },

    async create(input: RentRecordInput): Promise<RentRecord> {
      const now = monotonicNowIso();
      const row: RentRecordsTable = {
        id: newId(),
        ...columns(input),
        status: input.status ?? 'Active',
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('rent_records').values(row).execute();
      return toRentRecord(row);
    },

    /**
     * Replaces the record's fields (a missing status keeps the stored one) and renames the tenant on
     * their payments in the same transaction, so the payments' name snapshot is always current.
     */
    async update(id: string, input: RentRecordInput): Promise<RentRecord | null> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('rent_records')
          .set({
            ...columns(input),
            ...(input.status !== undefined ? { status: input.status } : {}),
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (!row) return null;
        await trx
          .updateTable('payments')
          .set({ tenant_name: row.tenant_name })
          .where('tenant_id', '=', id)
          .where('tenant_name', '<>', row.tenant_name)
          .execute();
        return toRentRecord(row);
      });
    },

    /** Deletes the record; its payments stay, unlinked, under the tenant's name. True when deleted. */
    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('rent_records').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type RentRecordsRepository = ReturnType<typeof rentRecordsRepository>;
