import type { FastifyReply } from 'fastify';
import { conflict } from './domain-errors';
import { Unchanged } from './service-context';

/** Told on an add's answer that repeats the record already stored under its Idempotency-Key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** A record an add answers, and whether it was stored earlier under the same Idempotency-Key. */
export interface Keyed<T> {
  record: T;
  replayed: boolean;
}

/**
 * What an add once per Idempotency-Key needs to know (docs/decisions/043-payment-idempotency-key.md,
 * docs/decisions/139-once-per-key-for-more-adds.md): the record the account stored under a key
 * (null: none), whether it is what this request asks, and the 409's message when it is not.
 */
export interface KeyRule<T> {
  storedUnder(requestKey: string): Promise<T | null>;
  same(stored: T): boolean;
  reused: string;
}

/** A repeat under a used key answers the record stored under it; other details are refused (409). */
export function replayOf<T>(stored: T, rule: Pick<KeyRule<T>, 'same' | 'reused'>): Keyed<T> {
  if (!rule.same(stored)) throw conflict(rule.reused);
  return { record: stored, replayed: true };
}

/**
 * Stores a record once per Idempotency-Key, in the caller's transaction. A key already used answers
 * its record (or 409). Otherwise `add` writes, storing the key with the record; it answers null when
 * the account's unique index on the key found it taken by a request that committed meanwhile (two at
 * once on PostgreSQL; SQLite runs writes one after the other). That request's record is then the
 * answer, and whatever `add` wrote before its insert is rolled back.
 */
export async function onceUnderKey<T>(
  requestKey: string | undefined,
  rule: KeyRule<T>,
  add: () => Promise<T | null>,
): Promise<Keyed<T>> {
  const earlier = requestKey === undefined ? null : await rule.storedUnder(requestKey);
  if (earlier !== null) return replayOf(earlier, rule);
  const added = await add();
  if (added !== null) return { record: added, replayed: false };
  const winner = requestKey === undefined ? null : await rule.storedUnder(requestKey);
  // The winner was deleted at once: the key was used, for a record no longer there.
  if (winner === null) throw conflict(rule.reused);
  throw new Unchanged(replayOf(winner, rule));
}

/** The answer of a keyed add: its record, with `Idempotent-Replayed: true` when it is a repeat. */
export function keyedAnswer<T>(reply: FastifyReply, { record, replayed }: Keyed<T>): T {
  if (replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return record;
}
