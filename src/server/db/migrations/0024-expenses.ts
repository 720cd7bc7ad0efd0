import { type Kysely, sql } from 'kysely';
import { EXPENSE_CATEGORIES } from '../../../shared/expenses';
import { PAYMENT_METHODS } from '../../../shared/payments';
import type { Migration } from '../migrate';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Money out (docs/insight.md §1): one row per expense, of a unit, of a vehicle, or of the business
 * (both null, never both set). The category list is checked here; which categories a unit or a vehicle
 * may use is the service's rule. A deleted unit or vehicle leaves its expenses as general ones
 * (docs/decisions/122-expenses-of-deleted-records.md). The business's residential rent tax rate
 * (docs/insight.md §2) is kept in hundredths of a percent, 800 = 8 %.
 */
export const expenses: Migration = {
  name: '0024_expenses',
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('expenses')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
      .addColumn('date', 'text', (col) => col.notNull())
      .addColumn('category', 'text', (col) =>
        col.notNull().check(sql`category in (${quoted(EXPENSE_CATEGORIES)})`),
      )
      .addColumn('amount_pesewas', 'bigint', (col) => col.notNull().check(sql`amount_pesewas > 0`))
      .addColumn('apartment_id', 'text', (col) => col.references('apartments.id').onDelete('set null'))
      .addColumn('vehicle_id', 'text', (col) => col.references('vehicles.id').onDelete('set null'))
      .addColumn('payee', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('method', 'text', (col) => col.notNull().check(sql`method in (${quoted(PAYMENT_METHODS)})`))
      .addColumn('reference', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('recorded_by_id', 'text')
      .addColumn('recorded_by_name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addCheckConstraint('expenses_one_subject', sql`apartment_id is null or vehicle_id is null`)
      .execute();
    // The list's newest-first order and the reports' sums by month, unit and vehicle (docs/insight.md).
    await db.schema
      .createIndex('expenses_account_date')
      .on('expenses')
      .columns(['account_id', 'date', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('expenses_account_amount')
      .on('expenses')
      .columns(['account_id', 'amount_pesewas', 'id'])
      .execute();
    await db.schema
      .createIndex('expenses_apartment')
      .on('expenses')
      .columns(['account_id', 'apartment_id', 'date'])
      .execute();
    await db.schema
      .createIndex('expenses_vehicle')
      .on('expenses')
      .columns(['account_id', 'vehicle_id', 'date'])
      .execute();
    await db.schema
      .alterTable('accounts')
      .addColumn('rent_tax_rate_bp', 'integer', (col) =>
        col.notNull().defaultTo(800).check(sql`rent_tax_rate_bp between 0 and 10000`),
      )
      .execute();
  },
};
