import { type Expression, type SqlBool, sql } from 'kysely';
import { addDays } from '../../../shared/dates';
import { formatReceiptNumber, type MomoNetwork, receiptNumberOfQuery } from '../../../shared/ledger';
import { searchText } from '../../../shared/list-query';
import { fromPesewas, requirePesewas } from '../../../shared/money';
import type {
  Payment,
  PaymentListQuery,
  PaymentPage,
  PaymentSort,
  PaymentStatus,
} from '../../../shared/schemas/payments';
import { dayTotalsOf } from '../../db/day-totals';
import { ownedIdByRequestKey, voidOwned } from '../../db/owned-rows';
import type { PaymentsTable } from '../../db/schema';
import { FEW_MATCHES, keysMatching, rowSearch, type SearchBy, searchKey } from '../../db/text-search';
import { newId, nowIso } from '../../lib/ids';
import { readPage, STREAM_BATCH, summaryOnce } from '../../lib/list-read';
import { monotonicNowIso } from '../../lib/monotonic-clock';
import type { Actor, Executor } from '../../lib/service-context';

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

/**
 * A payment's balance after it (docs/ledger.md §3), in pesewas, as SQL over the row `payments` joined to
 * its `rent_records`: the tenancy's total minus what its payments that count paid up to and including
 * this one, taken by day, then receipt number. The one formula of the figure
 * (docs/decisions/077-payments-list-in-sql.md); a test proves it equal to `balancesAfter` in
 * lib/rent-standing.ts. Null for a voided payment, or when the tenancy is gone.
 */
const balanceAfterSql = sql<number | string | null>`case when payments.voided_at is null then
  rent_records.total_pesewas - (
    select sum(settled.amount_pesewas) from payments settled
    where settled.account_id = payments.account_id
      and settled.tenant_id = payments.tenant_id
      and settled.voided_at is null
      and (substr(settled.date, 1, 10) < substr(payments.date, 1, 10)
        or (substr(settled.date, 1, 10) = substr(payments.date, 1, 10)
          and settled.receipt_number <= payments.receipt_number))
  ) end`;

/** Where a batch of the whole list ends: the last row's sort value and id. */
interface Cursor {
  value: string | number;
  receiptNumber: number;
}

/**
 * The column each sort of the list orders by (docs/lists.md). Every sort ends with the receipt
 * number, unique in the business and never reused (docs/ledger.md §3): payments of one day then read
 * in the order they were recorded, and no payment shows on two pages.
 */
const SORT_COLUMNS = {
  Date: 'payments.date',
  amountPaid: 'payments.amount_pesewas',
  receiptNumber: 'payments.receipt_number',
} as const satisfies Record<PaymentSort, string>;

/**
 * The list's search (docs/lists.md): the tenant's name and the transaction ID as text, the payer's
 * phone when the search is a phone number, and the receipt a search like `RCT-000123` or `123` names.
 */
