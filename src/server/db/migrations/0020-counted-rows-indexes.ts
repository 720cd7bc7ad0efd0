import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connection';
import type { Migration } from '../migrate';

/** PostgreSQL's indexes of the rows that count, each with the list order it serves (docs/lists.md). */
const COUNTED_ROWS_INDEXES = [
  { name: 'payments_counted_date', table: 'payments', columns: ['date', 'receipt_number'] },
  { name: 'payments_counted_amount', table: 'payments', columns: ['amount_pesewas', 'receipt_number'] },
  { name: 'payments_counted_created_at', table: 'payments', columns: ['created_at', 'receipt_number'] },
  { name: 'remittances_counted_date', table: 'remittances', columns: ['date', 'receipt_number', 'id'] },
  { name: 'remittances_counted_amount', table: 'remittances', columns: ['amount_pesewas', 'id'] },
] as const;

/** The indexes of 0015 and 0016 these replace on PostgreSQL. */
const REPLACED = [
  'payments_account_void_date',
  'payments_account_void_amount',
  'payments_account_void_created_at',
  'remittances_account_void_date',
  'remittances_account_void_amount',
] as const;

/**
 * The payments' and remittances' list orders on PostgreSQL (docs/decisions/098-counted-rows-indexes.md).
 * 0015 and 0016 index `(account_id, voided_at, <order>)`, and the lists ask `voided_at is null`.
 * SQLite walks such an index in order; PostgreSQL does not: `is null` is not an equality to its
 * planner, so it sorted a business's every payment for each page (45 ms for the first of 123,679).
 * Partial indexes of the rows that count (`where voided_at is null`) give it the order. SQLite keeps
 * 0015's and 0016's.
 */
export const countedRowsIndexes: Migration = {
  name: '0020_counted_rows_indexes',
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
  async up(db: Kysely<any>, engine: Engine) {
    if (engine !== 'postgres') return;
    for (const index of COUNTED_ROWS_INDEXES) {
      await db.schema
        .createIndex(index.name)
        .on(index.table)
        .columns(['account_id', ...index.columns])
        .where(sql.ref('voided_at'), 'is', null)
        .execute();
    }
    for (const name of REPLACED) await db.schema.dropIndex(name).execute();
  },
};
