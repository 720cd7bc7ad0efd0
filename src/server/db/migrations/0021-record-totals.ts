import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connection';
import type { Migration } from '../migrate';

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
type AnyDb = Kysely<any>;

/**
 * Totals a list shows, kept per business and group by triggers (docs/decisions/099-record-totals.md):
 * the rows they count, what each group is keyed by and the sums they carry.
 */
export interface RecordTotals {
  table: 'rent_record_totals' | 'maintenance_totals' | 'payment_totals' | 'remittance_totals';
  rows: 'rent_records' | 'maintenance_records' | 'payments' | 'remittances';
  /** The columns a group is keyed by, the business first; copied from the row, never null. */
  keys: readonly string[];
  /** Columns of the rows summed, each into a column of the same name. */
  sums: readonly string[];
  /** Counts of the rows whose column is above zero: the count's column and the row's column. */
  positives?: Readonly<Record<string, string>>;
  /** The column whose value makes a row not count when it is set (a void). */
  uncountedWhenSet?: string;
}

/** The rent records' count and figures by status, standing and billing (the rent and arrears lists). */
const RENT_RECORD_TOTALS: RecordTotals = {
  table: 'rent_record_totals',
  rows: 'rent_records',
  keys: ['account_id', 'status', 'standing', 'billing'],
  sums: [
    'due_pesewas',
    'paid_pesewas',
    'balance_pesewas',
    'arrears_pesewas',
    'utility_pesewas',
    'total_pesewas',
  ],
  positives: { in_arrears: 'arrears_pesewas' },
};

/** The maintenance jobs' count and cost by status (the maintenance list). */
const MAINTENANCE_TOTALS: RecordTotals = {
  table: 'maintenance_totals',
  rows: 'maintenance_records',
  keys: ['account_id', 'status'],
  sums: ['cost_pesewas'],
};

/**
 * The payments' and remittances' count and sum by method over all time: `day_totals` answers a span
 * of days, these an unbounded list (its first page), which by day would read a row per day of history.
 */
const PAYMENT_TOTALS: RecordTotals = {
  table: 'payment_totals',
  rows: 'payments',
  keys: ['account_id', 'method'],
  sums: ['amount_pesewas'],
  uncountedWhenSet: 'voided_at',
};
const REMITTANCE_TOTALS: RecordTotals = {
  ...PAYMENT_TOTALS,
  table: 'remittance_totals',
  rows: 'remittances',
};

export const RECORD_TOTALS = [
  RENT_RECORD_TOTALS,
  MAINTENANCE_TOTALS,
  PAYMENT_TOTALS,
  REMITTANCE_TOTALS,
] as const;

/** The condition a row (`new`, `old` or an alias) counts under: always, or while it is not void. */
function countsWhen(totals: RecordTotals, row: string): string {
  return totals.uncountedWhenSet ? `${row}.${totals.uncountedWhenSet} is null` : 'true';
}

/** Each total column of a kind of totals (beside `count`) and its value for one row (`new`, `old`…). */
function valuesOf(totals: RecordTotals): [string, (row: string) => string][] {
  return [
    ...totals.sums.map((name): [string, (row: string) => string] => [name, (row) => `${row}.${name}`]),
    ...Object.entries(totals.positives ?? {}).map(([name, read]): [string, (row: string) => string] => [
      name,
      (row) => `case when ${row}.${read} > 0 then 1 else 0 end`,
    ]),
  ];
}

/**
 * Counts and sums per business and group, kept by triggers as `day_totals` keeps the money lists' by
 * day (docs/decisions/099-record-totals.md): the rent records', the maintenance jobs', and the
 * payments' and remittances' by method over all time. An unfiltered page's total and sums are read
 * from a few rows, not from every record (or every day) the business ever kept. A later migration
 * that makes one of these tables of rows again on SQLite (a copy and rename) drops their triggers and
 * must create them again with `createRecordTotalTriggers`.
 */
export const recordTotals: Migration = {
  name: '0021_record_totals',
  async up(db: AnyDb, engine: Engine) {
    for (const totals of RECORD_TOTALS) {
      let table = db.schema
        .createTable(totals.table)
        .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'));
      for (const key of totals.keys.slice(1)) table = table.addColumn(key, 'text', (col) => col.notNull());
      table = table.addColumn('count', 'integer', (col) => col.notNull().check(sql`count >= 0`));
      const values = valuesOf(totals);
      for (const [name] of values) table = table.addColumn(name, 'bigint', (col) => col.notNull());
      await table.addPrimaryKeyConstraint(`${totals.table}_key`, [...totals.keys] as never).execute();
      const sums = values.map(([, value]) => `sum(${value('r')})`);
      await sql`
        insert into ${sql.table(totals.table)} (${sql.raw([...totals.keys, 'count', ...values.map(([name]) => name)].join(', '))})
        select ${sql.raw([...totals.keys.map((key) => `r.${key}`), 'count(*)', ...sums].join(', '))}
        from ${sql.table(totals.rows)} as r where ${sql.raw(countsWhen(totals, 'r'))}
        group by ${sql.raw(totals.keys.map((key) => `r.${key}`).join(', '))}
      `.execute(db);
      await createRecordTotalTriggers(db, engine, totals);
    }
  },
};

