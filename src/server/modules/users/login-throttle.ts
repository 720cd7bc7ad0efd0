import { sql } from 'kysely';
import type { Engine } from '../../db/connection';
import { newId } from '../../lib/ids';
import { type Executor, runWrite, SYSTEM_ACTOR } from '../../lib/service-context';

/** Failures counted over this window. */
const WINDOW_MS = 15 * 60 * 1000;
/**
 * Sign-in (docs/decisions/109-sign-in-throttle.md): failed sign-ins allowed per pair of e-mail and
 * client address, and per address, within the window. Past EMAIL_FAILURES_BEFORE_DELAY failures of
 * one e-mail from any addresses, that e-mail is tried at most once per 2^(n - 10) seconds, never
 * waiting more than EMAIL_DELAY_CAP_SECONDS: the owner still gets in from another address.
 */
export const MAX_FAILURES_PER_PAIR = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const EMAIL_FAILURES_BEFORE_DELAY = 10;
export const EMAIL_DELAY_CAP_SECONDS = 300;
/** 'Forgot password?': codes asked for per e-mail, and codes asked for or wrong per address. */
export const MAX_RESET_REQUESTS_PER_EMAIL = 5;
/** Failed sign-ups allowed per client address within the window (docs/accounts.md §1). */
export const MAX_SIGNUP_FAILURES_PER_ADDRESS = 10;
/**
 * Changes of e-mail refused because the address is taken, per caller and per client address
 * (docs/decisions/110-e-mail-change-throttle.md): like sign-up, it tells whether an address is taken.
 */
export const MAX_EMAIL_CONFLICTS_PER_USER = 5;
export const MAX_EMAIL_CONFLICTS_PER_ADDRESS = 10;

/** PostgreSQL's advisory locks of the sign-in throttle, one per e-mail and per address (two-key form). */
const LOCK_SPACE = 727_109;

/** Whole seconds until `at` (epoch ms), at least 1 while it is to come; 0 once it has passed. */
const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

/** The growing delay of an e-mail with `failures` in the window, in seconds (0 under the threshold). */
export function emailDelaySeconds(failures: number): number {
  if (failures < EMAIL_FAILURES_BEFORE_DELAY) return 0;
  return Math.min(2 ** (failures - EMAIL_FAILURES_BEFORE_DELAY), EMAIL_DELAY_CAP_SECONDS);
}

/** A sign-in attempt that holds its slot: kept as a failure unless it succeeds. */
export interface SignInClaim {
  /** The password was right: the slot is given back, and the e-mail's and pair's counts start again. */
  succeeded(): Promise<void>;
  /** The password was never checked (the request was refused before): the slot is given back. */
  released(): Promise<void>;
  /** The password was wrong: the slot stays counted as a failure; expired ones are swept. */
  failed(): Promise<void>;
}

export type ClaimResult = { claim: SignInClaim } | { retryAfterSeconds: number };

/**
 * Slows down password guessing. Failures live in the database, so every app process sees the same
 * counts. A sign-in is checked and counted in one step (`claimSignIn`): its slot is taken before the
 * password is checked, so requests sent at once cannot all be tried.
 */
