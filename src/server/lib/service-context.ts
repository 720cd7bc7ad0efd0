import { type Kysely, sql } from 'kysely';
import { DATA_KINDS, type DataKind, type Role } from '../../shared/constants';
import type { Db, Engine } from '../db/connection';
import type { Database } from '../db/schema';

/** A query runner: the database itself for reads, the write's transaction for writes. */
export type Executor = Kysely<Database>;

/** Who acts: a signed-in user, or the server itself (start-up, seeding). */
export interface Actor {
  _id: string;
  name: string;
  role: Role;
}

/** The server acting on its own behalf (the first administrator from ADMIN_EMAIL, demo seeding). */
export const SYSTEM_ACTOR: Actor = { _id: 'system', name: 'System', role: 'Admin' };

/** What every service function receives (docs/accounts.md §2). */
export interface ReadContext {
  trx: Executor;
  actor: Actor;
  accountId: string;
}

export interface ServiceContext extends ReadContext {
  /** Names the kinds of data this write changes: their cached lists move in this same transaction. */
  changed(...kinds: DataKind[]): void;
}

/**
 * Thrown by a service when an edit would leave the record exactly as it was: the write's transaction
 * is rolled back (no audit event, no new `updatedAt`, no cache refresh) and `record` is the answer.
 */
export class Unchanged {
  constructor(readonly record: unknown) {}
}

export interface WriteResult<T> {
  result: T;
  changed: DataKind[];
}

/**
 * The data kinds with a counter (plugins/list-cache.ts): those of the cached lists, and those the
 * alert feed is made of. The others have no cached read to move.
 */
const UNCOUNTED = new Set<DataKind>(['remittances', 'reminders', 'users', 'account']);
const CACHED_KINDS = new Set<DataKind>(DATA_KINDS.filter((kind) => !UNCOUNTED.has(kind)));

/**
 * Moves the counters of the cached lists a write changed, inside the write's transaction. Seeds call
 * it too, in their own transaction: a running server then shows the seeded rows at once.
 */
export async function bumpListVersions(trx: Executor, accountId: string, kinds: Iterable<DataKind>) {
  for (const kind of [...kinds].filter((each) => CACHED_KINDS.has(each)).sort()) {
    await sql`insert into list_versions (account_id, list, version) values (${accountId}, ${kind}, 1)
      on conflict (account_id, list) do update set version = list_versions.version + 1`.execute(trx);
  }
}

/**
 * Runs one write in one transaction: the service's changes, its audit events and the list counters
 * commit together or not at all. On SQLite the transaction starts with BEGIN IMMEDIATE, so a second
 * process waits for the write lock (busy_timeout) instead of failing when it turns from read to write.
 */
export async function runWrite<T>(
  db: Db,
  engine: Engine,
  who: { actor: Actor; accountId: string },
  work: (ctx: ServiceContext) => Promise<T>,
): Promise<WriteResult<T>> {
  const changed = new Set<DataKind>();
  const body = async (trx: Executor): Promise<T> => {
    const ctx: ServiceContext = {
      trx,
      actor: who.actor,
      accountId: who.accountId,
      changed: (...kinds) => {
        for (const kind of kinds) changed.add(kind);
      },
    };
    const result = await work(ctx);
    await bumpListVersions(trx, who.accountId, changed);
    return result;
  };
  try {
    const result =
      engine === 'postgres'
        ? await db.transaction().execute(body)
        : await db.connection().execute(async (conn) => {
            await sql`begin immediate`.execute(conn);
            try {
              const value = await body(conn);
              await sql`commit`.execute(conn);
              return value;
            } catch (error) {
              await sql`rollback`.execute(conn);
              throw error;
            }
          });
    return { result, changed: [...changed] };
  } catch (error) {
    if (error instanceof Unchanged) return { result: error.record as T, changed: [] };
    throw error;
  }
}
