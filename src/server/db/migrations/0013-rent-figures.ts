import { type Kysely, sql } from 'kysely';
import type { Migration } from '../migrate';

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
type AnyDb = Kysely<any>;

/**
 * A rent record's derived figures stored beside it (docs/decisions/075-stored-rent-figures.md), in
 * pesewas, as of `figures_day`: what the lists sort, filter and total by. The rows start stale (day
 * '0000-00-00'); the first read of a business, or the day's rollover, computes them from the engine.
 */
export const rentFigures: Migration = {
  name: '0013_rent_figures',
  async up(db: AnyDb) {
    const columns: [string, 'integer' | 'text', unknown, ReturnType<typeof sql> | null][] = [
      ['paid_pesewas', 'integer', 0, null],
      ['due_pesewas', 'integer', 0, sql`due_pesewas >= 0`],
      ['arrears_pesewas', 'integer', 0, sql`arrears_pesewas >= 0`],
      // The total minus what was paid: negative when in credit.
      ['balance_pesewas', 'integer', 0, null],
      ['days_overdue', 'integer', 0, sql`days_overdue >= 0`],
      ['standing', 'text', 'Owing', sql`standing in ('Settled', 'In credit', 'In arrears', 'Owing')`],
      ['figures_day', 'text', '0000-00-00', sql`length(figures_day) = 10`],
    ];
    for (const [name, type, initial, check] of columns) {
      await db.schema
        .alterTable('rent_records')
        .addColumn(name, type, (col) => {
          const column = col.notNull().defaultTo(initial);
          return check ? column.check(check) : column;
        })
        .execute();
    }
    const indexes: [string, string[]][] = [
      ['rent_records_account_figures_day', ['account_id', 'figures_day']],
      ['rent_records_figures_day', ['figures_day', 'account_id']],
      ['rent_records_account_created', ['account_id', 'created_at', 'id']],
      ['rent_records_account_tenant_name', ['account_id', 'tenant_name', 'id']],
      ['rent_records_account_expiration', ['account_id', 'expiration_date', 'id']],
      ['rent_records_account_arrears', ['account_id', 'arrears_pesewas', 'id']],
      ['rent_records_account_days_overdue', ['account_id', 'days_overdue', 'arrears_pesewas', 'id']],
      ['rent_records_account_balance', ['account_id', 'balance_pesewas', 'id']],
      ['rent_records_account_standing', ['account_id', 'standing']],
      ['rent_records_account_status', ['account_id', 'status']],
    ];
    for (const [name, indexColumns] of indexes) {
      await db.schema.createIndex(name).on('rent_records').columns(indexColumns).execute();
    }
  },
};
