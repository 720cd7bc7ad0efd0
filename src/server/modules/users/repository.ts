import type { Role } from '../../../shared/constants';
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
        timezone: user.timezone ?? 'Africa/Accra',
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
