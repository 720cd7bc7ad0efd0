import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when unset the embedded SQLite database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the SQLite file (created when missing). */
  dataDir: string;
  /** PostgreSQL schema to use instead of public (the tests give each file its own). */
  pgSchema?: string;
}

export const SQLITE_FILE = 'property-manager.db';

/** The PostgreSQL driver, loaded only when it is used: the embedded database never pays for it. */
async function loadPg() {
  const { default: pg } = await import('pg');
  // int8 (COUNT, SUM, bigint money columns) comes back from pg as a string; amounts in pesewas stay
  // far below 2^53, so a JS number is exact.
  pg.types.setTypeParser(20, (value) => Number(value));
  pg.types.setTypeParser(1700, (value) => Number(value));
  return pg;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pg = await loadPg();
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }

  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SqliteDatabase(path.join(options.dataDir, SQLITE_FILE));
  // WAL lets readers run beside the writer; synchronous=FULL makes every commit durable across a
  // power cut; busy_timeout lets a second process on the same file wait instead of failing.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // SQLite's own page cache: 4 MB instead of better-sqlite3's 16 MB. The file's pages stay in the
  // operating system's cache either way; on the large demo data the bigger cache filled to its cap and
  // stayed resident, for no measurable gain in the bench (decision 055).
  file.pragma('cache_size = -4000');
  // The planner's statistics, refreshed where tables have grown since (SQLite's advice for a long-lived
  // connection), each table sampled so it stays quick: without any, a million-row table is planned as
  // if it held a dozen rows (docs/lists.md).
  file.pragma('analysis_limit = 1000');
  file.pragma('optimize = 0x10002');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: preparedOnce(file) }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/** Statements kept prepared, by their SQL: the most recently used. */
const PREPARED_STATEMENTS = 300;

/**
 * Kysely prepares every query's statement anew; preparing costs about as much as running a small
 * query. The connection keeps the last few hundred statements prepared and runs them again (an
 * import's 5,000 records make the same dozen queries each, decision 137). A statement still being
 * iterated (a streamed list) is busy: a fresh one is prepared for the next caller instead.
 */
function preparedOnce(file: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      statements.clear();
      file.close();
    },
    prepare(query: string) {
      const kept = statements.get(query);
      if (kept && !kept.busy) {
        // Most recently used last: the first entry is the one to drop.
        statements.delete(query);
        statements.set(query, kept);
        return kept;
      }
      const statement = file.prepare(query);
      if (!kept) {
        statements.set(query, statement);
        if (statements.size > PREPARED_STATEMENTS) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      return statement;
    },
  };
}

/** Resolves when the database answers a trivial query. */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
