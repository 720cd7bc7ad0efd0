import { type Kysely, sql } from 'kysely';
import type { Db, Engine } from './connection';
import { migrations } from './migrations';

export interface Migration {
  /** Unique and sortable: `0001_users_and_sessions`. Never rename one that has shipped. */
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is now.
  up(db: Kysely<any>, engine: Engine): Promise<void>;
}

const MIGRATION_LOCK = 727_001;

/**
 * The migrations an existing database has still to apply; none for a fresh one (no migration applied
 * yet: nothing to keep). The server backs the embedded database up before applying them
 * (docs/backups.md §1).
 */
export async function pendingMigrations(db: Db, list: readonly Migration[] = migrations): Promise<string[]> {
  let applied: Set<string>;
  try {
    const rows = await sql<{ name: string }>`select name from schema_migrations`.execute(db);
    applied = new Set(rows.rows.map((row) => row.name));
  } catch {
    return [];
  }
  if (applied.size === 0) return [];
  return list.filter((migration) => !applied.has(migration.name)).map((migration) => migration.name);
}

/**
 * Applies pending migrations in order, each recorded in schema_migrations. Several app processes may
 * start at once: PostgreSQL serialises them with an advisory lock, SQLite with BEGIN IMMEDIATE, and
 * the whole run is one transaction, so a crash mid-way leaves the schema as it was.
 */
export async function migrate(
  db: Db,
  engine: Engine,
  list: readonly Migration[] = migrations,
): Promise<string[]> {
  // biome-ignore lint/suspicious/noExplicitAny: the bookkeeping table is not part of the app schema.
  const run = async (conn: Kysely<any>) => {
    await conn.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('applied_at', 'text', (col) => col.notNull())
      .execute();
    const rows: { name: string }[] = await conn.selectFrom('schema_migrations').select('name').execute();
    const applied = new Set(rows.map((row) => row.name));
    const done: string[] = [];
    for (const migration of list) {
      if (applied.has(migration.name)) continue;
      await migration.up(conn, engine);
      await conn
        .insertInto('schema_migrations')
        .values({ name: migration.name, applied_at: new Date().toISOString() })
        .execute();
      done.push(migration.name);
    }
    return done;
  };

  if (engine === 'postgres') {
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
      return run(trx);
    });
  }
  // Foreign keys are off while SQLite tables are made again (a dropped parent must not take its
  // children with it); they are checked in full before the commit, and on again after it. A start
  // that applies nothing checks nothing: the check reads every table (160 ms and the whole page
  // cache on the large demo data, at every start).
  return db.connection().execute(async (conn) => {
    await sql`pragma foreign_keys = off`.execute(conn);
    await sql`begin immediate`.execute(conn);
    try {
      const done = await run(conn);
      const broken = done.length > 0 ? await sql`pragma foreign_key_check`.execute(conn) : { rows: [] };
      if (broken.rows.length > 0) throw new Error(`migration left ${broken.rows.length} broken references`);
      await sql`commit`.execute(conn);
      return done;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    } finally {
      await sql`pragma foreign_keys = on`.execute(conn);
    }
  });
}
