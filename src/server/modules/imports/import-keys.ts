import { createHash } from 'node:crypto';
import type { ImportKind, ImportMapping } from '../../../shared/schemas/imports';
import { nowIso } from '../../lib/ids';
import type { Executor } from '../../lib/service-context';

/** What an import stored under its Idempotency-Key (decision 140). */
export interface ImportUnderKey {
  imported: number;
  fingerprint: string;
}

/**
 * What one import attempt is (decision 140): its kind, the file's bytes, the mapping and the rows
 * skipped, as sent. The mapping is read in column order and the skipped rows as a set, so the same
 * choices sent in another order are the same import.
 */
export function importFingerprint(
  kind: ImportKind,
  file: Buffer,
  mapping: ImportMapping | undefined,
  skip: readonly number[] | undefined,
): string {
  const choices = {
    kind,
    mapping: mapping ? Object.entries(mapping).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) : null,
    skip: [...new Set(skip ?? [])].sort((a, b) => a - b),
  };
  return createHash('sha256').update(file).update('\0').update(JSON.stringify(choices)).digest('hex');
}

/** One account's import keys: plain queries, every one scoped by the account. */
export function importKeysRepository(db: Executor, accountId: string) {
  return {
    async find(requestKey: string): Promise<ImportUnderKey | null> {
      const row = await db
        .selectFrom('import_keys')
        .select(['imported', 'fingerprint'])
        .where('account_id', '=', accountId)
        .where('request_key', '=', requestKey)
        .executeTakeFirst();
      return row ? { imported: Number(row.imported), fingerprint: row.fingerprint } : null;
    },

    /**
     * Takes the key for this import before it imports anything; false when it is taken already (on
     * PostgreSQL by an import sent at the same moment, whose commit the insert waited for).
     */
    async claim(requestKey: string, kind: ImportKind, fingerprint: string): Promise<boolean> {
      const result = await db
        .insertInto('import_keys')
        .values({
          account_id: accountId,
          request_key: requestKey,
          kind,
          fingerprint,
          imported: 0,
          created_at: nowIso(),
        })
        .onConflict((on) => on.columns(['account_id', 'request_key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** How many records the import under the key made, once it has made them. */
    async setImported(requestKey: string, imported: number): Promise<void> {
      await db
        .updateTable('import_keys')
        .set({ imported })
        .where('account_id', '=', accountId)
        .where('request_key', '=', requestKey)
        .execute();
    },
  };
}
