import { sql } from 'kysely';
import { DEFAULT_TIMEZONE, type Role } from '../../../shared/constants';
import type { Profile } from '../../../shared/schemas/auth';
import type { Db } from '../../db/connection';
import type { UsersTable } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { newId, nowIso } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';

export interface NewUser {
  name: string;
  email: string;
  phone: string;
  role: Role;
  password: string;
  timezone?: string;
}

/** The changes an update may carry; the password comes in clear and is stored hashed. */
export interface UserChanges {
  name?: string;
  email?: string;
  phone?: string;
  role?: Role;
  timezone?: string;
  password?: string;
}

export type UpdateResult =
  | { status: 'updated'; user: Profile }
  | { status: 'not-found' }
  | { status: 'duplicate-email' }
  | { status: 'last-admin' };

export type RemoveResult = 'removed' | 'not-found' | 'admin';

export function toProfile(
  row: Pick<UsersTable, 'id' | 'name' | 'email' | 'phone' | 'role' | 'timezone'>,
): Profile {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    timezone: row.timezone,
  };
}

const profileColumns = ['id', 'name', 'email', 'phone', 'role', 'timezone'] as const;

export function usersRepository(db: Db) {
  return {
    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async findById(id: string): Promise<Profile | null> {
      const row = await db.selectFrom('users').select(profileColumns).where('id', '=', id).executeTakeFirst();
      return row ? toProfile(row) : null;
    },

    /** The user with its password hash, for sign-in. Emails are stored lower-case. */
    async findCredentials(email: string): Promise<(Profile & { passwordHash: string }) | null> {
      const row = await db
        .selectFrom('users')
        .select([...profileColumns, 'password_hash'])
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      return row ? { ...toProfile(row), passwordHash: row.password_hash } : null;
    },

    /** Inserts a user; returns null when the email is taken. */
    async create(user: NewUser): Promise<Profile | null> {
      const now = nowIso();
      const row: UsersTable = {
        id: newId(),
        name: user.name,
        email: user.email.toLowerCase(),
        phone: user.phone,
        role: user.role,
        password_hash: await hashPassword(user.password),
        timezone: user.timezone ?? DEFAULT_TIMEZONE,
        created_at: now,
        updated_at: now,
      };
      try {
        await db.insertInto('users').values(row).execute();
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
      return toProfile(row);
    },

    /** Every user, by name (case-insensitive). */
    async list(): Promise<Profile[]> {
      const rows = await db
        .selectFrom('users')
        .select(profileColumns)
        .orderBy(sql`lower(name)`)
        .orderBy('created_at')
        .execute();
      return rows.map(toProfile);
    },

    async findPasswordHash(id: string): Promise<string | null> {
      const row = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.password_hash ?? null;
    },

    /**
     * Swaps a password hash for one of the same password at today's cost. Not a change the user made,
     * so `updated_at` stays; a password changed meanwhile is left alone.
     */
    async replacePasswordHash(id: string, current: string, replacement: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: replacement })
        .where('id', '=', id)
        .where('password_hash', '=', current)
        .execute();
    },

    /**
     * Applies the changes to one user. Taking the Admin role from the last Admin is refused, also
     * when two Admins demote each other at the same moment: the Admin rows are write-locked first,
     * so the second demotion counts the Admins only after the first one committed.
     */
    async update(id: string, changes: UserChanges): Promise<UpdateResult> {
      const { password, ...fields } = changes;
      const values: Partial<UsersTable> = { ...fields, updated_at: nowIso() };
      if (fields.email !== undefined) values.email = fields.email.toLowerCase();
      if (password !== undefined) values.password_hash = await hashPassword(password);
      try {
        return await db.transaction().execute(async (trx): Promise<UpdateResult> => {
          if (fields.role !== undefined && fields.role !== 'Admin') {
            // A no-op write: row locks on PostgreSQL, the write lock on SQLite.
            await trx
              .updateTable('users')
              .set((eb) => ({ updated_at: eb.ref('updated_at') }))
              .where('role', '=', 'Admin')
              .execute();
            const admins = await trx.selectFrom('users').select('id').where('role', '=', 'Admin').execute();
            if (admins.length === 1 && admins[0]?.id === id) return { status: 'last-admin' };
          }
          const result = await trx.updateTable('users').set(values).where('id', '=', id).executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) return { status: 'not-found' };
          const row = await trx
            .selectFrom('users')
            .select(profileColumns)
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          return { status: 'updated', user: toProfile(row) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { status: 'duplicate-email' };
        throw error;
      }
    },

    /** Deletes a user who is not an Admin; their sessions go with them (ON DELETE CASCADE). */
    async remove(id: string): Promise<RemoveResult> {
      const result = await db
        .deleteFrom('users')
        .where('id', '=', id)
        .where('role', '!=', 'Admin')
        .executeTakeFirst();
      if (Number(result.numDeletedRows) > 0) return 'removed';
      const still = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
      return still ? 'admin' : 'not-found';
    },

    /**
     * Creates the first administrator, once. The single bootstrap row (CHECK id = 1) makes two
     * concurrent attempts, even from two processes, end with exactly one Admin. Returns null when an
     * administrator was already created or any user exists.
     */
    async createFirstAdmin(user: Omit<NewUser, 'role'>): Promise<Profile | null> {
      const passwordHash = await hashPassword(user.password);
      const now = nowIso();
      try {
        return await db.transaction().execute(async (trx) => {
          const existing = await trx
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow();
          if (Number(existing.count) > 0) return null;
          await trx.insertInto('bootstrap').values({ id: 1, created_at: now }).execute();
          const row: UsersTable = {
            id: newId(),
            name: user.name,
            email: user.email.toLowerCase(),
            phone: user.phone,
            role: 'Admin',
            password_hash: passwordHash,
            timezone: user.timezone ?? 'Africa/Accra',
            created_at: now,
            updated_at: now,
          };
          await trx.insertInto('users').values(row).execute();
          return toProfile(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
