import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach } from 'vitest';
import type { Role } from '../../shared/constants';
import type { UserProfile } from '../../shared/schemas/auth';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config/config';
import { type DatabaseHandle, type Db, openDatabase, SQLITE_FILE } from '../db/connection';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { newId } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import { accountsRepository } from '../modules/accounts/repository';
import { sessionStore, usersRepository } from '../modules/users';
import { SESSION_COOKIE } from '../plugins/auth';

/** Set to a PostgreSQL URL to run the API tests there; each test file gets its own schema. */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: Config;
  /** The account every `signIn` user belongs to unless told otherwise. */
  accountId: string;
  /** Creates a user directly in the database and returns a cookie header signed in as them. */
  signIn(
    role?: Role,
    overrides?: Partial<{ email: string; name: string; password: string; accountId: string }>,
  ): Promise<TestSession>;
  /** Makes another account (another business on the same server) and returns its id. */
  newAccount(name?: string): Promise<string>;
  /**
   * One request as the user of `cookie`. `payload`, when given, goes as the JSON body whatever it
   * is: tests send invalid bodies on purpose.
   */
  request(
    method: HTTPMethods,
    url: string,
    options?: { cookie?: string; payload?: unknown },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A test file's app: the one of the test that is running (see `freshAppForEachTest`). */
export type PerTestApp = Omit<TestApp, 'close'>;

export interface TestSession {
  user: UserProfile;
  cookie: string;
  password: string;
}

let counter = 0;

/** scrypt is slow on purpose: each test password is hashed once per test file. */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/**
 * A PostgreSQL schema for one test file, dropped after it. pg_trgm (docs/decisions/096-trigram-search.md)
 * is made in `public` first: made by a file's migration inside its own schema, it would go when that
 * file drops its schema, with the trigram indexes of every other file's schema.
 */
export async function createTestSchema(databaseUrl: string, schema: string) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin
      .query('create extension if not exists pg_trgm schema public')
      .catch((error: { code?: string }) => {
        // Files start at once: another one made it first (unique_violation, duplicate_object).
        if (error.code !== '23505' && error.code !== '42710') throw error;
      });
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
}

/**
 * Fresh databases cost a migration only once per test file (docs/decisions/101-test-databases.md): migrating
 * from nothing runs hundreds of statements (80 ms on SQLite, 400 ms on PostgreSQL here, for every
 * test). The file's first app migrates one database; on SQLite every app then starts on a copy of
 * it, and on PostgreSQL a closed app's schema is emptied, row by row, for the next one. Both are
 * what a migration from nothing makes: the migrations add no rows to an empty database (checked
 * below). `releaseTestDatabases` (the API tests' setup file) drops them after the file.
 */
let sqliteTemplate: Promise<string> | undefined;
const templateDirs: string[] = [];
const emptiedSchemas: string[] = [];
const madeSchemas: string[] = [];

function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-test-template-'));
    templateDirs.push(dir);
    const handle = await openDatabase({ dataDir: dir });
    await migrate(handle.db, handle.engine);
    await assertNoRows(handle.db, handle.engine);
    // Closing the only connection writes the WAL back into the file: the file alone is the database.
    await handle.close();
    if (fs.existsSync(path.join(dir, `${SQLITE_FILE}-wal`))) throw new Error('the template kept its WAL');
    return path.join(dir, SQLITE_FILE);
  })();
  return sqliteTemplate;
}

async function newTestSchema(databaseUrl: string) {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await createTestSchema(databaseUrl, schema);
  madeSchemas.push(schema);
  return schema;
}

async function migratedTestSchema(databaseUrl: string) {
  const emptied = emptiedSchemas.pop();
  if (emptied) return emptied;
  const schema = await newTestSchema(databaseUrl);
  const handle = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), pgSchema: schema });
  try {
    await migrate(handle.db, handle.engine);
    await assertNoRows(handle.db, handle.engine);
  } finally {
    await handle.close();
  }
  return schema;
}

/** The app tables of a schema, all but the migrations' own record. */
async function appTables(client: pg.Client, schema: string) {
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = $1 and table_type = 'BASE TABLE' and table_name <> 'schema_migrations'`,
    [schema],
  );
  return rows.map((row) => row.name);
}

/**
 * Deletes every row of a closed app's schema and lends it to the file's next app. Triggers and
 * foreign keys are off meanwhile (session_replication_role): the totals tables are emptied with the
 * rows they count, in any order. A few empty tables cost far less than TRUNCATE's new files.
 */
async function emptyTestSchema(databaseUrl: string, schema: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await appTables(client, schema);
    await client.query(
      [
        'begin',
        'set local session_replication_role = replica',
        ...tables.map((table) => `delete from ${schema}."${table}"`),
        'commit',
      ].join(';\n'),
    );
  } finally {
    await client.end();
  }
  emptiedSchemas.push(schema);
}

/** Drops a PostgreSQL schema a test made (with its tables). */
export async function dropTestSchema(databaseUrl: string, schema: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
  const made = madeSchemas.indexOf(schema);
  if (made >= 0) madeSchemas.splice(made, 1);
}

/**
 * A migrated database must be empty for a copy or an emptied schema to stand for a fresh one. (An
 * SQLite full-text table's own tables hold its settings from the start; they are copied as made.)
 */
async function assertNoRows(db: Db, engine: 'sqlite' | 'postgres') {
  const tables =
    engine === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_schema as t where type = 'table'
          and name not like 'sqlite!_%' escape '!' and not exists (select 1 from sqlite_schema as v
          where v.type = 'table' and v.sql like 'create virtual table%' and t.name like v.name || '!_%' escape '!')`.execute(
          db,
        );
  for (const { name } of tables.rows) {
    if (name === 'schema_migrations') continue;
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(
      db,
    );
    if (Number(rows[0]?.n) > 0) throw new Error(`a migration from nothing left rows in ${name}`);
  }
}