function paymentSearch(
  db: Executor,
  accountId: string,
  q: string | undefined,
  by: SearchBy,
): Expression<SqlBool> | undefined {
  const receipt = receiptNumberOfQuery(q);
  // SQLite: each way of matching reads its own index and the rows they name are joined by key, no OR
  // tested on each of the business's payments. PostgreSQL reads the search as written: its trigram
  // indexes are on these very expressions and it ORs their bitmaps with the receipt number's, where
  // joining its own keys cost a lookup per match (xl "mensah": 48 -> 19 ms; decision 098).
  if (by === 'index' && searchKey(db) === 'rowid') {
    const byText = keysMatching(db, 'payments', q);
    if (!byText) return undefined;
    const byReceipt = sql`select rowid from payments where account_id = ${accountId} and receipt_number = ${receipt}`;
    const keys = receipt === null ? byText : sql`${byText} union all ${byReceipt}`;
    return sql<SqlBool>`payments.rowid in (${keys})`;
  }
  const text = rowSearch('payments', q);
  if (!text || receipt === null) return text;
  return sql<SqlBool>`(${text} or payments.receipt_number = ${receipt})`;
}

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

  /**
   * The account's payments, voided or not, each with `balance_after`: its tenancy's balance right
   * after it (the one formula, `balanceAfterSql`); null for a voided payment or a deleted tenancy.
   */
  const withBalance = () =>
    own()
      .leftJoin('rent_records', (join) =>
        join
          .onRef('rent_records.id', '=', 'payments.tenant_id')
          .on('rent_records.account_id', '=', accountId),
      )
      .select(PAYMENTS_COLUMNS)
      .select(balanceAfterSql.as('balance_after'));
  const toShown = (row: PaymentRow & { balance_after: number | string | null }) =>
    toPayment(row, row.balance_after === null ? null : Number(row.balance_after));

  /** The payments a list query matches (docs/lists.md): the payments table alone, no balance yet. */
  function matching(query: PaymentListQuery, by: SearchBy) {
    let found = own().where('payments.voided_at', query.voided ? 'is not' : 'is', null);
    if (query.status) found = found.where('payments.status', '=', query.status);
    if (query.method) found = found.where('payments.method', '=', query.method);
    if (query.network) found = found.where('payments.network', '=', query.network);
    if (query.tenantId !== undefined) found = found.where('payments.tenant_id', '=', query.tenantId);
    // A date is a day or an ISO time starting with its day: whole days, both ends included.
    if (query.from) found = found.where('payments.date', '>=', query.from);
    if (query.to) found = found.where('payments.date', '<', addDays(query.to, 1));
    const search = paymentSearch(db, accountId, query.q, by);
    if (search) found = found.where(search);
    return found;
  }

  /**
   * The count and sum of what a list query matches: from the day totals when the query asks only by
   * method and days (the screen's first page), else in one pass over the matches.
   */
  async function countAndSum(query: PaymentListQuery) {
    const byMethodAndDaysOnly =
      !query.voided &&
      !searchText(query.q) &&
      query.status === undefined &&
      query.network === undefined &&
      query.tenantId === undefined;
    if (byMethodAndDaysOnly) {
      const byDay = await dayTotalsOf(db, accountId, 'payments', query);
      return { total: byDay.count, totals: { amountPaid: fromPesewas(byDay.amountPesewas) } };
    }
    const row = await matching(query, 'index')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        eb.fn.sum<number | string | null>('payments.amount_pesewas').as('paid'),
      ])
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), totals: { amountPaid: fromPesewas(Number(row.paid ?? 0)) } };
  }

  /** A list query's order (a sort asked for, else the old array's newest recorded first), id last. */
  function orderOf(query: PaymentListQuery) {
    if (!query.sort) return { column: 'payments.created_at', direction: 'desc' } as const;
    const direction = query.order ?? (query.sort === 'receiptNumber' ? 'asc' : 'desc');
    return { column: SORT_COLUMNS[query.sort], direction };
  }

  /**
   * Rows of a list query in its order, from `offset`, or after `after` (the last row of the batch
   * before: its sort value and id). The rows' ids are chosen first, so the balance after each is
   * worked out for those rows only, never for the rows skipped before them.
   */
  async function rowsOf(
    query: PaymentListQuery,
    limit: number,
    from: { offset: number } | { after: Cursor },
    by: SearchBy = 'rows',
  ) {
    const { column, direction } = orderOf(query);
    let ids = matching(query, by).select(['payments.id as page_id']);
    if ('after' in from) {
      const { value, receiptNumber } = from.after;
      const beyond = direction === 'desc' ? '<' : '>';
      // A row value comparison: both engines read it as one range of the list's index.
      ids = ids.where((eb) =>
        eb(eb.refTuple(column, 'payments.receipt_number'), beyond, eb.tuple(value, receiptNumber)),
      );
    }
    ids = ids.orderBy(column, direction).orderBy('payments.receipt_number', direction).limit(limit);
    if ('offset' in from && from.offset > 0) ids = ids.offset(from.offset);
    return withBalance()
      .select(sql.ref<string | number>(column).as('sort_value'))
      .innerJoin(ids.as('page'), 'page.page_id', 'payments.id')
      .orderBy(column, direction)
      .orderBy('payments.receipt_number', direction)
      .execute();
  }

  return {
    /** One page of the list (docs/lists.md): the page's payments, how many match, their sum. */
    async page(query: PaymentListQuery): Promise<PaymentPage> {
      const sort: PaymentListQuery = { ...query, sort: query.sort ?? 'Date' };
      const summary = summaryOnce(() => countAndSum(query));
      return readPage(query, {
        ...summary,
        rows: async (limit, offset) => {
          const by = (await summary.count()) <= FEW_MATCHES ? 'index' : 'rows';
          return (await rowsOf(sort, limit, { offset }, by)).map(toShown);
        },
      });
    },

    /** Every payment a list query matches, in batches in its order (the old array, the export). */
    async *batches(query: PaymentListQuery): AsyncGenerator<Payment[]> {
      // Each batch starts after the last row of the one before (no offset to walk again).
      let after: Cursor | undefined;
      for (;;) {
        const rows = await rowsOf(query, STREAM_BATCH, after ? { after } : { offset: 0 });
        if (rows.length > 0) yield rows.map(toShown);
        const last = rows.at(-1);
        if (!last || rows.length < STREAM_BATCH) return;
        after = { value: last.sort_value, receiptNumber: Number(last.receipt_number) };
      }
    },

    /** A payment that counts; voided ones are not found (docs/ledger.md §3). */
    async findById(id: string): Promise<Payment | null> {
      const row = await withBalance()
        .where('payments.voided_at', 'is', null)
        .where('payments.id', '=', id)
        .executeTakeFirst();
      return row ? toShown(row) : null;
    },

    /** A payment, voided or not, with its receipt number and void details. */
    async findStored(id: string): Promise<StoredPayment | null> {
      const row = await withBalance().select(VOID_COLUMNS).where('payments.id', '=', id).executeTakeFirst();
      if (!row) return null;
      return {
        payment: toShown(row),
        receiptNumber: Number(row.receipt_number),
        amountPesewas: Number(row.amount_pesewas),
        voided: row.voided_at
          ? { at: row.voided_at, by: row.voided_by_name ?? '', reason: row.void_reason }
          : null,
      };
    },

    /** The payments of one tenancy that count, in no particular order. */
    async ofTenant(tenantId: string): Promise<Payment[]> {
      const rows = await withBalance()
        .where('payments.voided_at', 'is', null)
        .where('payments.tenant_id', '=', tenantId)
        .execute();
      return rows.map(toShown);
    },

    /** What each tenancy has paid (payments that count), in pesewas, by rent record id. */
    async paidByTenant(): Promise<Map<string, number>> {
      const rows = await own()
        .where('payments.voided_at', 'is', null)
        .select(['payments.tenant_id'])
        .select((eb) => eb.fn.sum<number | string>('payments.amount_pesewas').as('paid'))
        .where('payments.tenant_id', 'is not', null)
        .groupBy('payments.tenant_id')
        .execute();
      return new Map(rows.map((row) => [row.tenant_id ?? '', Number(row.paid)]));
    },

    /** What one tenancy has paid, in pesewas. */
    async paidByOneTenant(tenantId: string): Promise<number> {
      const row = await own()
        .where('payments.voided_at', 'is', null)
        .select((eb) => eb.fn.sum<number | string | null>('payments.amount_pesewas').as('paid'))
        .where('payments.tenant_id', '=', tenantId)
        .executeTakeFirst();
      return Number(row?.paid ?? 0);
    },

    /** The id of the payment this account recorded under an Idempotency-Key (decision 043), if any. */
    findIdByRequestKey(requestKey: string): Promise<string | null> {
      return ownedIdByRequestKey(db, 'payments', accountId, requestKey);
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
