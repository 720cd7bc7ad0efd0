import type { Kysely } from 'kysely';
import type { Migration } from '../migrate';

/** The other adds that take an Idempotency-Key (docs/decisions/139-once-per-key-for-more-adds.md). */
const KEYED_TABLES = ['expenses', 'maintenance_records', 'odometer_readings'] as const;

/**
 * The client's Idempotency-Key of the request that added an expense, a maintenance record or an
 * odometer reading (decision 139), unique per account as the payments' is; rows without one are many.
 * And the key of each import, with a fingerprint of what was imported under it (decision 140).
 */
export const requestKeys: Migration = {
  name: '0025_request_keys',
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
  async up(db: Kysely<any>) {
    for (const table of KEYED_TABLES) {
      await db.schema.alterTable(table).addColumn('request_key', 'text').execute();
      await db.schema
        .createIndex(`${table}_account_request_key`)
        .on(table)
        .columns(['account_id', 'request_key'])
        .unique()
        .execute();
    }
    await db.schema
      .createTable('import_keys')
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
      .addColumn('request_key', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('fingerprint', 'text', (col) => col.notNull())
      .addColumn('imported', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('import_keys_pkey', ['account_id', 'request_key'])
      .execute();
  },
};
