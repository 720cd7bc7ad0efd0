import { createHash, randomBytes } from 'node:crypto';
import type { Profile } from '../../../shared/schemas/auth';
import { nowIso } from '../../lib/ids';
import type { Executor } from '../../lib/service-context';
import { toUserProfile } from './repository';

/** Sessions expire after 7 days without use. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** Sliding expiry is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function sessionStore(db: Executor) {
  return {
    /** Creates a session; returns the token for the cookie (256 random bits, stored only hashed). */
    async create(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      await db
        .insertInto('sessions')
        .values({
          id: hashToken(token),
          user_id: userId,
          created_at: new Date(now).toISOString(),
          last_seen_at: new Date(now).toISOString(),
          expires_at: new Date(now + SESSION_IDLE_MS).toISOString(),
        })
        .execute();
      // Expired sessions are swept when new ones are made: no timer, works with many processes.
      await db.deleteFrom('sessions').where('expires_at', '<', nowIso()).execute();
      return token;
    },

    /** The signed-in user and their account behind a token, or null when it is unknown or expired. */
    async find(token: string): Promise<Profile | null> {
      if (token.length > 100) return null;
      const id = hashToken(token);
      const now = Date.now();
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .innerJoin('accounts', 'accounts.id', 'users.account_id')
        .select([
          'accounts.id as account_id',
          'accounts.name as account_name',
          'users.id',
          'users.name',
          'users.email',
          'users.phone',
          'users.role',
          'users.timezone',
          'sessions.last_seen_at',
          'sessions.expires_at',
        ])
        .where('sessions.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      if (Date.parse(row.expires_at) <= now) {
        await db.deleteFrom('sessions').where('id', '=', id).execute();
        return null;
      }
      if (now - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
        await db
          .updateTable('sessions')
          .set({
            last_seen_at: new Date(now).toISOString(),
            expires_at: new Date(now + SESSION_IDLE_MS).toISOString(),
          })
          .where('id', '=', id)
          .execute();
      }
      return { ...toUserProfile(row), account: { _id: row.account_id, name: row.account_name } };
    },

    async destroy(token: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
    },

    /** Ends every session of a user (password change, removal), optionally keeping the current one. */
    async destroyForUser(userId: string, keepToken?: string): Promise<void> {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (keepToken) query = query.where('id', '!=', hashToken(keepToken));
      await query.execute();
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
