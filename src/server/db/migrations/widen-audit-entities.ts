import { type Kysely, sql } from 'kysely';
import { AUDIT_ENTITIES, type AuditEntity } from '../../../shared/schemas/audit';
import type { Engine } from '../connection';

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
type AnyDb = Kysely<any>;

/**
 * The audit log's kinds of record as a migration left them. The shared list only ever grows at its
 * end (a kind once audited stays audited), so each migration's set is the prefix ending with the last
 * kind it added.
 */
export function auditEntitiesThrough(last: AuditEntity): readonly AuditEntity[] {
  return AUDIT_ENTITIES.slice(0, AUDIT_ENTITIES.indexOf(last) + 1);
}

/**
 * Widens the audit log's CHECK on `entity` to the kinds of record a migration names (0009, 0012);
 * each migration keeps its own list, as the schema stood then. PostgreSQL drops and adds the
 * constraint. SQLite cannot alter a CHECK: the table is made again with the new one (SQLite's documented twelve-step change,
 * inside the migration's transaction with foreign keys off), every row copied, then its indexes and
 * both append-only triggers made again from their stored SQL. DROP TABLE fires no row trigger.
 */
export async function widenAuditEntities(db: AnyDb, engine: Engine, entities: readonly string[]) {
  const entityCheck = `entity in (${entities.map((entity) => `'${entity}'`).join(', ')})`;
  if (engine === 'postgres') {
    await sql`alter table audit_events drop constraint audit_events_entity_check`.execute(db);
    await sql
      .raw(`alter table audit_events add constraint audit_events_entity_check check (${entityCheck})`)
      .execute(db);
    return;
  }
  const table = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'table' and name = 'audit_events'`
    .execute(db)
    .then((result) => result.rows[0]?.sql);
  if (!table) throw new Error('table audit_events not found');
  const dependents = await sql<{ type: string; name: string; sql: string }>`select type, name, sql
    from sqlite_master where tbl_name = 'audit_events' and type in ('index', 'trigger') and sql is not null`
    .execute(db)
    .then((result) => result.rows);
  const triggers = dependents.filter((each) => each.type === 'trigger');
  if (triggers.length !== 2) throw new Error(`audit_events has ${triggers.length} triggers, not 2`);
  const oldCheck = /entity in \([^)]*\)/i;
  if (!oldCheck.test(table)) throw new Error('audit_events has no CHECK on entity to widen');
  const definition = table
    .replace(/^create table "?audit_events"?/i, 'create table "audit_events_new"')
    .replace(oldCheck, entityCheck);
  const columns = (
    await sql<{ name: string }>`select name from pragma_table_info('audit_events')`.execute(db)
  ).rows
    .map((row) => `"${row.name}"`)
    .join(', ');
  await sql.raw(definition).execute(db);
  await sql
    .raw(`insert into "audit_events_new" (${columns}) select ${columns} from "audit_events"`)
    .execute(db);
  await sql.raw('drop table "audit_events"').execute(db);
  await sql.raw('alter table "audit_events_new" rename to "audit_events"').execute(db);
  for (const each of dependents) await sql.raw(each.sql).execute(db);
}
