import { PostgresAdapter, sql } from 'kysely';
import { nextTurn, type Pace } from '../lib/pace';
import { type Standing, standingForPaid, type TenancyTerms } from '../lib/rent-standing';
import type { Executor } from '../lib/service-context';
import type { RentRecordsTable } from './schema';

/**
 * A rent record's derived figures stored beside it (docs/decisions/075-stored-rent-figures.md): the
 * engine's answer (`standingForPaid`, docs/ledger.md §1) as of the business day `figures_day`, so the lists
 * sort, filter and total by them in the database (docs/lists.md "Derived figures"). Every write that
 * moves a figure refreshes its records in its own transaction; when the business day turns, the
 * scheduler and the first read refresh the rest, batch by batch.
 */

/** A record's id and the columns of its terms: what the rent engine reads of a tenancy. */
export const TENANCY_TERMS_COLUMNS = [
  'id',
  'rented_date',
  'months_rented',
  'monthly_price_pesewas',
  'utility_pesewas',
  'total_pesewas',
  'billing',
] as const;

type TermsColumns = Pick<RentRecordsTable, (typeof TENANCY_TERMS_COLUMNS)[number]>;

/** A tenancy's terms from its columns (`TENANCY_TERMS_COLUMNS`). */
export function tenancyTermsOf(row: Omit<TermsColumns, 'id'>): TenancyTerms {
  return {
    rentedDate: row.rented_date,
    noOfMonthsRented: Number(row.months_rented),
    monthlyPricePesewas: Number(row.monthly_price_pesewas),
    utilityPesewas: Number(row.utility_pesewas),
    totalPesewas: Number(row.total_pesewas),
    billing: row.billing,
  };
}

/**
 * Records refreshed per transaction when a business's day turns: small enough that a batch holds the
 * database for a few tens of milliseconds, so requests are served between batches.
 */
export const FIGURES_BATCH = 100;

/** Ids per `in (...)` list: well under both engines' limits on bound parameters. */
const IDS_PER_QUERY = 500;

/** Whether stored figures are not as of `today` (earlier, or later when a clock was set back). */
const staleOn = (today: string) =>
  sql<boolean>`(rent_records.figures_day < ${today} or rent_records.figures_day > ${today})`;

/**
 * Recomputes the figures of the given records of one account as of `today`, in the caller's
 * transaction. The rows are locked first, then the payments are summed: a payment
 * written at the same time either commits before the sum is read or waits for this transaction and
 * refreshes the record after it, so a stale sum is never stored as today's. Idempotent.
 */
export async function refreshRentFigures(
  trx: Executor,
  accountId: string,
  ids: readonly (string | null | undefined)[],
  today: string,
): Promise<void> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  for (let start = 0; start < unique.length; start += IDS_PER_QUERY) {
    const chunk = unique.slice(start, start + IDS_PER_QUERY);
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      // Locked in id order, as every refresh locks them, so two refreshes never wait on each other in
      // a cycle; NO KEY: a payment's link to the record (its foreign key) is not held up by the lock.
      await trx
        .selectFrom('rent_records')
        .select('id')
        .where('account_id', '=', accountId)
        .where('id', 'in', chunk)
        .orderBy('id')
        .forNoKeyUpdate()
        .execute();
    } else {
      // SQLite: a write first takes the database's write lock (one writer at a time), so a
      // transaction begun by a read never fails to turn into a write.
      await trx
        .updateTable('rent_records')
        .set({ figures_day: sql`figures_day` })
        .where('account_id', '=', accountId)
        .where('id', 'in', chunk)
        .execute();
    }
    const records = await trx
      .selectFrom('rent_records')
      .select(TENANCY_TERMS_COLUMNS)
      .where('account_id', '=', accountId)
      .where('id', 'in', chunk)
      .execute();
    const sums = await trx
      .selectFrom('payments')
      .select(['tenant_id', (eb) => eb.fn.sum<number | string>('amount_pesewas').as('paid')])
      .where('account_id', '=', accountId)
      .where('tenant_id', 'in', chunk)
      .where('voided_at', 'is', null)
      .groupBy('tenant_id')
      .execute();
    const paid = new Map(sums.map((row) => [row.tenant_id, Number(row.paid)]));
    const figures = records.map((record) => ({
      id: record.id,
      standing: standingForPaid(tenancyTermsOf(record), paid.get(record.id) ?? 0, today),
    }));
    await storeFigures(trx, accountId, figures, today);
  }
}

