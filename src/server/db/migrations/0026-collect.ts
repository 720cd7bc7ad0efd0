import { type Kysely, sql } from 'kysely';
import {
  PAYMENT_CHANNELS,
  PAYMENT_INTENT_STATUSES,
  PAYMENT_PROVIDERS,
  STATEMENT_KINDS,
} from '../../../shared/collect';
import type { Migration } from '../migrate';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Statement links, each business's payment provider and the payment intents (docs/collect.md).
 * - `statement_links`: one live token per rent record or hire contract; renewing replaces the row's
 *   token, so the old one is dead at once.
 * - `payment_settings`: the provider and its keys, one row per business (none when never set).
 * - `payment_intents`: committed before the provider is asked; `reference` is unique across the
 *   deployment (at most 32 characters); `payment_id` / `remittance_id` is what a paid intent recorded.
 */
export const collect: Migration = {
  name: '0026_collect',
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('statement_links')
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
      .addColumn('record_kind', 'text', (col) =>
        col.notNull().check(sql`record_kind in (${quoted(STATEMENT_KINDS)})`),
      )
      .addColumn('record_id', 'text', (col) => col.notNull())
      .addColumn('token', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('statement_links_pkey', ['account_id', 'record_kind', 'record_id'])
      .execute();

    await db.schema
      .createTable('payment_settings')
      .addColumn('account_id', 'text', (col) => col.primaryKey().references('accounts.id'))
      .addColumn('provider', 'text', (col) =>
        col
          .notNull()
          .defaultTo('none')
          .check(sql`provider in (${quoted(PAYMENT_PROVIDERS)})`),
      )
      .addColumn('paystack_secret_key', 'text')
      .addColumn('hubtel_client_id', 'text')
      .addColumn('hubtel_client_secret', 'text')
      .addColumn('hubtel_merchant_account', 'text')
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('payment_intents')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
      .addColumn('reference', 'text', (col) => col.notNull().unique().check(sql`length(reference) <= 32`))
      .addColumn('provider', 'text', (col) =>
        col.notNull().check(sql`provider in (${quoted(PAYMENT_PROVIDERS.filter((p) => p !== 'none'))})`),
      )
      .addColumn('record_kind', 'text', (col) =>
        col.notNull().check(sql`record_kind in (${quoted(STATEMENT_KINDS)})`),
      )
      .addColumn('record_id', 'text', (col) => col.notNull())
      .addColumn('amount_pesewas', 'bigint', (col) => col.notNull().check(sql`amount_pesewas > 0`))
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('pending')
          .check(sql`status in (${quoted(PAYMENT_INTENT_STATUSES)})`),
      )
      .addColumn('test_secret', 'text')
      .addColumn('checkout_url', 'text')
      .addColumn('paid_pesewas', 'bigint', (col) => col.check(sql`paid_pesewas is null or paid_pesewas > 0`))
      .addColumn('channel', 'text', (col) =>
        col.check(sql`channel is null or channel in (${quoted(PAYMENT_CHANNELS)})`),
      )
      .addColumn('network', 'text')
      .addColumn('provider_transaction_id', 'text')
      .addColumn('failure', 'text')
      .addColumn('payment_id', 'text')
      .addColumn('remittance_id', 'text')
      .addColumn('checks', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_check_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('payment_intents_status_next_check')
      .on('payment_intents')
      .columns(['status', 'next_check_at'])
      .execute();
    await db.schema
      .createIndex('payment_intents_account_record')
      .on('payment_intents')
      .columns(['account_id', 'record_kind', 'record_id'])
      .execute();
  },
};