/** Drops the schemas and template files a test file made (after its last test). */
export async function releaseTestDatabases() {
  if (TEST_DATABASE_URL)
    for (const schema of [...madeSchemas]) await dropTestSchema(TEST_DATABASE_URL, schema);
  emptiedSchemas.length = 0;
  for (const dir of templateDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  sqliteTemplate = undefined;
}

/** A fresh app on a fresh, migrated database (SQLite temp file, or a PostgreSQL schema). */
export interface TestAppOptions {
  /**
   * An upgrade: the database is made by the first `migrations` migrations, `fill` puts data in it,
   * and then the rest run, as when an install takes new code.
   */
  upgrade?: { migrations: number; fill(db: Db): Promise<void> };
}

export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'no-client'), ...env });
  let release = async () => {};
  let handle: DatabaseHandle;
  if (TEST_DATABASE_URL) {
    const databaseUrl = TEST_DATABASE_URL;
    // An upgrade's schema is made from nothing and dropped; any other is a migrated one, emptied after.
    const schema = options.upgrade ? await newTestSchema(databaseUrl) : await migratedTestSchema(databaseUrl);
    handle = await openDatabase({ databaseUrl, dataDir, pgSchema: schema });
    release = () =>
      options.upgrade ? dropTestSchema(databaseUrl, schema) : emptyTestSchema(databaseUrl, schema);
  } else {
    if (!options.upgrade) fs.copyFileSync(await migratedSqliteFile(), path.join(dataDir, SQLITE_FILE));
    handle = await openDatabase({ dataDir });
  }
  if (options.upgrade) {
    await migrate(handle.db, handle.engine, migrations.slice(0, options.upgrade.migrations));
    await options.upgrade.fill(handle.db);
  }
  // A copied or emptied database is migrated already: here it must apply nothing.
  const applied = await migrate(handle.db, handle.engine);
  if (!options.upgrade && applied.length > 0)
    throw new Error(`a reused test database was missing migrations: ${applied.join(', ')}`);
  const app = await buildApp({ config, db: handle.db, engine: handle.engine });
  await app.ready();
  const newAccount = async (name = 'Test business') =>
    (await accountsRepository(handle.db).insert(newId(), name))._id;
  // An upgraded install already has its account ('My business'); a fresh one gets a test business.
  const accountId = (await accountsRepository(handle.db).first())?._id ?? (await newAccount());

  return {
    app,
    handle,
    config,
    accountId,
    newAccount,
    request(method, url, { cookie, payload } = {}) {
      return app.inject({
        method,
        url,
        ...(cookie === undefined ? {} : { headers: { cookie } }),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
    async signIn(role = 'Admin', overrides = {}) {
      counter += 1;
      const password = overrides.password ?? 'correct-horse-battery';
      const email =
        overrides.email ?? `${role.toLowerCase()}${counter}.${randomBytes(3).toString('hex')}@example.com`;
      const user = await usersRepository(handle.db, overrides.accountId ?? accountId).insert({
        id: newId(),
        name: overrides.name ?? `${role} User ${counter}`,
        email,
        phone: '+233241112233',
        role,
        passwordHash: await hashOnce(password),
      });
      // The session is made directly: signing in through the route checks the password with scrypt,
      // 80 ms a time on purpose, and the sign-in route has tests of its own (modules/auth).
      const token = await sessionStore(handle.db).create(user._id);
      return { user, password, cookie: `${SESSION_COOKIE}=${token}` };
    },
    async close() {
      await app.close();
      await handle.close();
      await release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Gives every test of the file its own app on a fresh database, made before the test and closed
 * after it. The answer always stands for the running test's app, so a file declares it once at
 * the top (`const t = freshAppForEachTest()`) instead of reassigning a variable in hooks of its own.
 * With a role, a user of that role is signed in before each test too: `t.cookie` is their session.
 */
export function freshAppForEachTest(): PerTestApp;
export function freshAppForEachTest(signedIn: Role): PerTestApp & { readonly cookie: string };
export function freshAppForEachTest(signedIn?: Role): PerTestApp & { readonly cookie: string } {
  let current: { t: TestApp; cookie?: string } | undefined;
  beforeEach(async () => {
    const t = await createTestApp();
    current = { t };
    if (signedIn) current.cookie = (await t.signIn(signedIn)).cookie;
  });
  afterEach(async () => {
    await current?.t.close();
    current = undefined;
  });
  const now = (): TestApp => {
    if (!current) throw new Error('the test app exists only while a test (or its hooks) runs');
    return current.t;
  };
  return {
    get app() {
      return now().app;
    },
    get handle() {
      return now().handle;
    },
    get config() {
      return now().config;
    },
    get accountId() {
      return now().accountId;
    },
    get cookie() {
      if (current?.cookie === undefined) throw new Error('no user was signed in for this file');
      return current.cookie;
    },
    signIn: (role, overrides) => now().signIn(role, overrides),
    newAccount: (name) => now().newAccount(name),
    request: (method, url, options) => now().request(method, url, options),
  };
}

/** The `name=value` of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie was set');
  return `${SESSION_COOKIE}=${cookie.value}`;
}
