import { formatReceiptNumber, type MomoNetwork } from '../../../shared/ledger';
import { fromPesewas, requirePesewas } from '../../../shared/money';
import type { Payment, PaymentStatus } from '../../../shared/schemas/payments';
import { voidOwned } from '../../db/owned-rows';
import type { PaymentsTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { monotonicNowIso } from '../../lib/monotonic-clock';
import type { Actor, Executor } from '../../lib/service-context';
import { balancesAfter } from '../rent-records/standing';

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
  /** Undefined: not sent (an edit keeps the stored value); null: none. */
  reference?: string | null | undefined;
  network?: MomoNetwork | null | undefined;
  payerPhone?: string | null | undefined;
}

/** A payment as stored, voided or not: what receipts and the service's rules read. */
export interface StoredPayment {
  payment: Payment;
  receiptNumber: number;
  amountPesewas: number;
  voided: { at: string; by: string; reason: string | null } | null;
}

/** The columns the API shows (never the owner): lists read only these. */
const PAYMENTS_COLUMNS = [
  'payments.id',
  'payments.tenant_id',
  'payments.tenant_name',
  'payments.amount_pesewas',
  'payments.method',
  'payments.date',
  'payments.status',
  'payments.created_at',
  'payments.updated_at',
  'payments.receipt_number',
  'payments.reference',
  'payments.network',
  'payments.payer_phone',
  'payments.recorded_by_id',
  'payments.recorded_by_name',
] as const;
const VOID_COLUMNS = ['payments.voided_at', 'payments.voided_by_name', 'payments.void_reason'] as const;
type PaymentRow = Pick<
  PaymentsTable,
  | 'id'
  | 'tenant_id'
  | 'tenant_name'
  | 'amount_pesewas'
  | 'method'
  | 'date'
  | 'status'
  | 'created_at'
  | 'updated_at'
  | 'receipt_number'
  | 'reference'
  | 'network'
  | 'payer_phone'
  | 'recorded_by_id'
  | 'recorded_by_name'
>;

function toPayment(row: PaymentRow, balanceAfterPesewas: number | null): Payment {
  return {
    _id: row.id,
    tenant: { _id: row.tenant_id, tenantName: row.tenant_name },
    amountPaid: fromPesewas(Number(row.amount_pesewas)),
    method: row.method,
    date: row.date,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    receiptNumber: formatReceiptNumber(Number(row.receipt_number)),
    reference: row.reference,
    network: row.network,
    payerPhone: row.payer_phone,
    recordedBy: row.recorded_by_id ? { _id: row.recorded_by_id, name: row.recorded_by_name ?? '' } : null,
    balanceAfter: balanceAfterPesewas === null ? null : fromPesewas(balanceAfterPesewas),
  };
}

const pesewas = (cedis: number) => requirePesewas(cedis);

/** The stored Mobile Money details a write sets; undefined ones are left as they are. */
function momoColumns(fields: PaymentFields) {
  return {
    ...(fields.reference !== undefined ? { reference: fields.reference } : {}),
    ...(fields.network !== undefined ? { network: fields.network } : {}),
    ...(fields.payerPhone !== undefined ? { payer_phone: fields.payerPhone } : {}),
  };
}

