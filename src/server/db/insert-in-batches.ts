import type { Insertable } from 'kysely';
import type { Db } from './connection';
import type { Database } from './schema';

/** Rows per INSERT: well under both engines' limits on bound parameters (16 columns at most). */
const BATCH = 500;

/**
 * Inserts rows in batches of BATCH on the given connection (the caller's transaction): one statement
 * for a few rows, never one over the engines' limits for many (a seed, a long list of issues).
 */
export async function insertInBatches<T extends keyof Database>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
) {
  for (let start = 0; start < rows.length; start += BATCH) {
    // Kysely cannot relate a generic table to its row type; the signature above does.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH) as never)
      .execute();
  }
}
