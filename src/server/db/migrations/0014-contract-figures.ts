import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connection';
import type { Migration } from '../migrate';

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
type AnyDb = Kysely<any>;

/** The rules the stored figures keep, whatever writes them (docs/decisions/078-stored-contract-figures.md). */
const CHECKS = {
  hire_contracts_expected: sql`expected_pesewas >= 0`,
  hire_contracts_arrears: sql`arrears_pesewas = case when expected_pesewas > paid_pesewas then expected_pesewas - paid_pesewas else 0 end`,
  hire_contracts_progress: sql`progress is null or (type = 'work_and_pay' and progress >= 0 and progress <= 1)`,
  hire_contracts_figures_day: sql`figures_day = '' or length(figures_day) = 10`,
};

/**
 * A contract's figures as of its business's day, stored beside it so that the list sorts, filters and
 * totals them in the database (docs/decisions/078-stored-contract-figures.md): what has fallen due
 * (`expected_pesewas`), the arrears, a work-and-pay contract's progress, and the day they are of.
 * Existing contracts start with no day (''): the first read or the day's rollover computes them.
 */
export const contractFigures: Migration = {
  name: '0014_contract_figures',
  async up(db: AnyDb, engine: Engine) {
    const progressType = engine === 'postgres' ? 'double precision' : 'real';
    const checked = (name: keyof typeof CHECKS) =>
      // SQLite adds a table's rule only with a column; PostgreSQL adds it after the columns (below).
      engine === 'sqlite' ? CHECKS[name] : null;
    const add = async (
      column: string,
      type: 'integer' | 'text' | typeof progressType,
      rule: keyof typeof CHECKS,
      notNullDefault: number | string | null,
    ) => {
      const check = checked(rule);
      await db.schema
        .alterTable('hire_contracts')
        .addColumn(column, sql.raw(type), (col) => {
          let built = notNullDefault === null ? col : col.notNull().defaultTo(notNullDefault);
          if (check) built = built.check(check);
          return built;
        })
        .execute();
    };
    await add('expected_pesewas', 'integer', 'hire_contracts_expected', 0);
    await add('arrears_pesewas', 'integer', 'hire_contracts_arrears', 0);
    await add('progress', progressType, 'hire_contracts_progress', null);
    await add('figures_day', 'text', 'hire_contracts_figures_day', '');
    if (engine === 'postgres') {
      for (const [name, rule] of Object.entries(CHECKS)) {
        await db.schema.alterTable('hire_contracts').addCheckConstraint(name, rule).execute();
      }
    }
    // The rollover finds a business's contracts not yet of today; the list sorts and filters by these.
    const indexes: [string, string[]][] = [
      ['hire_contracts_account_figures_day', ['account_id', 'figures_day']],
      ['hire_contracts_account_arrears', ['account_id', 'arrears_pesewas', 'id']],
      ['hire_contracts_account_progress', ['account_id', 'progress', 'id']],
      ['hire_contracts_account_start', ['account_id', 'start_date', 'id']],
      ['hire_contracts_account_hirer', ['account_id', 'hirer_name', 'id']],
    ];
    for (const [name, columns] of indexes) {
      await db.schema.createIndex(name).on('hire_contracts').columns(columns).execute();
    }
    // A remittance's balance after it sums its contract's earlier ones in settling order.
    await db.schema
      .createIndex('remittances_account_contract_settling')
      .on('remittances')
      .columns(['account_id', 'contract_id', 'date', 'receipt_number'])
      .execute();
    await db.schema
      .createIndex('remittances_account_amount')
      .on('remittances')
      .columns(['account_id', 'amount_pesewas', 'id'])
      .execute();
  },
};
