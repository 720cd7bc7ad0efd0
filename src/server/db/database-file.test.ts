import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, SQLITE_FILE } from './connection';
import { checkDatabaseFile } from './database-file';
import { migrate } from './migrate';
import { migrations } from './migrations';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-dbfile-'));
  dirs.push(dir);
  return dir;
}

async function productDatabase(): Promise<string> {
  const dataDir = tempDir();
  const handle = await openDatabase({ dataDir });
  await migrate(handle.db, 'sqlite');
  await handle.close();
  return path.join(dataDir, SQLITE_FILE);
}

describe('checkDatabaseFile', () => {
  it("passes a migrated database of this product and counts its main tables' rows", async () => {
    const check = checkDatabaseFile(await productDatabase());
    expect(check).toMatchObject({ ok: true, migrations: migrations.length, rows: { users: 0, payments: 0, accounts: 0 } });
  });

  it('refuses a file that is not a database, a missing file, and another SQLite database', () => {
    const dir = tempDir();
    const text = path.join(dir, 'notes.db');
    fs.writeFileSync(text, 'rent book, not a database');
    expect(checkDatabaseFile(text)).toEqual({ ok: false, reason: 'it is not an SQLite database' });
    expect(checkDatabaseFile(path.join(dir, 'absent.db'))).toMatchObject({ ok: false, reason: /cannot read/ });
    const other = path.join(dir, 'other.db');
    new SqliteDatabase(other).exec('create table notes (id text)');
    expect(checkDatabaseFile(other)).toMatchObject({ ok: false, reason: /not a database of this product/ });
  });

  it('refuses a database written by a newer version', async () => {
    const file = await productDatabase();
    const database = new SqliteDatabase(file);
    database.prepare("insert into schema_migrations (name, applied_at) values ('9999_future', 'x')").run();
    database.close();
    expect(checkDatabaseFile(file)).toMatchObject({ ok: false, reason: /newer version.*9999_future/ });
  });

  it('refuses a damaged database', async () => {
    const file = await productDatabase();
    const bytes = fs.readFileSync(file);
    // Overwrite the middle of the file (table and index pages) but keep the header.
    bytes.fill(0x5a, 4096, bytes.length - 4096);
    fs.writeFileSync(file, bytes);
    expect(checkDatabaseFile(file)).toMatchObject({ ok: false });
  });
});
