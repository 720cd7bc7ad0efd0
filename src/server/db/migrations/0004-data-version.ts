import { type Kysely, sql } from 'kysely';
import type { Migration } from '../migrate';

export const dataVersion: Migration = {
  name: '0004_data_version',
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('data_version')
      .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
      .addColumn('version', 'bigint', (col) => col.notNull())
      .execute();
    await db.insertInto('data_version').values({ id: 1, version: 1 }).execute();
  },
};
