import { type Kysely, sql } from 'kysely';
import type { Migration } from '../migrate';

/** Vehicles with their history rows, and maintenance records with their issues (docs/screens.md §3). */
export const fleet: Migration = {
  name: '0003_fleet',
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('vehicles')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('vehicle_type', 'text', (col) =>
        col.notNull().check(sql`vehicle_type in ('commercial car', 'luxury car', 'taxi', 'truck', 'bus')`),
      )
      .addColumn('make', 'text', (col) => col.notNull())
      .addColumn('model', 'text', (col) => col.notNull())
      .addColumn('reg_num', 'text', (col) => col.notNull())
      // Letters and digits of the plate only: one vehicle per plate however it is typed (decision 021).
      .addColumn('reg_key', 'text', (col) => col.notNull().unique())
      .addColumn('chassis_num', 'text', (col) => col.notNull())
      .addColumn('driver_name', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('location', 'text', (col) => col.notNull())
      .addColumn('license_num', 'text', (col) => col.notNull())
      .addColumn('license_type', 'text', (col) =>
        col.notNull().check(sql`license_type in ('commercial', 'non-commercial')`),
      )
      .addColumn('license_exp', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('vehicles_created_at').on('vehicles').columns(['created_at', 'id']).execute();

    await db.schema
      .createTable('vehicle_history')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('vehicle_id', 'text', (col) => col.notNull().references('vehicles.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('hist', 'text', (col) => col.notNull())
      .addColumn('date', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('vehicle_history_vehicle')
      .on('vehicle_history')
      .columns(['vehicle_id', 'position'])
      .execute();

    await db.schema
      .createTable('maintenance_records')
      .addColumn('id', 'text', (col) => col.primaryKey())
      // NULL once the vehicle is deleted; the snapshot columns below keep what it was (docs/product.md §4).
      .addColumn('vehicle_id', 'text', (col) => col.references('vehicles.id').onDelete('set null'))
      // The id the record was made for, kept after deletion so the reference still has its _id.
      .addColumn('vehicle_ref', 'text', (col) => col.notNull())
      .addColumn('vehicle_make', 'text', (col) => col.notNull())
      .addColumn('vehicle_model', 'text', (col) => col.notNull())
      .addColumn('vehicle_reg_num', 'text', (col) => col.notNull())
      .addColumn('maintenance_date', 'text', (col) => col.notNull())
      .addColumn('cost_pesewas', 'bigint', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col.notNull().check(sql`status in ('pending', 'ongoing', 'completed')`),
      )
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('maintenance_records_vehicle')
      .on('maintenance_records')
      .column('vehicle_id')
      .execute();
    await db.schema
      .createIndex('maintenance_records_date')
      .on('maintenance_records')
      .columns(['maintenance_date', 'created_at'])
      .execute();

    await db.schema
      .createTable('maintenance_issues')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('record_id', 'text', (col) =>
        col.notNull().references('maintenance_records.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('maintenance_issues_record')
      .on('maintenance_issues')
      .columns(['record_id', 'position'])
      .execute();
  },
};
