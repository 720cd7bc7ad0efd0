import type { AccountSummary } from '../../../shared/schemas/auth';
import type { AccountsTable } from '../../db/schema';
import { nowIso } from '../../lib/ids';
import type { Executor } from '../../lib/service-context';

export const toAccountSummary = (row: Pick<AccountsTable, 'id' | 'name'>): AccountSummary => ({
  _id: row.id,
  name: row.name,
});

/** The accounts (businesses) of the deployment. */
export function accountsRepository(db: Executor) {
  return {
    async insert(id: string, name: string): Promise<AccountSummary> {
      const now = nowIso();
      await db
        .insertInto('accounts')
        .values({
          id,
          name,
          address: '',
          phone: '',
          email: '',
          ghana_post_gps: '',
          receipt_footer: '',
          created_at: now,
          updated_at: now,
        })
        .execute();
      return { _id: id, name };
    },

    async findById(id: string): Promise<AccountSummary | null> {
      const row = await db
        .selectFrom('accounts')
        .select(['id', 'name'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toAccountSummary(row) : null;
    },

    /** The oldest account: the one an install's first administrator made. */
    async first(): Promise<AccountSummary | null> {
      const row = await db
        .selectFrom('accounts')
        .select(['id', 'name'])
        .orderBy('created_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row ? toAccountSummary(row) : null;
    },

    /** When the deployment's first business was made: the server has been in use since then. */
    async firstCreatedAt(): Promise<string | null> {
      const row = await db
        .selectFrom('accounts')
        .select('created_at')
        .orderBy('created_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.created_at ?? null;
    },
  };
}
