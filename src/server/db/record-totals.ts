import type { Executor } from '../lib/service-context';

/** The groups the rent records' totals can be narrowed to (each one kept by migration 0021). */
export interface RentRecordGroups {
  status?: string | undefined;
  standing?: string | undefined;
  billing?: string | undefined;
}

/** A rent records list's sums in pesewas. */
export interface RentFigureSums {
  due: number;
  paid: number;
  balance: number;
  arrears: number;
  /** The tenant list's Total Utility and Total Rent cards (docs/screens.md §2). */
  utility: number;
  totalAmount: number;
}

/** A business's rent records counted and summed (pesewas), with how many are in arrears. */
export interface RentRecordTotalsRead {
  count: number;
  inArrears: number;
  sums: RentFigureSums;
}

/**
 * How many of a business's rent records are in the groups asked for, and their figures' sums, read
 * from the totals its triggers keep (docs/decisions/099-record-totals.md): a few dozen rows, so an
 * unsearched list's total costs the same at a hundred records or at a hundred thousand. The figures
 * are the stored ones, as the list's rows show them.
 */
export async function rentRecordTotalsOf(
  db: Executor,
  accountId: string,
  groups: RentRecordGroups,
): Promise<RentRecordTotalsRead> {
  let found = db.selectFrom('rent_record_totals').where('account_id', '=', accountId);
  if (groups.status !== undefined) found = found.where('status', '=', groups.status);
  if (groups.standing !== undefined) found = found.where('standing', '=', groups.standing);
  if (groups.billing !== undefined) found = found.where('billing', '=', groups.billing);
  const row = await found
    .select((eb) => [
      eb.fn.sum<number | string | null>('count').as('count'),
      eb.fn.sum<number | string | null>('in_arrears').as('inArrears'),
      eb.fn.sum<number | string | null>('due_pesewas').as('due'),
      eb.fn.sum<number | string | null>('paid_pesewas').as('paid'),
      eb.fn.sum<number | string | null>('balance_pesewas').as('balance'),
      eb.fn.sum<number | string | null>('arrears_pesewas').as('arrears'),
      eb.fn.sum<number | string | null>('utility_pesewas').as('utility'),
      eb.fn.sum<number | string | null>('total_pesewas').as('totalAmount'),
    ])
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count ?? 0),
    inArrears: Number(row.inArrears ?? 0),
    sums: {
      due: Number(row.due ?? 0),
      paid: Number(row.paid ?? 0),
      balance: Number(row.balance ?? 0),
      arrears: Number(row.arrears ?? 0),
      utility: Number(row.utility ?? 0),
      totalAmount: Number(row.totalAmount ?? 0),
    },
  };
}

/**
 * How many of a business's payments or remittances count (voided ones do not), of one method if
 * asked, and their sum in pesewas: a row per method, however long the history.
 */
export async function methodTotalsOf(
  db: Executor,
  accountId: string,
  list: 'payments' | 'remittances',
  method: string | undefined,
): Promise<{ count: number; amountPesewas: number }> {
  let found = db
    .selectFrom(list === 'payments' ? 'payment_totals' : 'remittance_totals')
    .where('account_id', '=', accountId);
  if (method !== undefined) found = found.where('method', '=', method);
  const row = await found
    .select((eb) => [
      eb.fn.sum<number | string | null>('count').as('count'),
      eb.fn.sum<number | string | null>('amount_pesewas').as('amount'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count ?? 0), amountPesewas: Number(row.amount ?? 0) };
}

/** How many of a business's maintenance jobs there are (of one status, if asked) and their cost. */
export async function maintenanceTotalsOf(
  db: Executor,
  accountId: string,
  status: string | undefined,
): Promise<{ count: number; costPesewas: number }> {
  let found = db.selectFrom('maintenance_totals').where('account_id', '=', accountId);
  if (status !== undefined) found = found.where('status', '=', status);
  const row = await found
    .select((eb) => [
      eb.fn.sum<number | string | null>('count').as('count'),
      eb.fn.sum<number | string | null>('cost_pesewas').as('cost'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count ?? 0), costPesewas: Number(row.cost ?? 0) };
}
