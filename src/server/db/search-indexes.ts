import { type Kysely, sql } from 'kysely';
import type { Engine } from './connection';

// biome-ignore lint/suspicious/noExplicitAny: migrations call these with the schema as it was.
type AnyDb = Kysely<any>;

/**
 * The columns a list's search reads on its own table, by trigrams (docs/decisions/096-trigram-search.md):
 * text matched case-insensitively, phones matched by their digits. A substring search of a million
 * remittances' transaction ids reads the few rows that hold the search's three-letter pieces.
 * Each table's index is made by a migration: 0018 payments and remittances, 0019 maintenance (and
 * rent records, on PostgreSQL only).
 */
export const SEARCHED_COLUMNS = {
  payments: { text: ['tenant_name', 'reference'], phone: ['payer_phone'] },
  remittances: { text: ['reference'], phone: [] },
  maintenance_records: { text: ['vehicle_reg_num'], phone: [] },
  maintenance_issues: { text: ['text'], phone: [] },
  rent_records: { text: ['tenant_name', 'room_description'], phone: ['tenant_phone'] },
} as const satisfies Record<string, { text: readonly string[]; phone: readonly string[] }>;

export type SearchedTable = keyof typeof SEARCHED_COLUMNS;

/** SQLite's trigram index of a table: an FTS5 table over its rows (its rowid is the row's). */
export const searchIndexOf = (table: SearchedTable) => `${table}_search`;

/** Makes the trigram indexes of the given tables: what a migration that adds searched tables runs. */
export async function createSearchIndexes(db: AnyDb, engine: Engine, tables: readonly SearchedTable[]) {
  for (const table of tables) {
    if (engine === 'postgres') await createTrigramIndexes(db, table);
    else await createSearchIndex(db, table);
  }
}

/**
 * PostgreSQL: a GIN trigram index (pg_trgm) on each searched expression, spelled as the search spells
 * it (`lower(coalesce(column, ''))`, a phone's `coalesce(column, '')`), so the planner uses it. A
 * server without pg_trgm (it ships with PostgreSQL's contrib), or a user who may not create it, keeps
 * searching by reading the rows. The operator class is named with the extension's schema, wherever a
 * database has it.
 */
async function createTrigramIndexes(db: AnyDb, table: SearchedTable) {
  const schema = await trigramSchema(db);
  if (schema === null) return;
  const { text, phone } = SEARCHED_COLUMNS[table];
  for (const column of [...text, ...phone]) {
    const expression = (text as readonly string[]).includes(column)
      ? sql`lower(coalesce(${sql.ref(column)}, ''))`
      : sql`coalesce(${sql.ref(column)}, '')`;
    await sql`create index ${sql.id(`${table}_${column}_trigrams`)}
      on ${sql.table(table)} using gin ((${expression}) ${sql.id(schema, 'gin_trgm_ops')})`.execute(db);
  }
}

/** The schema holding pg_trgm, created where it is missing and may be; null when it cannot be had. */
async function trigramSchema(db: AnyDb): Promise<string | null> {
  const installed = () =>
    sql<{ schema: string }>`select n.nspname as schema from pg_extension e
      join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`
      .execute(db)
      .then((result) => result.rows[0]?.schema ?? null);
  const schema = await installed();
  if (schema !== null) return schema;
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return null;
  // In a savepoint: a refusal (no CREATE right on the database) must not end the migration's transaction.
  await sql`savepoint pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint pg_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint pg_trgm`.execute(db);
    return null;
  }
  return installed();
}

/**
 * SQLite: an FTS5 table with the trigram tokenizer over the table's own rows (external content: it
 * stores only the index), filled from the rows there are and kept by triggers. It is tied to the
 * table's rowids: a migration that makes the table again (a copy and rename), or a copy of the file
 * that renumbers rowids, must call this again or rebuild it (`rebuildSearchIndex`).
 */
export async function createSearchIndex(db: AnyDb, table: SearchedTable) {
  const index = searchIndexOf(table);
  const { text, phone } = SEARCHED_COLUMNS[table];
  const columns: string[] = [...text, ...phone];
  const list = sql.join(columns.map((column) => sql.ref(column)));
  const fromRow = (row: 'new' | 'old') => sql.join(columns.map((column) => sql.ref(`${row}.${column}`)));
  await sql`create virtual table if not exists ${sql.table(index)} using fts5(
    ${list}, content=${sql.lit(table)}, content_rowid='rowid', tokenize='trigram')`.execute(db);
  const add = sql`insert into ${sql.table(index)} (rowid, ${list}) values (new.rowid, ${fromRow('new')})`;
  const drop = sql`insert into ${sql.table(index)} (${sql.table(index)}, rowid, ${list})
    values ('delete', old.rowid, ${fromRow('old')})`;
  await sql`create trigger if not exists ${sql.id(`${index}_insert`)} after insert on ${sql.table(table)}
    begin ${add}; end`.execute(db);
  await sql`create trigger if not exists ${sql.id(`${index}_delete`)} after delete on ${sql.table(table)}
    begin ${drop}; end`.execute(db);
  await sql`create trigger if not exists ${sql.id(`${index}_update`)}
    after update of ${list} on ${sql.table(table)}
    begin ${drop}; ${add}; end`.execute(db);
  await rebuildSearchIndex(db, table);
}

/** Reads the table's rows into its trigram index again (SQLite; about a second per million rows). */
export async function rebuildSearchIndex(db: AnyDb, table: SearchedTable) {
  const index = searchIndexOf(table);
  await sql`insert into ${sql.table(index)} (${sql.table(index)}) values ('rebuild')`.execute(db);
}
