import { type Kysely, sql } from 'kysely';
import type { Db, Engine } from '../db/connection';

/** Each table's rows as sorted JSON lines: two snapshots are equal exactly when no row changed. */
export type Snapshot = Record<string, string[]>;

/**
 * The app's tables. On PostgreSQL only those of this test's schema, read from the catalog of that
 * schema alone: Kysely's introspection reads every schema, and fails when another test file drops
 * its schema at that moment.
 */
export async function tablesOf(db: Db): Promise<string[]> {
  const schema = await sql<{ name: string | null }>`select current_schema() as name`
    .execute(db)
    .then((result) => result.rows[0]?.name ?? null)
    .catch(() => null);
  if (schema === null) {
    // Plain tables only: a search index's FTS5 table and its shadow tables are an index, not rows.
    const found = await sql<{ name: string }>`select name from pragma_table_list
      where schema = 'main' and type = 'table' and name not like 'sqlite_%'`.execute(db);
    return found.rows.map((row) => row.name).sort();
  }
  const rows = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = ${schema} and table_type = 'BASE TABLE'`.execute(db);
  return rows.rows.map((row) => row.name).sort();
}

/**
 * A value that moves whenever a row may have been written since it was last read. SQLite counts the
 * rows this (single) connection changed; PostgreSQL gives every writing transaction an id, so the
 * first id not yet handed out moves with any write (other test files move it too: that only costs
 * a snapshot).
 */
async function writeMarker(db: Db, engine: Engine): Promise<string> {
  const query =
    engine === 'sqlite'
      ? sql<{ marker: string }>`select cast(total_changes() as text) as marker`
      : sql<{ marker: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as marker`;
  return (await query.execute(db)).rows[0]?.marker ?? '';
}

/**
 * Takes snapshots, reusing the last one while the engine's write marker shows that nothing was
 * written since: the answer is the same, without reading every table after every request.
 */
export function snapshotter(db: Db, engine: Engine): () => Promise<Snapshot> {
  let last: { marker: string; snapshot: Snapshot } | undefined;
  const tables = tablesOf(db);
  return async () => {
    const marker = await writeMarker(db, engine);
    if (last?.marker !== marker) last = { marker, snapshot: await snapshot(db, await tables) };
    return last.snapshot;
  };
}

/** Every row of every table (or of the tables named). */
export async function snapshot(db: Db, tables?: string[]): Promise<Snapshot> {
  const names = tables ?? (await tablesOf(db));
  // biome-ignore lint/suspicious/noExplicitAny: every table, whatever its type.
  const anyDb = db as unknown as Kysely<any>;
  const rows = await Promise.all(names.map((name) => anyDb.selectFrom(name).selectAll().execute()));
  const result: Snapshot = {};
  names.forEach((name, index) => {
    result[name] = (rows[index] ?? []).map((row) => JSON.stringify(row)).sort();
  });
  return result;
}

export interface TableChange {
  added: string[];
  removed: string[];
}
