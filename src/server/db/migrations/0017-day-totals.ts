import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connection';
import type { Migration } from '../migrate';

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
type AnyDb = Kysely<any>;

/** The money lists whose sums are kept by day (docs/decisions/094-day-totals.md). */
export const DAY_TOTAL_LISTS = ['payments', 'remittances'] as const;

/** Columns whose change moves a row (SQLite's update trigger watches only these). */
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
    // Statement triggers over the rows the statement wrote (transition tables): one grouped upsert
    // per statement, not one per row, so a bulk load (the demo seed's million remittances) costs
    // about what its inserts cost. The list's name is the trigger's argument.
    const upsert = sql`on conflict (account_id, list, day, method) do update
      set count = day_totals.count + excluded.count,
          amount_pesewas = day_totals.amount_pesewas + excluded.amount_pesewas`;
    const moved = sql`(o.account_id, o.date, o.method, o.amount_pesewas, o.voided_at)
      is distinct from (n.account_id, n.date, n.method, n.amount_pesewas, n.voided_at)`;
    await sql`
      create or replace function day_totals_added() returns trigger language plpgsql as $$
      begin
        insert into day_totals (account_id, list, day, method, count, amount_pesewas)
          select account_id, tg_argv[0], substr(date, 1, 10), method, count(*), sum(amount_pesewas)
          from new_rows where voided_at is null
          group by account_id, substr(date, 1, 10), method
        ${upsert};
        return null;
      end
      $$`.execute(db);
    await sql`
      create or replace function day_totals_removed() returns trigger language plpgsql as $$
      begin
        update day_totals
          set count = day_totals.count - gone.n, amount_pesewas = day_totals.amount_pesewas - gone.amount
          from (
            select account_id, substr(date, 1, 10) as day, method, count(*) as n, sum(amount_pesewas) as amount
            from old_rows where voided_at is null
            group by account_id, substr(date, 1, 10), method
          ) as gone
          where day_totals.account_id = gone.account_id and day_totals.list = tg_argv[0]
            and day_totals.day = gone.day and day_totals.method = gone.method;
        return null;
      end
      $$`.execute(db);
    // An edit moves a row only when its business, day, method, amount or void changed: what it moved
    // is taken from its old sum, then added to its new one (an upsert's row is checked before it
    // meets the row it updates, so it never carries a negative count).
    await sql`
      create or replace function day_totals_changed() returns trigger language plpgsql as $$
      begin
        update day_totals
          set count = day_totals.count - gone.n, amount_pesewas = day_totals.amount_pesewas - gone.amount
          from (
            select o.account_id, substr(o.date, 1, 10) as day, o.method, count(*) as n, sum(o.amount_pesewas) as amount
            from old_rows o join new_rows n on n.id = o.id
            where o.voided_at is null and ${moved}
            group by o.account_id, substr(o.date, 1, 10), o.method
          ) as gone
          where day_totals.account_id = gone.account_id and day_totals.list = tg_argv[0]
            and day_totals.day = gone.day and day_totals.method = gone.method;
        insert into day_totals (account_id, list, day, method, count, amount_pesewas)
          select n.account_id, tg_argv[0], substr(n.date, 1, 10), n.method, count(*), sum(n.amount_pesewas)
          from old_rows o join new_rows n on n.id = o.id
          where n.voided_at is null and ${moved}
          group by n.account_id, substr(n.date, 1, 10), n.method
        ${upsert};
        return null;
      end
      $$`.execute(db);
    for (const list of DAY_TOTAL_LISTS) {
      const table = sql.table(list);
      const argument = sql.lit(list);
      await sql`create trigger ${sql.raw(`${list}_day_totals_added`)} after insert on ${table}
        referencing new table as new_rows
        for each statement execute function day_totals_added(${argument})`.execute(db);
      await sql`create trigger ${sql.raw(`${list}_day_totals_removed`)} after delete on ${table}
        referencing old table as old_rows
        for each statement execute function day_totals_removed(${argument})`.execute(db);
      await sql`create trigger ${sql.raw(`${list}_day_totals_changed`)} after update on ${table}
        referencing old table as old_rows new table as new_rows
        for each statement execute function day_totals_changed(${argument})`.execute(db);
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