/** The triggers that keep one kind of totals beside every write of its rows. */
export async function createRecordTotalTriggers(db: AnyDb, engine: Engine, totals: RecordTotals) {
  const { table, rows, keys } = totals;
  const values = valuesOf(totals);
  const sumNames = values.map(([name]) => name);
  const insertColumns = [...keys, 'count', ...sumNames].join(', ');
  const keyList = keys.join(', ');
  if (engine === 'postgres') {
    // Statement triggers over the rows the statement wrote (transition tables), as day_totals': one
    // grouped upsert per statement, so the day's rollover of a thousand records is two queries.
    const grouped = (from: string) =>
      `select ${keys.map((key) => `r.${key}`).join(', ')}, count(*) as count,
        ${values.map(([name, value]) => `sum(${value('r')}) as ${name}`).join(', ')}
       from ${from} as r where ${countsWhen(totals, 'r')} group by ${keys.map((key) => `r.${key}`).join(', ')}`;
    const add = `insert into ${table} (${insertColumns}) ${grouped('new_rows')}
      on conflict (${keyList}) do update set count = ${table}.count + excluded.count,
      ${sumNames.map((name) => `${name} = ${table}.${name} + excluded.${name}`).join(', ')};`;
    const take = `update ${table} set count = ${table}.count - gone.count,
      ${sumNames.map((name) => `${name} = ${table}.${name} - gone.${name}`).join(', ')}
      from (${grouped('old_rows')}) as gone
      where ${keys.map((key) => `${table}.${key} = gone.${key}`).join(' and ')};`;
    // The groups a statement moves are locked first, in key order: two statements moving the same
    // groups (the day's rollover beside a payment) then wait for each other instead of deadlocking.
    const lock = (...from: string[]) => `perform 1 from ${table} as kept
      join (${from.map((name) => `select ${keyList} from ${name}`).join(' union ')}) as moved using (${keyList})
      order by ${keys.map((key) => `kept.${key}`).join(', ')} for update of kept;`;
    // An edit takes the old rows' figures out of their groups before adding the new ones, so no
    // group's count ever passes below zero.
    const bodies = {
      added: `${lock('new_rows')}\n${add}`,
      removed: `${lock('old_rows')}\n${take}`,
      changed: `${lock('old_rows', 'new_rows')}\n${take}\n${add}`,
    };
    for (const [moment, body] of Object.entries(bodies)) {
      await sql`create or replace function ${sql.raw(`${table}_${moment}`)}() returns trigger
        language plpgsql as $$ begin ${sql.raw(body)} return null; end $$`.execute(db);
    }
    const events = {
      added: 'insert on {rows} referencing new table as new_rows',
      removed: 'delete on {rows} referencing old table as old_rows',
      changed: 'update on {rows} referencing old table as old_rows new table as new_rows',
    };
    for (const [moment, event] of Object.entries(events)) {
      await sql`create trigger ${sql.raw(`${table}_${moment}`)} after ${sql.raw(event.replace('{rows}', rows))}
        for each statement execute function ${sql.raw(`${table}_${moment}`)}()`.execute(db);
    }
    return;
  }
  const take = `update ${table} set count = count - 1,
    ${values.map(([name, value]) => `${name} = ${name} - ${value('old')}`).join(', ')}
    where ${countsWhen(totals, 'old')} and ${keys.map((key) => `${key} = old.${key}`).join(' and ')};`;
  // The SELECT's WHERE is needed even when always true: SQLite reads an upsert after a SELECT only then.
  const add = `insert into ${table} (${insertColumns})
    select ${[...keys.map((key) => `new.${key}`), '1', ...values.map(([, value]) => value('new'))].join(', ')}
    where ${countsWhen(totals, 'new')}
    on conflict (${keyList}) do update set count = count + 1,
    ${sumNames.map((name) => `${name} = ${name} + excluded.${name}`).join(', ')};`;
  // SQLite's row triggers: an edit moves the totals only when a column they read has changed (the
  // day's rollover rewrites every stale record's figures, most of them to the same values).
  const read = [
    ...new Set([
      ...keys,
      ...totals.sums,
      ...Object.values(totals.positives ?? {}),
      ...(totals.uncountedWhenSet ? [totals.uncountedWhenSet] : []),
    ]),
  ];
  const changed = `(${read.map((name) => `old.${name}`).join(', ')}) is not (${read.map((name) => `new.${name}`).join(', ')})`;
  await sql`create trigger ${sql.raw(`${table}_insert`)} after insert on ${sql.table(rows)}
    begin ${sql.raw(add)} end`.execute(db);
  await sql`create trigger ${sql.raw(`${table}_delete`)} after delete on ${sql.table(rows)}
    begin ${sql.raw(take)} end`.execute(db);
  await sql`create trigger ${sql.raw(`${table}_update`)} after update of ${sql.raw(read.join(', '))}
    on ${sql.table(rows)} when ${sql.raw(changed)}
    begin ${sql.raw(take)} ${sql.raw(add)} end`.execute(db);
}
