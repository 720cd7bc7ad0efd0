import { randomBytes } from 'node:crypto';
import type { StatementKind } from '../../../shared/collect';
import type { Executor } from '../../lib/service-context';

/** 24 random bytes: 192 bits, 32 characters of base64url (docs/collect.md §1 asks at least 128). */
export function newStatementToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Which record a live token shows. */
export interface StatementLinkTarget {
  accountId: string;
  recordKind: StatementKind;
  recordId: string;
}

/**
 * The token lookup of the public routes: not scoped by account, since the token itself names the
 * business (it is the only key anyone outside holds). An unknown or replaced token finds nothing.
 */
export async function findStatementLink(db: Executor, token: string): Promise<StatementLinkTarget | null> {
  const row = await db
    .selectFrom('statement_links')
    .select(['account_id', 'record_kind', 'record_id'])
    .where('token', '=', token)
    .executeTakeFirst();
  return row ? { accountId: row.account_id, recordKind: row.record_kind, recordId: row.record_id } : null;
}

/** One account's statement links: one live token per record, made on first use, kept until replaced. */
export function statementLinksRepository(db: Executor, accountId: string) {
  const own = (kind: StatementKind, recordId: string) =>
    db
      .selectFrom('statement_links')
      .where('account_id', '=', accountId)
      .where('record_kind', '=', kind)
      .where('record_id', '=', recordId);

  return {
    async tokenOf(kind: StatementKind, recordId: string): Promise<string | null> {
      const row = await own(kind, recordId).select('token').executeTakeFirst();
      return row?.token ?? null;
    },

    /** The record's token, made now when it has none (two at once: the first one made wins). */
    async ensure(kind: StatementKind, recordId: string, now: string): Promise<string> {
      await db
        .insertInto('statement_links')
        .values({
          account_id: accountId,
          record_kind: kind,
          record_id: recordId,
          token: newStatementToken(),
          created_at: now,
        })
        .onConflict((conflict) => conflict.columns(['account_id', 'record_kind', 'record_id']).doNothing())
        .execute();
      const token = await this.tokenOf(kind, recordId);
      if (token === null) throw new Error('statement link not kept');
      return token;
    },

    /** A new token in the same row: the old one finds nothing from this moment on. */
    async replace(kind: StatementKind, recordId: string, now: string): Promise<string> {
      const token = newStatementToken();
      const updated = await db
        .updateTable('statement_links')
        .set({ token, created_at: now })
        .where('account_id', '=', accountId)
        .where('record_kind', '=', kind)
        .where('record_id', '=', recordId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        await db
          .insertInto('statement_links')
          .values({ account_id: accountId, record_kind: kind, record_id: recordId, token, created_at: now })
          .execute();
      return token;
    },

    /** The business's payment provider; `none` when it never chose one. */
    async paymentProvider(): Promise<string> {
      const row = await db
        .selectFrom('payment_settings')
        .select('provider')
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return row?.provider ?? 'none';
    },
  };
}
