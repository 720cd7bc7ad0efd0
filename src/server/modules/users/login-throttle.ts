import { newId } from '../../lib/ids';
import type { Executor } from '../../lib/service-context';

/** Failures counted over this window. */
const WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins allowed per email, and per client address, within the window. */
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Failed sign-ups allowed per client address within the window (docs/accounts.md §1). */
export const MAX_SIGNUP_FAILURES_PER_ADDRESS = 10;

/**
 * Slows down password guessing. Failures live in the database, so every app process sees the same
 * counts; a successful sign-in clears the email's count.
 */
export function loginThrottle(db: Executor) {
  const since = () => new Date(Date.now() - WINDOW_MS).toISOString();
  const keys = (email: string, address: string) => ({ email: `email:${email}`, address: `ip:${address}` });

  async function failures(key: string): Promise<number> {
    const row = await db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('key', '=', key)
      .where('failed_at', '>', since())
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  return {
    /** True when this email or this address has failed too often recently. */
    async isBlocked(email: string, address: string): Promise<boolean> {
      const key = keys(email, address);
      return (
        (await failures(key.email)) >= MAX_FAILURES_PER_EMAIL ||
        (await failures(key.address)) >= MAX_FAILURES_PER_ADDRESS
      );
    },

    async recordFailure(email: string, address: string): Promise<void> {
      const key = keys(email, address);
      const at = new Date().toISOString();
      await db
        .insertInto('login_failures')
        .values([
          { id: newId(), key: key.email, failed_at: at },
          { id: newId(), key: key.address, failed_at: at },
        ])
        .execute();
      await db.deleteFrom('login_failures').where('failed_at', '<', since()).execute();
    },

    /** Sign-up is throttled per address only: there is no account to protect yet. */
    async isSignupBlocked(address: string): Promise<boolean> {
      return (await failures(`signup:${address}`)) >= MAX_SIGNUP_FAILURES_PER_ADDRESS;
    },

    async recordSignupFailure(address: string): Promise<void> {
      await db
        .insertInto('login_failures')
        .values({ id: newId(), key: `signup:${address}`, failed_at: new Date().toISOString() })
        .execute();
    },

    async clear(email: string): Promise<void> {
      await db.deleteFrom('login_failures').where('key', '=', keys(email, '').email).execute();
    },

    /**
     * 'Forgot password?' (docs/decisions/072-password-reset-by-sms.md) is throttled as sign-in is, in
     * its own counts so it cannot lock anyone out of signing in: every code asked for counts, per
     * e-mail and per address, and every wrong code per address (the code's own 5 tries guard it per
     * e-mail).
     */
    async isResetBlocked(email: string, address: string): Promise<boolean> {
      return (
        (await failures(`reset:email:${email}`)) >= MAX_FAILURES_PER_EMAIL ||
        (await failures(`reset:ip:${address}`)) >= MAX_FAILURES_PER_ADDRESS
      );
    },

    async isResetAddressBlocked(address: string): Promise<boolean> {
      return (await failures(`reset:ip:${address}`)) >= MAX_FAILURES_PER_ADDRESS;
    },

    async recordResetRequest(email: string, address: string): Promise<void> {
      const at = new Date().toISOString();
      await db
        .insertInto('login_failures')
        .values([
          { id: newId(), key: `reset:email:${email}`, failed_at: at },
          { id: newId(), key: `reset:ip:${address}`, failed_at: at },
        ])
        .execute();
      await db.deleteFrom('login_failures').where('failed_at', '<', since()).execute();
    },

    async recordWrongCode(address: string): Promise<void> {
      await db
        .insertInto('login_failures')
        .values({ id: newId(), key: `reset:ip:${address}`, failed_at: new Date().toISOString() })
        .execute();
    },

    /** After a reset: the e-mail's counts, of sign-in and of reset alike, start again. */
    async clearAfterReset(email: string): Promise<void> {
      await db
        .deleteFrom('login_failures')
        .where('key', 'in', [keys(email, '').email, `reset:email:${email}`])
        .execute();
    },
  };
}
