import {
  type Expression,
  PostgresAdapter,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { phoneDigitsOfQuery, searchText } from '../../shared/list-query';
import { searchCondition } from '../lib/list-read';
import type { Executor } from '../lib/service-context';
import { SEARCHED_COLUMNS, type SearchedTable, searchIndexOf } from './search-indexes';

/**
 * The lists' substring searches of their own tables' text and phone columns
 * (docs/decisions/096-trigram-search.md).
 *
 * How a search is read: `index` from the trigram index (the matches and nothing else), `rows` by
 * reading the list's rows in its order. A page of a search with many matches is met sooner by
 * walking the list's ordered index than by sorting every match; a count, or a page of few matches,
 * reads the trigram index. On PostgreSQL both are the same SQL, and the planner chooses.
 */
export type SearchBy = 'index' | 'rows';

/** At most this many matches, a search's page is read from the trigram index (`SearchBy`). */
export const FEW_MATCHES = 1_000;

/** A list's search of its own table's columns, read by testing each row (`SearchBy` 'rows'). */
export function rowSearch(table: SearchedTable, q: string | undefined): Expression<SqlBool> | undefined {
  const { text, phone } = SEARCHED_COLUMNS[table];
  const qualified = (columns: readonly string[]) => columns.map((column) => `${table}.${column}`);
  return searchCondition(q, qualified(text), qualified(phone));
}

/** The column the search indexes name a row by: SQLite's rowid, PostgreSQL's id. */
export function searchKey(db: Executor): 'rowid' | 'id' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'id' : 'rowid';
}

/**
 * The keys (`searchKey`) of the rows whose searched columns hold the search, of every business: the
 * caller keeps its own. PostgreSQL's indexes are on the very expressions `searchCondition` writes, so
 * that is the query. SQLite reads its FTS5 trigram index; FTS5 reads its index for a LIKE only without
 * an ESCAPE clause, so a search holding LIKE's own `%` or `_` reads the rows.
 */
export function keysMatching(
  db: Executor,
  table: SearchedTable,
  q: string | undefined,
): RawBuilder<unknown> | undefined {
  const text = searchText(q);
  if (!text) return undefined;
  if (searchKey(db) === 'id' || /[%_]/.test(text)) {
    const rows = rowSearch(table, q);
    return sql`select ${sql.ref(`${table}.${searchKey(db)}`)} from ${sql.table(table)} where ${rows}`;
  }
  const { text: textColumns, phone: phoneColumns } = SEARCHED_COLUMNS[table];
  const index = sql.table(searchIndexOf(table));
  const parts = textColumns.map(
    (column) => sql`select rowid from ${index} where ${sql.ref(column)} like ${`%${text}%`}`,
  );
  const digits = phoneDigitsOfQuery(q);
  if (digits) {
    for (const column of phoneColumns) {
      parts.push(sql`select rowid from ${index} where ${sql.ref(column)} like ${`%${digits}%`}`);
    }
  }
  return sql.join(parts, sql` union all `);
}

/** At most this many ids are listed by value (`idsListed`); more stay a subquery. */
export const LISTED_IDS_AT_MOST = 5_000;

/**
 * The ids `subquery` selects, looked up now and listed by value, for an `in (…)`; the subquery itself
 * when there are more than `LISTED_IDS_AT_MOST`. PostgreSQL combines `column in (values)` with other
 * indexes in one BitmapOr, never `column in (subquery)` (docs/decisions/098-postgres-list-plans.md).
 */
export async function idsListed(
  // biome-ignore lint/suspicious/noExplicitAny: any query of any tables that selects an id.
  subquery: SelectQueryBuilder<any, any, { id: string }>,
): Promise<RawBuilder<unknown>> {
  const ids = (await subquery.limit(LISTED_IDS_AT_MOST + 1).execute()).map((row) => row.id);
  if (ids.length > LISTED_IDS_AT_MOST) return sql`${subquery}`;
  return ids.length === 0 ? sql`null` : sql.join(ids);
}
