import type { Kysely } from 'kysely';
import type { Engine } from '../connection';
import type { Migration } from '../migrate';
import { createSearchIndexes } from '../search-indexes';

/**
 * Trigram indexes of the payments' and remittances' searched columns (db/search-indexes.ts,
 * docs/decisions/096-trigram-search.md).
 */
export const searchIndexes: Migration = {
  name: '0018_search_indexes',
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
  async up(db: Kysely<any>, engine: Engine) {
    await createSearchIndexes(db, engine, ['payments', 'remittances']);
  },
};