/** One account's payments: plain queries, every one scoped by the account. Voided ones stay stored. */
export function paymentsRepository(db: Executor, accountId: string) {
  const own = () => db.selectFrom('payments').where('payments.account_id', '=', accountId);
  const counted = () => own().where('payments.voided_at', 'is', null);

  /** The payments that count joined to their tenancy's total (null once the tenancy is deleted). */
  const countedWithTotals = () =>
    counted()
      .leftJoin('rent_records', (join) =>
        join
          .onRef('rent_records.id', '=', 'payments.tenant_id')
          .on('rent_records.account_id', '=', accountId),
      )
      .select(PAYMENTS_COLUMNS)
      .select('rent_records.total_pesewas');

  /** The payments with their balance after each; `rows` must hold every payment of their tenancies. */
  function withBalances(rows: (PaymentRow & { total_pesewas: number | null })[]): Payment[] {
    const byTenant = new Map<string, { total: number; payments: Parameters<typeof balancesAfter>[1] }>();
    for (const row of rows) {
      if (row.tenant_id === null || row.total_pesewas === null) continue;
      const entry = byTenant.get(row.tenant_id) ?? { total: Number(row.total_pesewas), payments: [] };
      entry.payments.push({
        id: row.id,
        date: row.date,
        receiptNumber: Number(row.receipt_number),
        amountPesewas: Number(row.amount_pesewas),
      });
      byTenant.set(row.tenant_id, entry);
    }
    const after = new Map<string, number>();
    for (const { total, payments } of byTenant.values()) {
      for (const [id, balance] of balancesAfter(total, payments)) after.set(id, balance);
    }
    return rows.map((row) => toPayment(row, after.get(row.id) ?? null));
  }

  /** One payment that counts, with the balance after it (its tenancy's other payments read too). */
  async function oneWithBalance(row: PaymentRow): Promise<Payment> {
    if (row.tenant_id === null) return toPayment(row, null);
    const siblings = await countedWithTotals().where('payments.tenant_id', '=', row.tenant_id).execute();
    return withBalances(siblings).find((each) => each._id === row.id) ?? toPayment(row, null);
  }

  return {
    /** Every payment that counts (not voided), newest first. */
    async list(): Promise<Payment[]> {
      const rows = await countedWithTotals()
        .orderBy('payments.created_at', 'desc')
        .orderBy('payments.id', 'desc')
        .execute();
      return withBalances(rows);
    },

    /** A payment that counts; voided ones are not found (ledger.md §3). */
    async findById(id: string): Promise<Payment | null> {
      const row = await counted().select(PAYMENTS_COLUMNS).where('payments.id', '=', id).executeTakeFirst();
      return row ? oneWithBalance(row) : null;
    },

    /** A payment, voided or not, with its receipt number and void details. */
    async findStored(id: string): Promise<StoredPayment | null> {
      const row = await own()
        .select([...PAYMENTS_COLUMNS, ...VOID_COLUMNS])
        .where('payments.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        payment: row.voided_at ? toPayment(row, null) : await oneWithBalance(row),
        receiptNumber: Number(row.receipt_number),
        amountPesewas: Number(row.amount_pesewas),
        voided: row.voided_at
          ? { at: row.voided_at, by: row.voided_by_name ?? '', reason: row.void_reason }
          : null,
      };
    },

    /** The payments of one tenancy that count, in no particular order. */
    async ofTenant(tenantId: string): Promise<Payment[]> {
      const rows = await countedWithTotals().where('payments.tenant_id', '=', tenantId).execute();
      return withBalances(rows);
    },

    /** What each tenancy has paid (payments that count), in pesewas, by rent record id. */
    async paidByTenant(): Promise<Map<string, number>> {
      const rows = await counted()
        .select(['payments.tenant_id'])
        .select((eb) => eb.fn.sum<number | string>('payments.amount_pesewas').as('paid'))
        .where('payments.tenant_id', 'is not', null)
        .groupBy('payments.tenant_id')
        .execute();
      return new Map(rows.map((row) => [row.tenant_id ?? '', Number(row.paid)]));
    },

    /** What one tenancy has paid, in pesewas. */
    async paidByOneTenant(tenantId: string): Promise<number> {
      const row = await counted()
        .select((eb) => eb.fn.sum<number | string | null>('payments.amount_pesewas').as('paid'))
        .where('payments.tenant_id', '=', tenantId)
        .executeTakeFirst();
      return Number(row?.paid ?? 0);
    },

    /** The id of the payment this account recorded under an Idempotency-Key (decision 043), if any. */
    async findIdByRequestKey(requestKey: string): Promise<string | null> {
      const row = await own()
        .select('payments.id')
        .where('payments.request_key', '=', requestKey)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** Records a payment under its receipt number; its id. */
    async insert(
      tenant: TenantLink,
      fields: PaymentFields,
      receipt: { number: number; recordedBy: Actor; requestKey?: string | undefined },
    ): Promise<string> {
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
        request_key: receipt.requestKey ?? null,
        receipt_number: receipt.number,
        reference: fields.reference ?? null,
        network: fields.network ?? null,
        payer_phone: fields.payerPhone ?? null,
        recorded_by_id: receipt.recordedBy._id,
        recorded_by_name: receipt.recordedBy.name,
        voided_at: null,
        voided_by_id: null,
        voided_by_name: null,
        void_reason: null,
      };
      await db.insertInto('payments').values(row).execute();
      return row.id;
    },

    /**
     * Replaces amount, date, method and status, and the Mobile Money details sent; `tenant` relinks
     * the payment. False when no payment that counts has the id.
     */
    async update(id: string, fields: PaymentFields, tenant?: TenantLink): Promise<boolean> {
      const result = await db
        .updateTable('payments')
        .set({
          ...(tenant ? { tenant_id: tenant.id, tenant_name: tenant.name } : {}),
          amount_pesewas: pesewas(fields.amountPaid),
          method: fields.method,
          date: fields.date,
          status: fields.status,
          ...momoColumns(fields),
          updated_at: nowIso(),
        })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .where('voided_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Voids a payment that counts; false when there is none with the id. */
    markVoid: (id: string, by: Actor, reason: string | null) =>
      voidOwned(db, 'payments', accountId, id, by, reason),

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
