import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connection';
import type { Migration } from '../migrate';

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
type AnyDb = Kysely<any>;

/** The audit log's kinds of record as they stand with this migration: 0009's and the alert mark. */
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
  'alert_mark',
];
const ENTITY_CHECK = `entity in (${AUDIT_ENTITIES.map((entity) => `'${entity}'`).join(', ')})`;

/**
 * Widens the audit log's CHECK on `entity`, as migration 0009 does: PostgreSQL drops and adds the
 * constraint; SQLite makes the table again with the new CHECK (its documented twelve-step change),
 * copies every row, and makes its indexes and append-only triggers again from their stored SQL.
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
 * Alerts snoozed or dismissed for the whole business (docs/decisions/066-alert-snooze-and-dismiss.md):
 * one row per business and alert key. A snooze has the day the alert comes back; a dismissal has none
 * and lasts while the alert's key (kind, record, due date) stays the same.
 */
export const alertMarks: Migration = {
  name: '0012_alert_marks',
  async up(db: AnyDb, engine: Engine) {
    await db.schema
      .createTable('alert_marks')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
      .addColumn('alert_key', 'text', (col) => col.notNull().check(sql`length(alert_key) > 0`))
      .addColumn('mark', 'text', (col) => col.notNull().check(sql`mark in ('snoozed', 'dismissed')`))
      // The day a snoozed alert comes back; none for a dismissal.
      .addColumn('until', 'text')
      // Not a foreign key: the mark outlives a deleted user, under the name they had.
      .addColumn('by_user_id', 'text', (col) => col.notNull())
      .addColumn('by_user_name', 'text', (col) => col.notNull())
      .addColumn('at', 'text', (col) => col.notNull())
      .addCheckConstraint(
        'alert_marks_until',
        sql`(mark = 'snoozed' and until is not null) or (mark = 'dismissed' and until is null)`,
      )
      .addUniqueConstraint('alert_marks_once', ['account_id', 'alert_key'])
      .execute();

    await widenAuditEntities(db, engine);
  },
};
