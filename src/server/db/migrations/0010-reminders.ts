import { type Kysely, sql } from 'kysely';
import type { Migration } from '../migrate';

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
type AnyDb = Kysely<any>;

const REMINDER_KINDS = "'lease_30', 'lease_7', 'rent_arrears', 'hire_arrears', 'admin_digest'";

/**
 * SMS reminders (docs/reminders.md §4): each business's kinds and templates, the outbox every message
 * goes through, and the daily runs. The outbox's unique key (business, kind, subject, send date) is
 * what makes a second run, or a second app process, queue nothing twice.
 */
export const reminders: Migration = {
  name: '0010_reminders',
  async up(db: AnyDb) {
    // A kind without a row is on, with its default template.
    await db.schema
      .createTable('reminder_kinds')
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
      .addColumn('kind', 'text', (col) => col.notNull().check(sql.raw(`kind in (${REMINDER_KINDS})`)))
      .addColumn('enabled', 'integer', (col) => col.notNull().check(sql`enabled in (0, 1)`))
      .addColumn('template', 'text', (col) => col.notNull().check(sql`length(template) > 0`))
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('reminder_kinds_pk', ['account_id', 'kind'])
      .execute();

    await db.schema
      .createTable('outbox')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
      .addColumn('to_phone', 'text', (col) => col.notNull().check(sql`length(to_phone) > 0`))
      .addColumn('body', 'text', (col) => col.notNull().check(sql`length(body) > 0`))
      .addColumn('kind', 'text', (col) => col.notNull().check(sql.raw(`kind in (${REMINDER_KINDS}, 'test')`)))
      // The record reminded of (a rent record, a contract, an Admin for the digest).
      .addColumn('subject_id', 'text', (col) => col.notNull())
      // The day it is meant to go out.
      .addColumn('due_date', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col.notNull().check(sql`status in ('queued', 'sending', 'sent', 'failed')`),
      )
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0).check(sql`attempts >= 0`))
      .addColumn('last_error', 'text')
      .addColumn('next_attempt_at', 'text')
      // Set while one process is handing the message to the gateway.
      .addColumn('sending_since', 'text')
      .addColumn('provider', 'text')
      .addColumn('provider_message_id', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('sent_at', 'text')
      .addUniqueConstraint('outbox_once', ['account_id', 'kind', 'subject_id', 'due_date'])
      .execute();
    // The sender's queue, and the Settings list (newest first).
    await db.schema
      .createIndex('outbox_status_next')
      .on('outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('outbox_account_created')
      .on('outbox')
      .columns(['account_id', 'created_at', 'id'])
      .execute();

    // One row per business and day: its run began, and (finished_at) ended. A run not finished is run
    // again by the next pass, safely: nothing is queued or sent twice.
    await db.schema
      .createTable('reminder_runs')
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('started_at', 'text', (col) => col.notNull())
      .addColumn('finished_at', 'text')
      .addPrimaryKeyConstraint('reminder_runs_pk', ['account_id', 'day'])
      .execute();
  },
};
