import { type Kysely, sql } from 'kysely';
import { newId } from '../../lib/ids';
import type { Engine } from '../connection';
import type { Migration } from '../migrate';

/** The tables whose rows belong to one account (docs/accounts.md §1); child rows follow their parent. */
const OWNED_TABLES = ['users', 'apartments', 'rent_records', 'payments', 'vehicles', 'maintenance_records'];

/** Indexes that become per account: dropped here and made again with `account_id` first. */
const REPLACED_INDEXES = [
  'apartments_created_at',
  'apartments_status',
  'rent_records_created_at',
  'payments_created_at',
  'payments_request_key',
  'vehicles_created_at',
  'maintenance_records_date',
];

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
type AnyDb = Kysely<any>;

async function hasRows(db: AnyDb, table: string): Promise<boolean> {
  return (await db.selectFrom(table).select(sql`1`.as('one')).limit(1).execute()).length > 0;
}

/**
 * SQLite cannot add a NOT NULL column with a foreign key, nor drop a column's UNIQUE: the table is
 * made again with the column (SQLite's documented twelve-step change, inside the migration's
 * transaction, with foreign keys off: see db/migrate.ts). Its other indexes come back as they were.
 */
async function rebuildSqliteTable(db: AnyDb, table: string, accountId: string, dropUnique?: string) {
  const found = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = ${table}`
    .execute(db)
    .then((result) => result.rows[0]?.sql);
  if (!found) throw new Error(`table ${table} not found`);
  const indexes = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
    where type = 'index' and tbl_name = ${table} and sql is not null`.execute(db);
  const columns = (
    await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
  ).rows.map((row) => `"${row.name}"`);
  let definition = found.replace(/^create table "?\w+"?/i, `create table "${table}_new"`);
  if (dropUnique) {
    const withUnique = new RegExp(`("${dropUnique}" text not null) unique`, 'i');
    if (!withUnique.test(definition)) throw new Error(`${table}.${dropUnique} has no UNIQUE to drop`);
    definition = definition.replace(withUnique, '$1');
  }
  definition = definition.replace(
    /\)\s*$/,
    `, "account_id" text not null references "accounts" ("id") check (length("account_id") > 0))`,
  );
  await sql.raw(definition).execute(db);
  const list = columns.join(', ');
  await sql
    .raw(`insert into "${table}_new" (${list}, "account_id") select ${list}, '${accountId}' from "${table}"`)
    .execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${table}_new" rename to "${table}"`).execute(db);
  for (const index of indexes.rows) {
    if (!REPLACED_INDEXES.includes(index.name)) await sql.raw(index.sql).execute(db);
  }
}

/**
 * Many businesses on one server (docs/accounts.md): the accounts table, an owner on every record, the
 * per-account cache versions and the append-only audit log (docs/ledger.md §7). An install that already
 * has data gets one account, 'My business', that owns all of it: nothing is lost or left ownerless.
 */
export const accounts: Migration = {
  name: '0006_accounts',
  async up(db: AnyDb, engine: Engine) {
    await db.schema
      .createTable('accounts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull().check(sql`length(name) > 0`))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    let firstAccount = '';
    const existing = await Promise.all(OWNED_TABLES.map((table) => hasRows(db, table)));
    if (existing.some(Boolean)) {
      firstAccount = newId();
      const now = new Date().toISOString();
      await db
        .insertInto('accounts')
        .values({ id: firstAccount, name: 'My business', created_at: now, updated_at: now })
        .execute();
    }

    const sqlite = engine === 'sqlite';
    for (const table of OWNED_TABLES) {
      if (sqlite) {
        await rebuildSqliteTable(db, table, firstAccount, table === 'vehicles' ? 'reg_key' : undefined);
        continue;
      }
      await db.schema
        .alterTable(table)
        .addColumn('account_id', 'text', (col) => col.references('accounts.id'))
        .execute();
      if (firstAccount) await db.updateTable(table).set({ account_id: firstAccount }).execute();
      await sql.raw(`alter table "${table}" alter column "account_id" set not null`).execute(db);
      await sql
        .raw(
          `alter table "${table}" add constraint "${table}_account_id_check" check (length(account_id) > 0)`,
        )
        .execute(db);
    }
    if (!sqlite) {
      await sql`alter table vehicles drop constraint if exists vehicles_reg_key_key`.execute(db);
      for (const name of REPLACED_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
    }

    // Every list reads one account's rows newest first; plates and request keys are unique per account.
    await db.schema.createIndex('users_account').on('users').columns(['account_id', 'created_at']).execute();
    for (const table of ['apartments', 'rent_records', 'payments', 'vehicles', 'maintenance_records']) {
      await db.schema
        .createIndex(`${table}_account_created_at`)
        .on(table)
        .columns(['account_id', 'created_at', 'id'])
        .execute();
    }
    await db.schema
      .createIndex('apartments_account_status')
      .on('apartments')
      .columns(['account_id', 'status'])
      .execute();
    await db.schema
      .createIndex('vehicles_account_reg_key')
      .on('vehicles')
      .columns(['account_id', 'reg_key'])
      .unique()
      .execute();
    await db.schema
      .createIndex('payments_account_request_key')
      .on('payments')
      .columns(['account_id', 'request_key'])
      .unique()
      .execute();
    await db.schema
      .createIndex('maintenance_records_account_date')
      .on('maintenance_records')
      .columns(['account_id', 'maintenance_date', 'created_at'])
      .execute();

    // The list cache's counters, now one per account and list (plugins/list-cache.ts).
    await db.schema.dropTable('data_version').execute();
    await db.schema
      .createTable('list_versions')
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
      .addColumn('list', 'text', (col) => col.notNull())
      .addColumn('version', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('list_versions_pk', ['account_id', 'list'])
      .execute();

    await db.schema
      .createTable('audit_events')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
      .addColumn('at', 'text', (col) => col.notNull())
      // Not a foreign key: the event outlives a deleted user, under the name they had.
      .addColumn('actor_id', 'text', (col) => col.notNull())
      .addColumn('actor_name', 'text', (col) => col.notNull())
      .addColumn('action', 'text', (col) =>
        col.notNull().check(sql`action in ('create', 'update', 'delete', 'void')`),
      )
      .addColumn('entity', 'text', (col) =>
        // The kinds of docs/ledger.md §7 as they stood when this shipped (shared/schemas/audit.ts grows later).
        col
          .notNull()
          .check(sql`entity in ('apartment', 'rent_record', 'payment', 'vehicle', 'maintenance', 'user',
          'business', 'contract', 'remittance', 'vehicle_document', 'expense')`),
      )
      .addColumn('entity_id', 'text', (col) => col.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .execute();
    await db.schema
      .createIndex('audit_events_account_at')
      .on('audit_events')
      .columns(['account_id', 'at', 'id'])
      .execute();
    await db.schema
      .createIndex('audit_events_account_entity')
      .on('audit_events')
      .columns(['account_id', 'entity', 'entity_id', 'at'])
      .execute();

    // Nothing edits or deletes audit events, whatever code runs (docs/ledger.md §7).
    if (sqlite) {
      for (const operation of ['update', 'delete']) {
        await sql
          .raw(`create trigger audit_events_no_${operation} before ${operation} on audit_events
            begin select raise(abort, 'audit events cannot be changed'); end`)
          .execute(db);
      }
    } else {
      await sql`create function audit_events_append_only() returns trigger language plpgsql as $$
        begin raise exception 'audit events cannot be changed'; end $$`.execute(db);
      await sql`create trigger audit_events_append_only before update or delete on audit_events
        for each row execute function audit_events_append_only()`.execute(db);
    }
  },
};
