import type { Kysely } from 'kysely';
import type { Engine } from '../connection';
import type { Migration } from '../migrate';
import { createSearchIndexes } from '../search-indexes';

/**
 * Trigram indexes of the maintenance list's search, the jobs' registration and their issues' text
 * (db/search-indexes.ts, docs/decisions/097-maintenance-search.md), and on PostgreSQL the rent
 * records' (docs/decisions/098-postgres-list-plans.md; SQLite reads a business's records).
 */
export const moreSearchIndexes: Migration = {
  name: '0019_more_search_indexes',
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was.
  async up(db: Kysely<any>, engine: Engine) {
    await createSearchIndexes(db, engine, ['maintenance_records', 'maintenance_issues']);
    if (engine === 'postgres') await createSearchIndexes(db, engine, ['rent_records']);
  },
};
