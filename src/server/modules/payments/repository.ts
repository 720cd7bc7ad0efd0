import { fromPesewas, toPesewas } from '../../../shared/money';
import type { Payment, PaymentStatus } from '../../../shared/schemas/payments';
import type { Db } from '../../db/connection';
import type { PaymentsTable } from '../../db/schema';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { newId, nowIso } from '../../lib/ids';
import { monotonicNowIso } from '../../lib/monotonic-clock';

export interface PaymentInput {
  /** The rent record's id; on edit, undefined keeps the current tenant. */
  tenant?: string | undefined;
  amountPaid: number;
  method: string;
  date: string;
  status: PaymentStatus;
}

/** The populated tenant comes from the row itself: its link and the name snapshot kept in step. */
export function toPayment(row: PaymentsTable): Payment {
  return {
    _id: row.id,
    tenant: { _id: row.tenant_id, tenantName: row.tenant_name },
    amountPaid: fromPesewas(Number(row.amount_pesewas)),
    method: row.method,
    date: row.date,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The tenant id named in a payment does not exist. */
export const UNKNOWN_TENANT = 'unknown-tenant' as const;
/** The request key already recorded a payment with other details. */
export const KEY_REUSED = 'key-reused' as const;

const pesewas = (cedis: number) => toPesewas(cedis) ?? 0;

/** Whether a stored payment is what `input` asks to record. */
function sameDetails(row: PaymentsTable, input: PaymentInput & { tenant: string }): boolean {
  return (
    row.tenant_id === input.tenant &&
    Number(row.amount_pesewas) === pesewas(input.amountPaid) &&
    row.method === input.method &&
    row.date === input.date &&
    row.status === input.status
  );
}

export function paymentsRepository(db: Db) {
  /** The tenant's current name, or null when there is no such rent record. */
  const tenantName = async (conn: Pick<Db, 'selectFrom'>, tenantId: string) => {
    const row = await conn
      .selectFrom('rent_records')
      .select('tenant_name')
      .where('id', '=', tenantId)
      .executeTakeFirst();
    return row ? row.tenant_name : null;
  };

  return {
    /** Every payment, newest first. */
    async list(): Promise<Payment[]> {
      const rows = await db
        .selectFrom('payments')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toPayment);
    },

    async find(id: string): Promise<Payment | null> {
      const row = await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toPayment(row) : null;
    },

    /**
     * Records a payment. With a request key, a repeat of the same request answers the payment already
     * recorded under it (`replayed`), and other details under a used key answer KEY_REUSED.
     */
    async create(
      input: PaymentInput & { tenant: string },
      requestKey?: string,
    ): Promise<{ payment: Payment; replayed: boolean } | typeof UNKNOWN_TENANT | typeof KEY_REUSED> {
      const earlier = async () => {
        if (requestKey === undefined) return null;
        const row = await db
          .selectFrom('payments')
          .selectAll()
          .where('request_key', '=', requestKey)
          .executeTakeFirst();
        if (!row) return null;
        return sameDetails(row, input) ? { payment: toPayment(row), replayed: true } : KEY_REUSED;
      };
      const found = await earlier();
      if (found) return found;
      try {
        return await db.transaction().execute(async (trx) => {
          const name = await tenantName(trx, input.tenant);
          if (name === null) return UNKNOWN_TENANT;
          const now = monotonicNowIso();
          const row: PaymentsTable = {
            id: newId(),
            tenant_id: input.tenant,
            tenant_name: name,
            amount_pesewas: pesewas(input.amountPaid),
            method: input.method,
            date: input.date,
            status: input.status,
            created_at: now,
            updated_at: now,
            request_key: requestKey ?? null,
          };
          await trx.insertInto('payments').values(row).execute();
          return { payment: toPayment(row), replayed: false };
        });
      } catch (error) {
        // The tenant was deleted between the look-up and the insert.
        if (isForeignKeyViolation(error)) return UNKNOWN_TENANT;
        // The same request, sent twice at once: the other one recorded it.
        if (isUniqueViolation(error)) {
          const winner = await earlier();
          if (winner) return winner;
        }
        throw error;
      }
    },

    /**
     * Replaces amount, date, method and status. A tenant id other than the current one moves the
     * payment to that tenant. Null when the payment is unknown.
     */
    async update(id: string, input: PaymentInput): Promise<Payment | null | typeof UNKNOWN_TENANT> {
      try {
        return await db.transaction().execute(async (trx) => {
          const current = await trx
            .selectFrom('payments')
            .select(['tenant_id'])
            .where('id', '=', id)
            .executeTakeFirst();
          if (!current) return null;
          let link = {};
          if (input.tenant !== undefined && input.tenant !== current.tenant_id) {
            const name = await tenantName(trx, input.tenant);
            if (name === null) return UNKNOWN_TENANT;
            link = { tenant_id: input.tenant, tenant_name: name };
          }
          const row = await trx
            .updateTable('payments')
            .set({
              ...link,
              amount_pesewas: pesewas(input.amountPaid),
              method: input.method,
              date: input.date,
              status: input.status,
              updated_at: nowIso(),
            })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          return toPayment(row);
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) return UNKNOWN_TENANT;
        throw error;
      }
    },

    /** True when a payment was deleted. */
    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('payments').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