export function loginThrottle(db: Executor) {
  const since = () => new Date(Date.now() - WINDOW_MS).toISOString();
  const keys = (email: string, address: string) => ({
    email: `email:${email}`,
    address: `ip:${address}`,
    pair: `pair:${email}|${address}`,
  });

  /** Seconds until `key` is under `limit` again: when its limit-th newest failure leaves the window. */
  async function waitUnder(key: string, limit: number, on: Executor = db): Promise<number> {
    const row = await on
      .selectFrom('login_failures')
      .select('failed_at')
      .where('key', '=', key)
      .where('failed_at', '>', since())
      .orderBy('failed_at', 'desc')
      .limit(1)
      .offset(limit - 1)
      .executeTakeFirst();
    return row ? secondsUntil(Date.parse(row.failed_at) + WINDOW_MS) : 0;
  }

  /** Seconds until the e-mail's growing delay since its latest failure has passed. */
  async function emailWait(key: string, on: Executor): Promise<number> {
    const row = await on
      .selectFrom('login_failures')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('failed_at').as('last')])
      .where('key', '=', key)
      .where('failed_at', '>', since())
      .executeTakeFirstOrThrow();
    const delay = emailDelaySeconds(Number(row.count));
    return delay > 0 && row.last ? secondsUntil(Date.parse(String(row.last)) + delay * 1000) : 0;
  }

  /** Seconds a sign-in of this e-mail from this address must wait (0: it may be tried now). */
  async function signInWait(email: string, address: string, on: Executor = db): Promise<number> {
    const key = keys(email, address);
    return Math.max(
      await waitUnder(key.pair, MAX_FAILURES_PER_PAIR, on),
      await waitUnder(key.address, MAX_FAILURES_PER_ADDRESS, on),
      await emailWait(key.email, on),
    );
  }

  async function sweep(): Promise<void> {
    await db.deleteFrom('login_failures').where('failed_at', '<', since()).execute();
  }

  async function record(on: Executor, ...keyList: string[]): Promise<string[]> {
    const at = new Date().toISOString();
    const rows = keyList.map((key) => ({ id: newId(), key, failed_at: at }));
    await on.insertInto('login_failures').values(rows).execute();
    return rows.map((row) => row.id);
  }

  return {
    /**
     * Takes a sign-in slot, or says how long to wait. The check and the count are one short write
     * transaction: SQLite's BEGIN IMMEDIATE serialises it across processes, and on PostgreSQL
     * transaction-scoped advisory locks on the e-mail and then the address do (always in that order,
     * so two claims never wait on each other in a circle).
     */
    async claimSignIn(engine: Engine, email: string, address: string): Promise<ClaimResult> {
      const key = keys(email, address);
      const who = { actor: SYSTEM_ACTOR, accountId: '' };
      const { result } = await runWrite(db, engine, who, async ({ trx }): Promise<string[] | number> => {
        if (engine === 'postgres') {
          await sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${key.email}))`.execute(trx);
          await sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${key.address}))`.execute(trx);
        }
        const wait = await signInWait(email, address, trx);
        return wait > 0 ? wait : record(trx, key.pair, key.address, key.email);
      });
      if (typeof result === 'number') return { retryAfterSeconds: result };
      const released = async () => {
        await db.deleteFrom('login_failures').where('id', 'in', result).execute();
      };
      return {
        claim: {
          async succeeded() {
            await released();
            await db.deleteFrom('login_failures').where('key', 'in', [key.email, key.pair]).execute();
          },
          released,
          failed: sweep,
        },
      };
    },

    /** Sign-up is throttled per address only: there is no account to protect yet. */
    signupWait: (address: string) => waitUnder(`signup:${address}`, MAX_SIGNUP_FAILURES_PER_ADDRESS),

    async recordSignupFailure(address: string): Promise<void> {
      await record(db, `signup:${address}`);
    },

    /** Seconds a change of e-mail by this user from this address must wait (0: not throttled). */
    async emailChangeWait(userId: string, address: string): Promise<number> {
      return Math.max(
        await waitUnder(`email-change:user:${userId}`, MAX_EMAIL_CONFLICTS_PER_USER),
        await waitUnder(`email-change:ip:${address}`, MAX_EMAIL_CONFLICTS_PER_ADDRESS),
      );
    },

    async recordEmailConflict(userId: string, address: string): Promise<void> {
      await record(db, `email-change:user:${userId}`, `email-change:ip:${address}`);
    },

    /**
     * 'Forgot password?' (docs/decisions/072-password-reset-by-sms.md) is throttled as sign-in is, in
     * its own counts so it cannot lock anyone out of signing in: every code asked for counts, per
     * e-mail and per address, and every wrong code per address (the code's own 5 tries guard it per
     * e-mail).
     */
    async resetWait(email: string, address: string): Promise<number> {
      return Math.max(
        await waitUnder(`reset:email:${email}`, MAX_RESET_REQUESTS_PER_EMAIL),
        await waitUnder(`reset:ip:${address}`, MAX_FAILURES_PER_ADDRESS),
      );
    },

    resetAddressWait: (address: string) => waitUnder(`reset:ip:${address}`, MAX_FAILURES_PER_ADDRESS),

    async recordResetRequest(email: string, address: string): Promise<void> {
      await record(db, `reset:email:${email}`, `reset:ip:${address}`);
      await sweep();
    },

    async recordWrongCode(address: string): Promise<void> {
      await record(db, `reset:ip:${address}`);
    },

    /** After a reset: the e-mail's counts, of sign-in and of reset alike, start again. */
    async clearAfterReset(email: string): Promise<void> {
      // Every address's pair with this e-mail (a prefix compared as is: an e-mail may hold `_` or `%`).
      const pairs = keys(email, '').pair;
      await db
        .deleteFrom('login_failures')
        .where((eb) =>
          eb.or([
            eb('key', 'in', [keys(email, '').email, `reset:email:${email}`]),
            eb(sql`substr(key, 1, ${pairs.length})`, '=', pairs),
          ]),
        )
        .execute();
    },
  };
}
