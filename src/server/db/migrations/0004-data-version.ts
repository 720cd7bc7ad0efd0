import type { Kysely } from 'kysely';
import type { Migration } from '../migrate';

export const dataVersion: Migration = {
  name: '0004_data_version',
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('data_version')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('version', 'bigint', (col) => col.notNull())
      .execute();
  },
};
