import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connection';
import type { Migration } from '../migrate';
import { auditEntitiesThrough, widenAuditEntities } from './widen-audit-entities';

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
type AnyDb = Kysely<any>;

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

    // The kinds of record as they stand with this migration.
    await widenAuditEntities(db, engine, auditEntitiesThrough('alert_mark'));
  },
};
