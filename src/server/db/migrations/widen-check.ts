import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connection';

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
type AnyDb = Kysely<any>;

/** A column's `column in (...)` CHECK, widened to a list of values (0027). */
export interface WidenedCheck {
  table: string;
  column: string;
  values: readonly string[];
}

/**
 * Widens a column's `in (...)` CHECK. PostgreSQL drops and adds the column's constraint
 * (`<table>_<column>_check`, the name it gave it). SQLite cannot alter a CHECK: the table is made
 * again with the new one (SQLite's documented twelve-step change, inside the migration's transaction
 * with foreign keys off), every row copied, then its indexes and triggers (the day totals') made again
 * from their stored SQL. DROP TABLE fires no row trigger, and the copy into the new table none either.
 */
export async function widenCheck(db: AnyDb, engine: Engine, { table, column, values }: WidenedCheck) {
  const check = `${column} in (${values.map((value) => `'${value}'`).join(', ')})`;
  if (engine === 'postgres') {
    const constraint = `${table}_${column}_check`;
    await sql.raw(`alter table "${table}" drop constraint "${constraint}"`).execute(db);
    await sql.raw(`alter table "${table}" add constraint "${constraint}" check (${check})`).execute(db);
    return;
  }
  const definition = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'table' and name = ${table}`
    .execute(db)
    .then((result) => result.rows[0]?.sql);
  if (!definition) throw new Error(`table ${table} not found`);
  const dependents = await sql<{ sql: string }>`select sql from sqlite_master
    where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null`
    .execute(db)
    .then((result) => result.rows);
  const oldCheck = new RegExp(`\\b${column} in \\([^)]*\\)`, 'i');
  if (!oldCheck.test(definition)) throw new Error(`${table} has no CHECK on ${column} to widen`);
  const widened = definition
    .replace(new RegExp(`^create table "?${table}"?`, 'i'), `create table "${table}_new"`)
    .replace(oldCheck, check);
  const columns = (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)).rows
    .map((row) => `"${row.name}"`)
    .join(', ');
  await sql.raw(widened).execute(db);
  await sql.raw(`insert into "${table}_new" (${columns}) select ${columns} from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${table}_new" rename to "${table}"`).execute(db);
  for (const each of dependents) await sql.raw(each.sql).execute(db);
}
