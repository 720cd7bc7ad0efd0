import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { migrations } from './migrations';

/** The tables whose rows a check counts: what a landlord would miss first (docs/backups.md). */
export const COUNTED_TABLES = [
  'accounts',
  'users',
  'apartments',
  'rent_records',
  'payments',
  'vehicles',
  'maintenance_records',
  'hire_contracts',
  'remittances',
  'audit_events',
] as const;

export type DatabaseFileCheck =
  | { ok: true; migrations: number; rows: Record<string, number> }
  | { ok: false; reason: string };

const SQLITE_HEADER = 'SQLite format 3\u0000';

function refuse(reason: string): DatabaseFileCheck {
  return { ok: false, reason };
}

/**
 * Checks an embedded-database file without changing it: that it is an SQLite database, that it is
 * this product's (its migrations table names only migrations this code knows, so it is not newer
 * than the code), that `PRAGMA integrity_check` finds nothing, and how many rows its main tables
 * hold. Used on every backup before it is listed as checked, and by `npm run restore` before it
 * puts a file in place (docs/backups.md).
 */
export function checkDatabaseFile(file: string): DatabaseFileCheck {
  let header: Buffer;
  try {
    const fd = fs.openSync(file, 'r');
    try {
      header = Buffer.alloc(16);
      fs.readSync(fd, header, 0, 16, 0);
    } finally {
      fs.closeSync(fd);
    }
  } catch (error) {
    return refuse(`cannot read the file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  if (header.toString('latin1') !== SQLITE_HEADER) return refuse('it is not an SQLite database');

  let database: SqliteDatabase.Database | undefined;
  try {
    database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    const integrity = database.prepare('pragma integrity_check').pluck().all() as string[];
    if (integrity.length !== 1 || integrity[0] !== 'ok') {
      return refuse(`the database is damaged: ${integrity.slice(0, 3).join('; ')}`);
    }
    const hasMigrations = database
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'schema_migrations'")
      .get();
    if (!hasMigrations) return refuse('it is not a database of this product (no schema_migrations table)');
    const applied = database.prepare('select name from schema_migrations').pluck().all() as string[];
    const known = new Set(migrations.map((migration) => migration.name));
    const unknown = applied.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      return refuse(
        `it was written by a newer version of the product (unknown migrations: ${unknown.slice(0, 3).join(', ')})`,
      );
    }
    if (!applied.includes(migrations[0]?.name ?? '')) {
      return refuse('it is not a database of this product (its first migration is missing)');
    }
    const rows: Record<string, number> = {};
    for (const table of COUNTED_TABLES) {
      const exists = database
        .prepare("select 1 from sqlite_master where type = 'table' and name = ?")
        .get(table);
      if (!exists) continue;
      rows[table] = Number(database.prepare(`select count(*) from "${table}"`).pluck().get());
    }
    return { ok: true, migrations: applied.length, rows };
  } catch (error) {
    return refuse(`the database cannot be read: ${(error as Error).message}`);
  } finally {
    database?.close();
  }
}
