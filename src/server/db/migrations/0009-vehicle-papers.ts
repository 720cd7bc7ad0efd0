import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connection';
import type { Migration } from '../migrate';

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
type AnyDb = Kysely<any>;

/**
 * The audit log's kinds of record as they stand with this migration (shared/schemas/audit.ts grows
 * later): 0006's, the manual odometer reading and the service schedule, and the reminder settings
 * the reminders migration writes.
 */
const AUDIT_ENTITIES = [
  'apartment',
  'rent_record',
  'payment',
  'vehicle',
  'maintenance',
  'user',
  'business',
  'contract',
  'remittance',
  'vehicle_document',
  'expense',
  'odometer_reading',
  'service_schedule',
  'reminder_settings',
];
const ENTITY_CHECK = `entity in (${AUDIT_ENTITIES.map((entity) => `'${entity}'`).join(', ')})`;

/**
 * Widens the audit log's CHECK on `entity`. PostgreSQL drops and adds the constraint. SQLite cannot
 * alter a CHECK: the table is made again with the new one (SQLite's documented twelve-step change,
 * inside the migration's transaction with foreign keys off), every row copied, then its indexes and
 * both append-only triggers made again from their stored SQL. DROP TABLE fires no row trigger.
 */
async function widenAuditEntities(db: AnyDb, engine: Engine) {
  if (engine === 'postgres') {
    await sql`alter table audit_events drop constraint audit_events_entity_check`.execute(db);
    await sql
      .raw(`alter table audit_events add constraint audit_events_entity_check check (${ENTITY_CHECK})`)
      .execute(db);
    return;
  }
  const table = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'table' and name = 'audit_events'`
    .execute(db)
    .then((result) => result.rows[0]?.sql);
  if (!table) throw new Error('table audit_events not found');
  const dependents = await sql<{ type: string; name: string; sql: string }>`select type, name, sql
    from sqlite_master where tbl_name = 'audit_events' and type in ('index', 'trigger') and sql is not null`
    .execute(db)
    .then((result) => result.rows);
  const triggers = dependents.filter((each) => each.type === 'trigger');
  if (triggers.length !== 2) throw new Error(`audit_events has ${triggers.length} triggers, not 2`);
  const oldCheck = /entity in \([^)]*\)/i;
  if (!oldCheck.test(table)) throw new Error('audit_events has no CHECK on entity to widen');
  const definition = table
    .replace(/^create table "?audit_events"?/i, 'create table "audit_events_new"')
    .replace(oldCheck, ENTITY_CHECK);
  const columns = (
    await sql<{ name: string }>`select name from pragma_table_info('audit_events')`.execute(db)
  ).rows
    .map((row) => `"${row.name}"`)
    .join(', ');
  await sql.raw(definition).execute(db);
  await sql
    .raw(`insert into "audit_events_new" (${columns}) select ${columns} from "audit_events"`)
    .execute(db);
  await sql.raw('drop table "audit_events"').execute(db);
  await sql.raw('alter table "audit_events_new" rename to "audit_events"').execute(db);
  for (const each of dependents) await sql.raw(each.sql).execute(db);
}

/**
 * A vehicle's papers and service (reminders.md §1–2): its documents with their expiry dates, its
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
      // 1 when the server derived the expiry (reminders.md §1), 0 when it was given.
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

    await widenAuditEntities(db, engine);
  },
};
