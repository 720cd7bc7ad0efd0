import { sql } from 'kysely';
import type { Executor } from '../../lib/service-context';

/**
 * Days `from` up to, not including, `until` (`YYYY-MM-DD`); either end left out means no bound. A
 * payment dated with a time counts on its day, as the day totals count it.
 */
export interface Span {
  from?: string | undefined;
  until?: string | undefined;
}

/** A grouped sum: the group's key (null: no unit, no vehicle) and its pesewas. */
export type Sums = Map<string | null, number>;

const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

function add(into: Sums, rows: { key: string | null; total: number | string | null }[]): Sums {
  for (const row of rows) into.set(row.key, (into.get(row.key) ?? 0) + Number(row.total ?? 0));
  return into;
}

/** Which expenses a sum covers: all of them, or only those of vehicles (the fleet's charts). */
export type ExpenseScope = 'all' | 'vehicles';

/**
 * The profit report's sums (docs/insight.md §2), each one grouped query in the database over one
 * business's rows: money in from the rent payments and remittances that count, money out from the
 * expenses, the maintenance jobs' costs (on their date) and the vehicle documents' (on their issue
 * date). Pesewas throughout.
 */
export function reportsRepository(db: Executor, accountId: string) {
  // biome-ignore lint/suspicious/noExplicitAny: a where-clause on whichever table's date column.
  const within = <Q extends { where: (...args: any[]) => Q }>(query: Q, column: string, span: Span): Q => {
    let bounded = query;
    if (span.from !== undefined) bounded = bounded.where(column, '>=', span.from);
    if (span.until !== undefined) bounded = bounded.where(column, '<', span.until);
    return bounded;
  };

  return {
    /**
     * Rent payments and remittances that count, per month: read from the day totals the triggers keep
     * (docs/decisions/094-day-totals.md), a row per day and method rather than one per payment.
     */
    async incomeByMonth(span: Span): Promise<{ rent: Sums; hire: Sums }> {
      const rows = await within(db.selectFrom('day_totals').where('account_id', '=', accountId), 'day', span)
        .select([
          'list',
          month('day').as('key'),
          (eb) => eb.fn.sum<number | string>('amount_pesewas').as('total'),
        ])
        .groupBy(['list', month('day')])
        .execute();
      return {
        rent: add(
          new Map(),
          rows.filter((row) => row.list === 'payments'),
        ),
        hire: add(
          new Map(),
          rows.filter((row) => row.list === 'remittances'),
        ),
      };
    },

    /** Expenses of every source per month (`all`), or only the vehicles' (`vehicles`). */
    async expensesByMonth(span: Span, scope: ExpenseScope): Promise<Sums> {
      let expenses = within(db.selectFrom('expenses').where('account_id', '=', accountId), 'date', span);
      let maintenance = within(
        db.selectFrom('maintenance_records').where('account_id', '=', accountId),
        'maintenance_date',
        span,
      );
      if (scope === 'vehicles') {
        expenses = expenses.where('vehicle_id', 'is not', null);
        // A deleted vehicle's jobs are the business's general expenses (docs/decisions/126-profit-report.md).
        maintenance = maintenance.where('vehicle_id', 'is not', null);
      }
      const [spent, repairs, papers] = await Promise.all([
        expenses
          .select([month('date').as('key'), (eb) => eb.fn.sum<number | string>('amount_pesewas').as('total')])
          .groupBy(month('date'))
          .execute(),
        maintenance
          .select([
            month('maintenance_date').as('key'),
            (eb) => eb.fn.sum<number | string>('cost_pesewas').as('total'),
          ])
          .groupBy(month('maintenance_date'))
          .execute(),
        within(db.selectFrom('vehicle_documents').where('account_id', '=', accountId), 'issued_on', span)
          .select([
            month('issued_on').as('key'),
            (eb) => eb.fn.sum<number | string>('cost_pesewas').as('total'),
          ])
          .groupBy(month('issued_on'))
          .execute(),
      ]);
      return add(add(add(new Map(), spent), repairs), papers);
    },

    /**
     * Rent payments that count, per unit of their rent record (null: a record without a unit, or a
     * payment whose record was deleted): summed per tenancy first, from the index on
     * (account, tenant, voided, date, amount), then per unit.
     */
    async rentByUnit(span: Span): Promise<Sums> {
      const paid = within(
        db
          .selectFrom('payments')
          .where('payments.account_id', '=', accountId)
          .where('payments.voided_at', 'is', null),
        'payments.date',
        span,
      )
        .select([
          'payments.tenant_id',
          (eb) => eb.fn.sum<number | string>('payments.amount_pesewas').as('paid'),
        ])
        .groupBy('payments.tenant_id')
        .as('paid');
      const rows = await db
        .selectFrom(paid)
        .leftJoin('rent_records', (join) =>
          join.onRef('rent_records.id', '=', 'paid.tenant_id').on('rent_records.account_id', '=', accountId),
        )
        .select([
          'rent_records.apartment_id as key',
          (eb) => eb.fn.sum<number | string>('paid.paid').as('total'),
        ])
        .groupBy('rent_records.apartment_id')
        .execute();
      return add(new Map(), rows);
    },

    /**
     * Expenses per unit; null holds the general ones (no unit, no vehicle) and a deleted vehicle's
     * maintenance jobs, which count as the business's general expenses.
     */
    async expensesByUnit(span: Span): Promise<Sums> {
      const [spent, orphanJobs] = await Promise.all([
        within(db.selectFrom('expenses').where('account_id', '=', accountId), 'date', span)
          .where('vehicle_id', 'is', null)
          .select(['apartment_id as key', (eb) => eb.fn.sum<number | string>('amount_pesewas').as('total')])
          .groupBy('apartment_id')
          .execute(),
        within(
          db.selectFrom('maintenance_records').where('account_id', '=', accountId),
          'maintenance_date',
          span,
        )
          .where('vehicle_id', 'is', null)
          .select([sql<null>`null`.as('key'), (eb) => eb.fn.sum<number | string>('cost_pesewas').as('total')])
          .execute(),
      ]);
      return add(add(new Map(), spent), orphanJobs);
    },

    /**
     * Remittances that count per vehicle of their contract. Each contract's sum is one range of the
     * index on (account, contract, voided, date, amount), read alone without the table (a correlated
     * sum per contract): a year of the xl fleet's million remittances grouped any other way reads every
     * row of the year from the table. `vehicleId` narrows it to one vehicle.
     */
    async hireByVehicle(span: Span, vehicleId?: string): Promise<Sums> {
      let contracts = db.selectFrom('hire_contracts as c').where('c.account_id', '=', accountId);
      if (vehicleId !== undefined) contracts = contracts.where('c.vehicle_id', '=', vehicleId);
      const rows = await contracts
        .select((eb) => [
          'c.vehicle_id as key',
          eb.fn
            .sum<number | string | null>(
              within(
                eb
                  .selectFrom('remittances as r')
                  .where('r.account_id', '=', accountId)
                  .whereRef('r.contract_id', '=', 'c.id')
                  .where('r.voided_at', 'is', null),
                'r.date',
                span,
              ).select((inner) => inner.fn.sum<number | string | null>('r.amount_pesewas').as('paid')),
            )
            .as('total'),
        ])
        .groupBy('c.vehicle_id')
        .execute();
      return add(new Map(), rows);
    },

    /** Expenses per vehicle: its expenses, maintenance jobs and documents. `vehicleId` narrows it to one. */
    async expensesByVehicle(span: Span, vehicleId?: string): Promise<Sums> {
      const sums = (table: 'expenses' | 'maintenance_records' | 'vehicle_documents') => {
        const [column, amount] =
          table === 'expenses'
            ? (['date', 'amount_pesewas'] as const)
            : table === 'maintenance_records'
              ? (['maintenance_date', 'cost_pesewas'] as const)
              : (['issued_on', 'cost_pesewas'] as const);
        let query = within(db.selectFrom(table).where('account_id', '=', accountId), column, span);
        query =
          vehicleId === undefined
            ? query.where('vehicle_id', 'is not', null)
            : query.where('vehicle_id', '=', vehicleId);
        return query
          .select(['vehicle_id as key', (eb) => eb.fn.sum<number | string>(amount).as('total')])
          .groupBy('vehicle_id')
          .execute();
      };
      const found = await Promise.all([
        sums('expenses'),
        sums('maintenance_records'),
        sums('vehicle_documents'),
      ]);
      return found.reduce((into, rows) => add(into, rows), new Map() as Sums);
    },

    /** The business's units, by title. */
    async units(): Promise<{ id: string; label: string }[]> {
      return db
        .selectFrom('apartments')
        .where('account_id', '=', accountId)
        .select(['id', 'title as label'])
        .orderBy('title')
        .orderBy('id')
        .execute();
    },

    /** The business's vehicles, by registration number. */
    async vehicles(): Promise<{ id: string; label: string }[]> {
      return db
        .selectFrom('vehicles')
        .where('account_id', '=', accountId)
        .select(['id', 'reg_num as label'])
        .orderBy('reg_num')
        .orderBy('id')
        .execute();
    },

    /** The business's rent tax rate in hundredths of a percent (800 = 8 %). */
    async rentTaxRateBp(): Promise<number> {
      const row = await db
        .selectFrom('accounts')
        .where('id', '=', accountId)
        .select('rent_tax_rate_bp')
        .executeTakeFirst();
      return Number(row?.rent_tax_rate_bp ?? 0);
    },
  };
}
