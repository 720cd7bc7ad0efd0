import { sql } from 'kysely';
import { DEFAULT_TIMEZONE, type Role } from '../../../shared/constants';
import type { UserProfile } from '../../../shared/schemas/auth';
import { deleteOwned } from '../../db/owned-rows';
import type { UsersTable } from '../../db/schema';
import { nowIso } from '../../lib/ids';
import { keysetBatches } from '../../lib/list-read';
import type { Executor } from '../../lib/service-context';

export interface NewUser {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  passwordHash: string;
  timezone?: string | undefined;
}

/** The changes an edit may carry; the password arrives already hashed. */
export interface UserChanges {
  name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  role?: Role | undefined;
  timezone?: string | undefined;
  passwordHash?: string | undefined;
}

export function toUserProfile(
  row: Pick<UsersTable, 'id' | 'name' | 'email' | 'phone' | 'role' | 'timezone'>,
): UserProfile {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    timezone: row.timezone,
  };
}

export const profileColumns = ['id', 'name', 'email', 'phone', 'role', 'timezone'] as const;

/** A user in the all-data workbook: the profile and when it was added, never a password or its hash. */
export interface ExportedUser extends UserProfile {
  createdAt: string;
}

/**
 * Users by e-mail, across the deployment: an address signs in to one account and is unique in all
 * of them (docs/accounts.md §1). Only sign-in and the uniqueness rule look here.
 */
export function userCredentials(db: Executor) {
  return {
    /** The user with its account and password hash, for sign-in. Emails are stored lower-case. */
    async findByEmail(email: string) {
      const row = await db
        .selectFrom('users')
        .select([...profileColumns, 'password_hash', 'account_id'])
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      return row
        ? { ...toUserProfile(row), passwordHash: row.password_hash, accountId: row.account_id }
        : null;
    },

    async emailTaken(email: string, exceptId?: string): Promise<boolean> {
      let query = db.selectFrom('users').select('id').where('email', '=', email.toLowerCase());
      if (exceptId) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** How many users the deployment has (the one-time setup is offered while there are none). */
    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * Swaps a password hash for one of the same password at today's cost. Not a change the user made,
     * so `updated_at` stays and no audit event is written; a password changed meanwhile is left alone.
     */
    async replacePasswordHash(id: string, current: string, replacement: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: replacement })
        .where('id', '=', id)
        .where('password_hash', '=', current)
        .execute();
    },
  };
}

/** One account's users. */
export function usersRepository(db: Executor, accountId: string) {
  const own = () => db.selectFrom('users').where('account_id', '=', accountId);
  return {
    async findById(id: string): Promise<UserProfile | null> {
      const row = await own().select(profileColumns).where('id', '=', id).executeTakeFirst();
      return row ? toUserProfile(row) : null;
    },

    async findPasswordHash(id: string): Promise<string | null> {
      const row = await own().select('password_hash').where('id', '=', id).executeTakeFirst();
      return row?.password_hash ?? null;
    },

    /** Every user, by name (case-insensitive). */
    async list(): Promise<UserProfile[]> {
      const rows = await own()
        .select(profileColumns)
        .orderBy(sql`lower(name)`)
        .orderBy('created_at')
        .execute();
      return rows.map(toUserProfile);
    },

    /** Every user, oldest first, batch after batch (the all-data workbook): never a password hash. */
    batches(): AsyncGenerator<ExportedUser[]> {
      return keysetBatches(async (after, limit) => {
        let query = own().select([...profileColumns, 'created_at']);
        if (after)
          query = query.where((eb) =>
            eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(after.createdAt, after._id)),
          );
        const rows = await query.orderBy('created_at').orderBy('id').limit(limit).execute();
        return rows.map((row) => ({ ...toUserProfile(row), createdAt: row.created_at }));
      });
    },

    /** Inserts a user; the e-mail's uniqueness is the caller's check (and the table's UNIQUE). */
    async insert(user: NewUser): Promise<UserProfile> {
      const now = nowIso();
      const row: UsersTable = {
        id: user.id,
        account_id: accountId,
        name: user.name,
        email: user.email.toLowerCase(),
        phone: user.phone,
        role: user.role,
        password_hash: user.passwordHash,
        timezone: user.timezone ?? DEFAULT_TIMEZONE,
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('users').values(row).execute();
      return toUserProfile(row);
    },

    /**
     * Write-locks the account's Admin rows (a no-op write: row locks on PostgreSQL; SQLite's writes
     * are serialised already) and answers their ids, so two Admins demoting each other at the same
     * moment count the Admins one after the other.
     */
    async lockAdmins(): Promise<string[]> {
      await db
        .updateTable('users')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('account_id', '=', accountId)
        .where('role', '=', 'Admin')
        .execute();
      const rows = await own().select('id').where('role', '=', 'Admin').execute();
      return rows.map((row) => row.id);
    },

    async update(id: string, changes: UserChanges): Promise<UserProfile | null> {
      const { passwordHash, ...fields } = changes;
      const values: Partial<UsersTable> = { updated_at: nowIso() };
      for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined) Object.assign(values, { [key]: value });
      }
      if (fields.email !== undefined) values.email = fields.email.toLowerCase();
      if (passwordHash !== undefined) values.password_hash = passwordHash;
      const row = await db
        .updateTable('users')
        .set(values)
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .returning(profileColumns)
        .executeTakeFirst();
      return row ? toUserProfile(row) : null;
    },

    /** True when the user was deleted; their sessions go with them (ON DELETE CASCADE). */
    async remove(id: string): Promise<boolean> {
      return (await deleteOwned(db, 'users', accountId, { id })) > 0;
    },
  };
}