/**
 * Writes records' figures: on PostgreSQL one UPDATE for the chunk (a round trip per record made a
 * fleet's rollover take over 30 s); on SQLite, in the process, one short UPDATE per record.
 */
async function storeFigures(
  trx: Executor,
  accountId: string,
  figures: { id: string; standing: Standing }[],
  today: string,
) {
  if (figures.length === 0) return;
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) {
    for (const { id, standing } of figures) {
      await trx
        .updateTable('rent_records')
        .set(figureColumns(standing, today))
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .execute();
    }
    return;
  }
  const rows = figures.map(
    ({ id, standing }) =>
      sql`(${id}, ${standing.paid}::integer, ${standing.due}::integer, ${standing.arrears}::integer, ${standing.balance}::integer, ${standing.daysOverdue}::integer, ${standing.standing})`,
  );
  await sql`
    update rent_records set
      paid_pesewas = figures.paid, due_pesewas = figures.due, arrears_pesewas = figures.arrears,
      balance_pesewas = figures.balance, days_overdue = figures.days_overdue,
      standing = figures.standing, figures_day = ${today}
    from (values ${sql.join(rows)}) as figures(id, paid, due, arrears, balance, days_overdue, standing)
    where rent_records.account_id = ${accountId} and rent_records.id = figures.id
  `.execute(trx);
}

/** The stored columns of a standing. */
function figureColumns(standing: Standing, today: string) {
  return {
    paid_pesewas: standing.paid,
    due_pesewas: standing.due,
    arrears_pesewas: standing.arrears,
    balance_pesewas: standing.balance,
    days_overdue: standing.daysOverdue,
    standing: standing.standing,
    figures_day: today,
  };
}

/**
 * Whether any of the account's records has figures not as of `today`: the nearest earlier day and the
 * nearest later one, each read at an end of the business's range of the index. Asked as one OR,
 * PostgreSQL planned it from statistics taken while the records were stale and read every record
 * (xl: 12–40 ms on each list read); an order on the index's column makes either engine walk the index.
 */
export async function hasStaleRentFigures(db: Executor, accountId: string, today: string): Promise<boolean> {
  for (const [beyond, direction] of [
    ['<', 'asc'],
    ['>', 'desc'],
  ] as const) {
    const row = await db
      .selectFrom('rent_records')
      .select('id')
      .where('account_id', '=', accountId)
      .where('figures_day', beyond, today)
      .orderBy('figures_day', direction)
      .limit(1)
      .executeTakeFirst();
    if (row !== undefined) return true;
  }
  return false;
}

/**
 * Brings every record of an account to `today`, a batch per transaction: safe after a crash half-way
 * (the batches done stay done, the rest are still stale) and with several processes at once (each
 * batch recomputes from the payments, so doing one twice stores the same figures). Returns how many
 * records were refreshed. `shouldStop` ends the work between batches.
 */
export async function refreshStaleRentFigures(
  db: Executor,
  accountId: string,
  today: string,
  {
    shouldStop = () => false,
    batchSize = FIGURES_BATCH,
    pace = nextTurn,
  }: { shouldStop?: () => boolean; batchSize?: number; pace?: Pace } = {},
): Promise<number> {
  let refreshed = 0;
  while (!shouldStop()) {
    // SQLite answers synchronously: without at least a turn of the event loop between batches the
    // whole pass would run as one chain and no other request would be served until it ends
    // (docs/lists.md). The scheduler's pace also waits for the requests being answered.
    await pace();
    const batch = await db
      .selectFrom('rent_records')
      .select('id')
      .where('account_id', '=', accountId)
      .where(staleOn(today))
      .orderBy('id')
      .limit(batchSize)
      .execute();
    if (batch.length === 0) break;
    await db.transaction().execute((trx) =>
      refreshRentFigures(
        trx,
        accountId,
        batch.map((row) => row.id),
        today,
      ),
    );
    refreshed += batch.length;
  }
  return refreshed;
}

/** Before a read uses stored figures: refreshes the account's stale ones first (none: one indexed probe). */
export async function ensureRentFigures(db: Executor, accountId: string, today: string): Promise<void> {
  if (await hasStaleRentFigures(db, accountId, today)) await refreshStaleRentFigures(db, accountId, today);
}

/** The businesses with any record whose figures are not as of `today`. */
export async function accountsWithStaleRentFigures(db: Executor, today: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rent_records')
    .select('account_id')
    .distinct()
    .where(staleOn(today))
    .execute();
  return rows.map((row) => row.account_id);
}
