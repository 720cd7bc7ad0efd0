import { toDay } from '../../../shared/dates';
import { sumCedis } from '../../../shared/money';

/** The dashboard's 'Arrears': every rent record's arrears added up, exact to the pesewa. */
export function totalArrears(records: readonly { arrears: number }[]): number {
  return sumCedis(records.map((record) => record.arrears));
}

/**
 * The dashboard's 'Collected this month': the payments dated in the month of `day` (YYYY-MM-DD, today
 * in the business time zone), added up exactly. A payment's date is its first 10 characters.
 */
export function collectedInMonth(
  payments: readonly { date: string; amountPaid: number }[],
  day: string,
): number {
  const month = toDay(day).slice(0, 7);
  return sumCedis(
    payments
      .filter((payment) => toDay(payment.date).slice(0, 7) === month)
      .map((payment) => payment.amountPaid),
  );
}
