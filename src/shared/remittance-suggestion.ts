/**
 * What the one-tap Record suggests (docs/decisions/062-record-suggests-the-day.md): the amount due
 * that day, never the driver's whole arrears. Two taps must not record money never paid; paying
 * all the arrears is a second, explicit choice ("Pay all arrears GHC 2,000.00"). Money in cedis.
 */

/** Cedis to the pesewa: 150 − 149.9 is 0.1, not 0.09999999999999432. */
const cedis = (value: number) => Math.round(value * 100) / 100;

/** One period's amount of a contract: its rate, or a rental's whole price (docs/hire.md §1). */
export function periodAmountOf(contract: { type: string; amount: number; days: number | null }): number {
  return contract.type === 'rental' ? cedis(contract.amount * (contract.days ?? 1)) : contract.amount;
}

/** A board row's figures (docs/hire.md §4): the day's due, what came in that day, the arrears at its end. */
export interface DayFigures {
  due: number;
  paidThatDay: number;
  arrears: number;
  /** One period's amount of the contract: what a day with nothing due suggests at most. */
  periodAmount: number;
}

/**
 * The day's amount: what fell due that day less what came in that day (at most one period's
 * amount), and no more than the arrears when some are owed (an earlier overpayment covers the
 * rest). On a day with nothing left to pay for it (a non-working day, or the day paid) but arrears
 * owed, one period's amount of the arrears: the usual payment, never all of it. Null: nothing to
 * suggest.
 */
export function dayRemittance(row: DayFigures): number | null {
  const left = cedis(Math.max(0, row.due - row.paidThatDay));
  if (left > 0) return row.arrears > 0 ? Math.min(left, row.arrears) : left;
  if (row.arrears > 0) return Math.min(row.arrears, row.periodAmount);
  return null;
}

/**
 * The second button's amount: all the arrears, when they are more than what Record suggests
 * (else Record already pays them all and a second button would say the same). Null: no button.
 */
export function allArrearsChoice(arrears: number, suggested: number | null): number | null {
  return arrears > 0 && (suggested === null || arrears > suggested) ? arrears : null;
}
