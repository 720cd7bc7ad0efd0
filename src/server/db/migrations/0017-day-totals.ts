import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connection';
import type { Migration } from '../migrate';

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
type AnyDb = Kysely<any>;

/** The money lists whose sums are kept by day (docs/decisions/094-day-totals.md). */
export const DAY_TOTAL_LISTS = ['payments', 'remittances'] as const;

/** Columns whose change moves a row from one day's (or method's) sum to another's, or out of all. */
const MOVING_COLUMNS = 'account_id, date, method, amount_pesewas, voided_at';

/**
 * How many payments and remittances count, and their sum, per business, day and method
 * (docs/decisions/094-day-totals.md): a list's total over a million rows read from a few hundred.
 * Database triggers keep them, so every write moves them in its own transaction, whatever code or
 * tool made it. A later migration that makes `payments` or `remittances` again on SQLite (a copy and
 * rename) drops their triggers and must create them again with `createDayTotalTriggers`.
 */
export const dayTotals: Migration = {
  name: '0017_day_totals',
  async up(db: AnyDb, engine: Engine) {
    await db.schema
      .createTable('day_totals')
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
      .addColumn('list', 'text', (col) => col.notNull().check(sql`list in ('payments', 'remittances')`))
      .addColumn('day', 'text', (col) => col.notNull().check(sql`length(day) = 10`))
      .addColumn('method', 'text', (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull().check(sql`count >= 0`))
      .addColumn('amount_pesewas', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('day_totals_key', ['account_id', 'list', 'day', 'method'])
      .execute();
    for (const list of DAY_TOTAL_LISTS) {
      await sql`
        insert into day_totals (account_id, list, day, method, count, amount_pesewas)
        select account_id, ${list}, substr(date, 1, 10), method, count(*), sum(amount_pesewas)
        from ${sql.table(list)} where voided_at is null
        group by account_id, substr(date, 1, 10), method
      `.execute(db);
    }
    await createDayTotalTriggers(db, engine);
  },
};

/** The triggers that keep `day_totals` beside every write of payments and remittances. */
export async function createDayTotalTriggers(db: AnyDb, engine: Engine) {
  if (engine === 'postgres') {
    // One function for both tables: the list's name is the trigger's argument.
    await sql`
      create or replace function day_totals_follow() returns trigger language plpgsql as $$
      declare
        which text := tg_argv[0];
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          if old.voided_at is null then
            update day_totals
              set count = day_totals.count - 1, amount_pesewas = day_totals.amount_pesewas - old.amount_pesewas
              where account_id = old.account_id and list = which
                and day = substr(old.date, 1, 10) and method = old.method;
          end if;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          if new.voided_at is null then
            insert into day_totals (account_id, list, day, method, count, amount_pesewas)
              values (new.account_id, which, substr(new.date, 1, 10), new.method, 1, new.amount_pesewas)
              on conflict (account_id, list, day, method) do update
              set count = day_totals.count + 1,
                  amount_pesewas = day_totals.amount_pesewas + excluded.amount_pesewas;
          end if;
        end if;
        return null;
      end
      $$
    `.execute(db);
    for (const list of DAY_TOTAL_LISTS) {
      await sql`
        create trigger ${sql.raw(`${list}_day_totals`)}
        after insert or delete or update of ${sql.raw(MOVING_COLUMNS)} on ${sql.table(list)}
        for each row execute function day_totals_follow(${sql.lit(list)})
      `.execute(db);
    }
    return;
  }
  for (const list of DAY_TOTAL_LISTS) {
    const take = sql`
      update day_totals
        set count = count - 1, amount_pesewas = amount_pesewas - old.amount_pesewas
        where old.voided_at is null and account_id = old.account_id and list = ${sql.lit(list)}
          and day = substr(old.date, 1, 10) and method = old.method;`;
    // `where true`: SQLite reads an upsert after a SELECT only when the SELECT has a WHERE clause.
    const add = sql`
      insert into day_totals (account_id, list, day, method, count, amount_pesewas)
        select new.account_id, ${sql.lit(list)}, substr(new.date, 1, 10), new.method, 1, new.amount_pesewas
        where new.voided_at is null
        on conflict (account_id, list, day, method) do update
        set count = count + 1, amount_pesewas = amount_pesewas + excluded.amount_pesewas;`;
    await sql`create trigger ${sql.raw(`${list}_day_totals_insert`)} after insert on ${sql.table(list)}
      begin ${add} end`.execute(db);
    await sql`create trigger ${sql.raw(`${list}_day_totals_delete`)} after delete on ${sql.table(list)}
      begin ${take} end`.execute(db);
    await sql`create trigger ${sql.raw(`${list}_day_totals_update`)}
      after update of ${sql.raw(MOVING_COLUMNS)} on ${sql.table(list)}
      begin ${take} ${add} end`.execute(db);
  }
}
