import type { Insertable } from 'kysely';
import { nowIso } from '../lib/ids';
import type { Actor, Executor } from '../lib/service-context';
import type { Database, PaymentsTable } from './schema';

/** The tables whose rows have an `id` and belong to one account. */
type OwnedTable = {
  [T in keyof Database]: Database[T] extends { id: string; account_id: string } ? T : never;
}[keyof Database];

/** The tables of money that is voided rather than deleted (docs/ledger.md §3, docs/hire.md §2). */
type VoidableTable = 'payments' | 'remittances';

/**
 * The tables whose rows keep the Idempotency-Key of the request that added them, unique per account
 * (docs/decisions/043-payment-idempotency-key.md, docs/decisions/139-once-per-key-for-more-adds.md).
 */
export type KeyedTable = VoidableTable | 'expenses' | 'maintenance_records' | 'odometer_readings';

// Kysely cannot relate a table chosen at run time to its columns; every table named above has them.
type AnyOwned = 'payments';

/**
 * Deletes the account's row `id` of `table`, or the rows whose `column` is `value` (a vehicle's own
 * history): every repository deletes the same way, scoped by the account. How many rows went.
 */
export async function deleteOwned(
  db: Executor,
  table: OwnedTable,
  accountId: string,
  match: { id: string } | { column: string; value: string },
): Promise<number> {
  const [column, value] = 'id' in match ? ['id', match.id] : [match.column, match.value];
  const result = await db
    .deleteFrom(table as AnyOwned)
    .where('account_id', '=', accountId)
    .where(column as 'id', '=', value)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Voids the account's payment or remittance `id` if it still counts; false when there is none. */
export async function voidOwned(
  db: Executor,
  table: VoidableTable,
  accountId: string,
  id: string,
  by: Actor,
  reason: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable(table as AnyOwned)
    .set({ voided_at: nowIso(), voided_by_id: by._id, voided_by_name: by.name, void_reason: reason })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The id of the account's row of `table` added under an Idempotency-Key (decisions 043 and 139), a
 * voided payment or remittance included; null when there is none.
 */
export async function ownedIdByRequestKey(
  db: Executor,
  table: KeyedTable,
  accountId: string,
  requestKey: string,
): Promise<string | null> {
  const row = await db
    .selectFrom(table as AnyOwned)
    .select('id')
    .where('account_id', '=', accountId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Inserts a row with the Idempotency-Key of its request, or nothing when the account's unique index
 * finds the key taken (decision 139): on PostgreSQL by a request sent at the same moment, whose commit
 * the insert waited for. Whether the row was stored. A row without a key is always stored.
 */
export async function insertKeyed<T extends KeyedTable>(
  db: Executor,
  table: T,
  row: Insertable<Database[T]>,
): Promise<boolean> {
  const result = await db
    .insertInto(table as AnyOwned)
    .values(row as Insertable<PaymentsTable>)
    .onConflict((on) => on.columns(['account_id', 'request_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
