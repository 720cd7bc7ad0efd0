import { type Kysely, sql } from 'kysely';
import type { Migration } from '../migrate';

/** Properties, tenants' rent records and their payments. Money in integer pesewas, dates ISO text. */
export const apartments: Migration = {
  name: '0002_apartments',
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('apartments')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('location', 'text', (col) => col.notNull())
      .addColumn('price_pesewas', 'bigint', (col) => col.notNull().check(sql`price_pesewas >= 0`))
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('Available').check(sql`status in ('Available', 'Occupied', 'Maintenance')`),
      )
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('tenant', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    // Lists and exports read newest first; the dashboard counts by status.
    await db.schema
      .createIndex('apartments_created_at')
      .on('apartments')
      .columns(['created_at', 'id'])
      .execute();
    await db.schema.createIndex('apartments_status').on('apartments').column('status').execute();

    await db.schema
      .createTable('rent_records')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('tenant_name', 'text', (col) => col.notNull())
      .addColumn('tenant_phone', 'text', (col) => col.notNull())
      .addColumn('room_description', 'text', (col) => col.notNull())
      .addColumn('rented_date', 'text', (col) => col.notNull())
      .addColumn('expiration_date', 'text', (col) => col.notNull())
      .addColumn('months_rented', 'integer', (col) => col.notNull().check(sql`months_rented >= 1`))
      .addColumn('utility_pesewas', 'bigint', (col) => col.notNull().check(sql`utility_pesewas >= 0`))
      .addColumn('monthly_price_pesewas', 'bigint', (col) =>
        col.notNull().check(sql`monthly_price_pesewas >= 0`),
      )
      .addColumn('total_pesewas', 'bigint', (col) => col.notNull().check(sql`total_pesewas >= 0`))
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('Active').check(sql`status in ('Active', 'Inactive')`),
      )
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('rent_records_created_at')
      .on('rent_records')
      .columns(['created_at', 'id'])
      .execute();

    await db.schema
      .createTable('payments')
      .addColumn('id', 'text', (col) => col.primaryKey())
      // A deleted tenant leaves its payments: the link goes, the name snapshot below stays.
      .addColumn('tenant_id', 'text', (col) => col.references('rent_records.id').onDelete('set null'))
      .addColumn('tenant_name', 'text', (col) => col.notNull())
      .addColumn('amount_pesewas', 'bigint', (col) => col.notNull().check(sql`amount_pesewas >= 0`))
      .addColumn('method', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('date', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('Partial').check(sql`status in ('Completed', 'Partial')`),
      )
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('payments_created_at').on('payments').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('payments_tenant_id').on('payments').column('tenant_id').execute();
  },
};
