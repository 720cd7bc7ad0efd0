import { type Kysely, sql } from 'kysely';
import type { Migration } from '../migrate';

export const usersAndSessions: Migration = {
  name: '0001_users_and_sessions',
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('Admin', 'Manager', 'Staff')`))
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('timezone', 'text', (col) => col.notNull().defaultTo('Africa/Accra'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_seen_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
    await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

    await db.schema
      .createTable('login_failures')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('key', 'text', (col) => col.notNull())
      .addColumn('failed_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('login_failures_key_at')
      .on('login_failures')
      .columns(['key', 'failed_at'])
      .execute();

    await db.schema
      .createTable('bootstrap')
      .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
};
