import type { Executor } from '../lib/service-context';
import { methodTotalsOf } from './record-totals';
import type { DayTotalsTable } from './schema';

/** What the day totals can answer: records that count, by method and by whole days. */
export interface DayTotalsQuery {
  method?: string | undefined;
  /** First and last day, both included (`YYYY-MM-DD`). */
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * How many of a business's payments or remittances count, and their sum in pesewas, read from the
 * day totals its triggers keep (docs/decisions/094-day-totals.md): a few hundred rows a year, so a
 * list's total costs the same at a thousand records or at a million; with no span of days, from the
 * totals by method.
 */
export async function dayTotalsOf(
  db: Executor,
  accountId: string,
  list: DayTotalsTable['list'],
  query: DayTotalsQuery,
): Promise<{ count: number; amountPesewas: number }> {
  // No span of days: the totals by method over all time answer, a row per method, where the days'
  // would be a row per day of history (docs/decisions/099-record-totals.md).
  if (query.from === undefined && query.to === undefined)
    return methodTotalsOf(db, accountId, list, query.method);
  let found = db
    .selectFrom('day_totals')
    .where('day_totals.account_id', '=', accountId)
    .where('day_totals.list', '=', list);
  if (query.method !== undefined) found = found.where('day_totals.method', '=', query.method);
  if (query.from !== undefined) found = found.where('day_totals.day', '>=', query.from);
  if (query.to !== undefined) found = found.where('day_totals.day', '<=', query.to);
  const row = await found
    .select((eb) => [
      eb.fn.sum<number | string | null>('day_totals.count').as('count'),
      eb.fn.sum<number | string | null>('day_totals.amount_pesewas').as('amount'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count ?? 0), amountPesewas: Number(row.amount ?? 0) };
}
