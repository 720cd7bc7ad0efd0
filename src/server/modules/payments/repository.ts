import { fromPesewas, toPesewas } from '../../../shared/money';
import type { Payment, PaymentStatus } from '../../../shared/schemas/payments';
import type { PaymentsTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { monotonicNowIso } from '../../lib/monotonic-clock';
import type { Executor } from '../../lib/service-context';

/** The rent record a payment is linked to, with the name the payment keeps. */
export interface TenantLink {
  id: string;
  name: string;
}

/** What a create or edit stores (amount in cedis, rounded to the pesewa). */
export interface PaymentFields {
  amountPaid: number;
  method: string;
  date: string;
  status: PaymentStatus;
}

/** The populated tenant comes from the row itself: its link and the name snapshot kept in step. */
/** The columns the API shows (never the owner): lists read only these. */
const PAYMENTS_COLUMNS = [
  'id',
  'tenant_id',
  'tenant_name',
  'amount_pesewas',
  'method',
  'date',
  'status',
  'created_at',
  'updated_at',
] as const;
type PaymentRow = Pick<PaymentsTable, (typeof PAYMENTS_COLUMNS)[number]>;

export function toPayment(row: PaymentRow): Payment {
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

const pesewas = (cedis: number) => toPesewas(cedis) ?? 0;

/** One account's payments: plain queries, every one scoped by the account. */
export function paymentsRepository(db: Executor, accountId: string) {
  const own = () => db.selectFrom('payments').where('account_id', '=', accountId);
  return {
    /** Every payment, newest first. */
    async list(): Promise<Payment[]> {
      const rows = await own()
        .select(PAYMENTS_COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toPayment);
    },

    async findById(id: string): Promise<Payment | null> {
      const row = await own().select(PAYMENTS_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toPayment(row) : null;
    },

    /** The payment this account recorded under an Idempotency-Key (decision 043), if any. */
    async findByRequestKey(requestKey: string): Promise<Payment | null> {
      const row = await own()
        .select(PAYMENTS_COLUMNS)
        .where('request_key', '=', requestKey)
        .executeTakeFirst();
      return row ? toPayment(row) : null;
    },

    /**
     * Records a payment. Null when its request key is already taken in this account: the same
     * request, sent twice at once, was recorded by the other one. `on conflict do nothing` waits for
     * that other transaction instead of failing, so the caller can read what it stored.
     */
    async insert(tenant: TenantLink, fields: PaymentFields, requestKey?: string): Promise<Payment | null> {
      const now = monotonicNowIso();
      const row: PaymentsTable = {
        id: newId(),
        account_id: accountId,
        tenant_id: tenant.id,
        tenant_name: tenant.name,
        amount_pesewas: pesewas(fields.amountPaid),
        method: fields.method,
        date: fields.date,
        status: fields.status,
        created_at: now,
        updated_at: now,
        request_key: requestKey ?? null,
      };
      const inserted = await db
        .insertInto('payments')
        .values(row)
        .onConflict((conflict) => conflict.columns(['account_id', 'request_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted ? toPayment(row) : null;
    },

    /** Replaces amount, date, method and status; `tenant` relinks the payment. Null when unknown. */
    async update(id: string, fields: PaymentFields, tenant?: TenantLink): Promise<Payment | null> {
      const row = await db
        .updateTable('payments')
        .set({
          ...(tenant ? { tenant_id: tenant.id, tenant_name: tenant.name } : {}),
          amount_pesewas: pesewas(fields.amountPaid),
          method: fields.method,
          date: fields.date,
          status: fields.status,
          updated_at: nowIso(),
        })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .returning(PAYMENTS_COLUMNS)
        .executeTakeFirst();
      return row ? toPayment(row) : null;
    },

    /** True when a payment was deleted. */
    async remove(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('payments')
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Gives a tenant's payments the tenant's new name; how many payments changed. */
    async renameTenant(tenantId: string, name: string): Promise<number> {
      const result = await db
        .updateTable('payments')
        .set({ tenant_name: name })
        .where('account_id', '=', accountId)
        .where('tenant_id', '=', tenantId)
        .where('tenant_name', '<>', name)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Unlinks a tenant's payments, which keep the tenant's name; how many payments changed. */
    async unlinkTenant(tenantId: string): Promise<number> {
      const result = await db
        .updateTable('payments')
        .set({ tenant_id: null })
        .where('account_id', '=', accountId)
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
