import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connection';
import type { Migration } from '../migrate';
import { auditEntitiesThrough, widenAuditEntities } from './widen-audit-entities';

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
type AnyDb = Kysely<any>;

/**
 * A vehicle's papers and service (docs/reminders.md §1–2): its documents with their expiry dates, its
 * manual odometer readings (maintenance records and remittances may carry one too), and service
 * schedules by distance or time. The audit log learns the new kinds of record.
 */
export const vehiclePapers: Migration = {
  name: '0009_vehicle_papers',
  async up(db: AnyDb, engine: Engine) {
    await db.schema
      .createTable('vehicle_documents')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
      .addColumn('vehicle_id', 'text', (col) => col.notNull().references('vehicles.id'))
      .addColumn('kind', 'text', (col) =>
        col
          .notNull()
          .check(sql`kind in ('roadworthy', 'insurance', 'vit', 'registration', 'permit', 'other')`),
      )
      .addColumn('number', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('issued_on', 'text', (col) => col.notNull())
      // The last day the document covers; the server derives it when none is given.
      .addColumn('expires_on', 'text', (col) => col.notNull())
      // 1 when the server derived the expiry (docs/reminders.md §1), 0 when it was given.
      .addColumn('expiry_derived', 'integer', (col) =>
        col.notNull().defaultTo(0).check(sql`expiry_derived in (0, 1)`),
      )
      .addColumn('cost_pesewas', 'bigint', (col) => col.notNull().defaultTo(0).check(sql`cost_pesewas >= 0`))
      .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addCheckConstraint('vehicle_documents_expiry_after_issue', sql`expires_on >= issued_on`)
      .execute();
    // A vehicle's history and the latest document of each kind.
    await db.schema
      .createIndex('vehicle_documents_account_vehicle')
      .on('vehicle_documents')
      .columns(['account_id', 'vehicle_id', 'kind', 'issued_on'])
      .execute();

    await db.schema
      .createTable('odometer_readings')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
      .addColumn('vehicle_id', 'text', (col) => col.notNull().references('vehicles.id'))
      .addColumn('date', 'text', (col) => col.notNull())
      .addColumn('km', 'integer', (col) => col.notNull().check(sql`km >= 0`))
      .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('odometer_readings_account_vehicle')
      .on('odometer_readings')
      .columns(['account_id', 'vehicle_id', 'date'])
      .execute();

    // A vehicle's readings are the union of its manual ones and these: nothing is copied.
    for (const table of ['maintenance_records', 'remittances']) {
      await db.schema
        .alterTable(table)
        .addColumn('odometer_km', 'integer', (col) => col.check(sql`odometer_km >= 0`))
        .execute();
    }
    // A vehicle's maintenance costs, completed jobs and readings.
    await db.schema
      .createIndex('maintenance_records_account_vehicle')
      .on('maintenance_records')
      .columns(['account_id', 'vehicle_id', 'maintenance_date'])
      .execute();
    // Only the few remittances that carry a reading: years of daily ones are never read for it.
    await db.schema
      .createIndex('remittances_account_odometer')
      .on('remittances')
      .columns(['account_id', 'contract_id', 'date', 'odometer_km'])
      .where(sql.ref('odometer_km'), 'is not', null)
      .execute();

    await db.schema
      .createTable('service_schedules')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
      .addColumn('vehicle_id', 'text', (col) => col.notNull().references('vehicles.id'))
      .addColumn('task', 'text', (col) => col.notNull().check(sql`length(task) between 1 and 100`))
      .addColumn('every_km', 'integer', (col) => col.check(sql`every_km > 0`))
      .addColumn('every_months', 'integer', (col) => col.check(sql`every_months between 1 and 120`))
      .addColumn('start_date', 'text', (col) => col.notNull())
      .addColumn('start_km', 'integer', (col) => col.check(sql`start_km >= 0`))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addCheckConstraint('service_schedules_interval', sql`every_km is not null or every_months is not null`)
      .execute();
    await db.schema
      .createIndex('service_schedules_account_vehicle')
      .on('service_schedules')
      .columns(['account_id', 'vehicle_id', 'created_at'])
      .execute();

    // The kinds of record as they stand with this migration.
    await widenAuditEntities(db, engine, auditEntitiesThrough('reminder_settings'));
  },
};
