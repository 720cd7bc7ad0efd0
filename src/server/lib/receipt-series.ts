import { sql } from 'kysely';
import { formatReceiptNumber } from '../../shared/ledger';
import { refusedAs } from './db-errors';
import { DomainError } from './domain-errors';
import type { Executor, ServiceContext } from './service-context';

/**
 * One account's receipt numbers (docs/ledger.md §3), shared by rent payments and hire remittances. The
 * counter row is taken first by every transaction that records money: the second of two concurrent
 * requests waits for the first to commit (PostgreSQL's row lock; SQLite's BEGIN IMMEDIATE), so the
 * numbers are unique, and as the increment is rolled back with a refused write, gapless.
 */
export function receiptSeries(db: Executor, accountId: string) {
  return {
    /** Takes the account's series for this transaction; call before reading what a repeat may find. */
    async take(): Promise<void> {
      await sql`insert into receipt_counters (account_id, last_number) values (${accountId}, 0)
        on conflict (account_id) do nothing`.execute(db);
      await db
        .updateTable('receipt_counters')
        .set({ last_number: sql`last_number` })
        .where('account_id', '=', accountId)
        .execute();
    },

    /** The next number of the series, used by this transaction. */
    async next(): Promise<number> {
      const row = await db
        .updateTable('receipt_counters')
        .set({ last_number: sql`last_number + 1` })
        .where('account_id', '=', accountId)
        .returning('last_number')
        .executeTakeFirstOrThrow();
      return Number(row.last_number);
    },
  };
}

/** How a reference is compared: trimmed, lower case (docs/ledger.md §3). */
export const referenceKey = (reference: string) => reference.trim().toLowerCase();

/**
 * The Mobile Money and bank references in use in one account, by method (docs/ledger.md §3): a reference
 * is held by the receipt that recorded it until that record is voided.
 */
export function moneyReferences(db: Executor, accountId: string) {
  const held = (method: string, reference: string) =>
    db
      .selectFrom('money_references')
      .select(['receipt_number', 'holder_id'])
      .where('account_id', '=', accountId)
      .where('method', '=', method)
      .where('reference_key', '=', referenceKey(reference))
      .executeTakeFirst();
  return {
    /** The receipt number holding the reference, or null. */
    async holder(method: string, reference: string): Promise<number | null> {
      const row = await held(method, reference);
      return row ? Number(row.receipt_number) : null;
    },

    /** The payment or remittance holding the reference (its id), or null. */
    async holderId(method: string, reference: string): Promise<string | null> {
      return (await held(method, reference))?.holder_id ?? null;
    },

    /** Holds the reference for a receipt; a concurrent holder makes the database refuse it (UNIQUE). */
    async hold(
      method: string,
      reference: string,
      holder: { id: string; receiptNumber: number },
    ): Promise<void> {
      await db
        .insertInto('money_references')
        .values({
          account_id: accountId,
          method,
          reference_key: referenceKey(reference),
          receipt_number: holder.receiptNumber,
          holder_id: holder.id,
        })
        .execute();
    },

    /** Frees every reference a receipt holds (on void, or before it takes another). */
    async release(receiptNumber: number): Promise<void> {
      await db
        .deleteFrom('money_references')
        .where('account_id', '=', accountId)
        .where('receipt_number', '=', receiptNumber)
        .execute();
    },
  };
}

/** A reference already counted: the message names the receipt that holds it (docs/ledger.md §3). */
export const referenceTakenMessage = (receiptNumber: number) =>
  `This transaction ID is already recorded on receipt ${formatReceiptNumber(receiptNumber)}: a transfer is never counted twice.`;

/** A 409 about the reference, also on the `reference` field, so a form shows it there. */
const referenceConflict = (message: string) =>
  new DomainError('conflict', message, [{ path: 'reference', message }]);

/** Refuses (409, naming the receipt) a reference that a payment or remittance that counts already holds. */
export async function checkReferenceFree(ctx: ServiceContext, method: string, reference: string) {
  const holder = await moneyReferences(ctx.trx, ctx.accountId).holder(method, reference);
  if (holder !== null) throw referenceConflict(referenceTakenMessage(holder));
}

/**
 * Holds a reference for a receipt (a payment's or a remittance's), or refuses it when another record
 * that counts holds it (409 naming that receipt). A concurrent holder makes the database refuse the
 * insert: same answer.
 */
export async function holdReference(
  ctx: ServiceContext,
  method: string,
  reference: string,
  holder: { id: string; receiptNumber: number },
) {
  const references = moneyReferences(ctx.trx, ctx.accountId);
  const current = await references.holder(method, reference);
  if (current !== null && current !== holder.receiptNumber)
    throw referenceConflict(referenceTakenMessage(current));
  if (current === holder.receiptNumber) return;
  await refusedAs(() => references.hold(method, reference, holder), {
    unique: () =>
      referenceConflict(
        'This transaction ID was just recorded on another receipt: a transfer is never counted twice.',
      ),
  });
}
