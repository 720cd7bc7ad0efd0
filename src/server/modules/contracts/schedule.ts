import { addDays, addMonthsClamped, daysBetween, isoWeekday, toDay } from '../../../shared/dates';
import type { ContractType, Frequency } from '../../../shared/hire';

/**
 * The expected-amount engine of docs/hire.md §1: what a hire contract lets fall due, when, and what its
 * remittances leave owing. Everything a contract derives is computed here and nowhere else, in
 * whole pesewas, in constant time per question (a two-year daily contract is never walked day by
 * day to answer one read).
 */

/** A contract's terms as the engine reads them, money in pesewas. */
export interface ContractTerms {
  type: ContractType;
  amountPesewas: number;
  frequency: Frequency;
  /** Weekdays (1 = Monday … 7 = Sunday) a daily amount falls due on; a rental's are every day. */
  workingDays: readonly number[];
  startDate: string;
  endDate: string | null;
  /** Work and pay: the agreed total. */
  totalPricePesewas: number | null;
  /** Nothing falls due after it. */
  terminatedOn: string | null;
  /**
   * The day it was completed: by hand (daily sales, rental) nothing falls due after it, as after a
   * termination; work and pay completes when its total is paid, so nothing more falls due anyway.
   */
  completedOn?: string | null;
}

/** The derived values of docs/hire.md §1, money in pesewas. */
export interface ContractStanding {
  /** A rental's charged days (endDate − startDate, at least 1); null otherwise. */
  days: number | null;
  expected: number;
  paid: number;
  arrears: number;
  balance: number;
  nextDueDate: string | null;
  /** Work and pay: paid ÷ totalPrice, from 0 to 1. */
  progress: number | null;
  forecastEndDate: string | null;
}

/** More amounts than a daily contract has in 200 years: a schedule asked for more has none. */
const MAX_PERIODS = 200 * 366;

/** A rental's charged days: the return day is not charged. */
export function rentalDays(terms: Pick<ContractTerms, 'startDate' | 'endDate'>): number {
  return Math.max(1, daysBetween(terms.startDate, terms.endDate ?? terms.startDate));
}

/** What a rental costs in all, or a work-and-pay contract's total; null for daily sales. */
export function fullPrice(terms: ContractTerms): number | null {
  if (terms.type === 'rental') return terms.amountPesewas * rentalDays(terms);
  if (terms.type === 'work_and_pay') return terms.totalPricePesewas ?? 0;
  return null;
}

/** The last day an amount may fall due on: the end date or the termination, the earlier; null: open. */
export function lastDueDay(terms: ContractTerms): string | null {
  const ends = [
    terms.type === 'rental' ? terms.startDate : terms.endDate,
    terms.terminatedOn,
    terms.completedOn ?? null,
  ].filter((day): day is string => day !== null);
  return ends.length === 0 ? null : ends.reduce((a, b) => (a < b ? a : b));
}

/** The working days of a daily schedule as a 7-flag table indexed by ISO weekday. */
function workingSet(terms: ContractTerms): boolean[] {
  const set = Array.from({ length: 8 }, () => false);
  const days = terms.type === 'rental' ? [1, 2, 3, 4, 5, 6, 7] : terms.workingDays;
  for (const day of days) set[day] = true;
  return set;
}

/** How many of a work-and-pay contract's instalments make its total (the last may be smaller). */
function instalmentCount(terms: ContractTerms): number | null {
  if (terms.type !== 'work_and_pay') return null;
  if (terms.amountPesewas <= 0) return 0;
  return Math.ceil((terms.totalPricePesewas ?? 0) / terms.amountPesewas);
}

/**
 * How many due dates of the schedule fall on or before `day`, ignoring the end date, termination and
 * instalment count: the schedule as if it ran on at its rate.
 */
function datesOnOrBefore(terms: ContractTerms, day: string): number {
  const start = toDay(terms.startDate);
  if (day < start) return 0;
  if (terms.type === 'rental') return 1;
  const span = daysBetween(start, day);
  if (terms.frequency === 'weekly') return Math.floor(span / 7) + 1;
  if (terms.frequency === 'monthly') {
    const [startYear, startMonth] = start.split('-').map(Number) as [number, number];
    const [year, month] = day.split('-').map(Number) as [number, number];
    const whole = (year - startYear) * 12 + (month - startMonth);
    // This calendar month's due date counts once its (clamped) day has come.
    return addMonthsClamped(start, whole) <= day ? whole + 1 : whole;
  }
  const working = workingSet(terms);
  const perWeek = working.filter(Boolean).length;
  const days = span + 1;
  let count = Math.floor(days / 7) * perWeek;
  const first = isoWeekday(start);
  for (let offset = 0; offset < days % 7; offset += 1) {
    if (working[((first - 1 + offset) % 7) + 1]) count += 1;
  }
  return count;
}

/**
 * The due date of the schedule's `n`-th amount (0-based), as if it ran on at its rate; null when the
 * schedule has no such amount by its nature (a rental has one; a daily one without working days none).
 */
export function nthDueDate(terms: ContractTerms, n: number): string | null {
  const start = toDay(terms.startDate);
  // Past what any contract could run to (and past what a date can hold): no such amount.
  if (n < 0 || n > MAX_PERIODS) return null;
  if (terms.type === 'rental') return n === 0 ? start : null;
  if (terms.frequency === 'weekly') return addDays(start, 7 * n);
  if (terms.frequency === 'monthly') return addMonthsClamped(start, n);
  const working = workingSet(terms);
  const perWeek = working.filter(Boolean).length;
  if (perWeek === 0) return null;
  // Every 7 days from the start hold exactly `perWeek` working days.
  let day = addDays(start, 7 * Math.floor(n / perWeek));
  let left = n % perWeek;
  for (;;) {
    if (working[isoWeekday(day)]) {
      if (left === 0) return day;
      left -= 1;
    }
    day = addDays(day, 1);
  }
}

/** How many amounts have fallen due by `day` (inclusive), within the end, termination and total. */
export function periodsDueBy(terms: ContractTerms, day: string): number {
  const last = lastDueDay(terms);
  const limit = last !== null && last < day ? last : day;
  const count = datesOnOrBefore(terms, limit);
  const instalments = instalmentCount(terms);
  return instalments === null ? count : Math.min(count, instalments);
}

/** How many amounts the contract will ever let fall due; null while it runs without an end. */
export function periodCount(terms: ContractTerms): number | null {
  const last = lastDueDay(terms);
  const instalments = instalmentCount(terms);
  const byEnd = last === null ? null : datesOnOrBefore(terms, last);
  if (instalments === null) return byEnd;
  return byEnd === null ? instalments : Math.min(byEnd, instalments);
}

/** What the `n`-th amount (0-based) is: the rate; a rental's whole price; work and pay's last the rest. */
export function periodAmount(terms: ContractTerms, n: number): number {
  if (terms.type === 'rental') return terms.amountPesewas * rentalDays(terms);
  const instalments = instalmentCount(terms);
  if (instalments !== null && n === instalments - 1)
    return (terms.totalPricePesewas ?? 0) - terms.amountPesewas * (instalments - 1);
  return terms.amountPesewas;
}

/** What has fallen due by the end of `day` (docs/hire.md §1 `expected`). */
export function expectedBy(terms: ContractTerms, day: string): number {
  const count = periodsDueBy(terms, day);
  if (count === 0) return 0;
  if (terms.type === 'rental') return periodAmount(terms, 0);
  const sum = count * terms.amountPesewas;
  return terms.type === 'work_and_pay' ? Math.min(sum, terms.totalPricePesewas ?? 0) : sum;
}

/** What falls due on `day` itself: 0 on a non-working day or outside the contract. */
export function dueOn(terms: ContractTerms, day: string): number {
  return expectedBy(terms, day) - expectedBy(terms, addDays(day, -1));
}

/**
 * Work and pay: the day the total is reached if, from today on, every amount is paid on its due
 * date (arrears left as they are). Null for the other kinds, and once the total is paid.
 */
function forecastEnd(terms: ContractTerms, paid: number, today: string): string | null {
  if (terms.type !== 'work_and_pay' || terms.terminatedOn !== null || terms.amountPesewas <= 0) return null;
  const left = (terms.totalPricePesewas ?? 0) - paid;
  if (left <= 0) return null;
  const passed = datesOnOrBefore(terms, addDays(today, -1));
  return nthDueDate(terms, passed + Math.ceil(left / terms.amountPesewas) - 1);
}

/**
 * The due date of the oldest amount not yet fully paid (remittances settle the oldest first): when
 * all that is due is paid, the next date an amount falls due; null when nothing more will.
 */
function nextDue(terms: ContractTerms, paid: number): string | null {
  const count = periodCount(terms);
  const full = fullPrice(terms);
  // Paid in full: nothing is owed, whatever the size of the last instalment.
  if (full !== null && paid >= full) return null;
  if (terms.type === 'rental') return count !== 0 ? toDay(terms.startDate) : null;
  if (terms.amountPesewas <= 0) return null;
  const oldestUnpaid = Math.floor(paid / terms.amountPesewas);
  if (count !== null && oldestUnpaid >= count) return null;
  return nthDueDate(terms, oldestUnpaid);
}

/**
 * What is left of the amount `nextDue` names (docs/collect.md §1, 'Pay now'): the oldest amount not
 * fully paid, or the next to fall due; null when nothing more will.
 */
export function nextAmountDue(terms: ContractTerms, paid: number): number | null {
  if (nextDue(terms, paid) === null) return null;
  const full = fullPrice(terms);
  if (terms.type === 'rental') return (full ?? 0) - paid;
  const through = (Math.floor(paid / terms.amountPesewas) + 1) * terms.amountPesewas;
  return (full === null ? through : Math.min(through, full)) - paid;
}

/** Hire arrears (docs/hire.md §1): what has fallen due and is not paid, never below 0. The one formula. */
export function hireArrears(expected: number, paid: number): number {
  return Math.max(0, expected - paid);
}

/** Work and pay: paid ÷ totalPrice, from 0 to 1; null for the other kinds. */
export function hireProgress(terms: ContractTerms, paid: number): number | null {
  if (terms.type !== 'work_and_pay') return null;
  const total = terms.totalPricePesewas ?? 0;
  return total > 0 ? Math.min(1, Math.max(0, paid / total)) : 0;
}

/** A contract's derived values as of `today` (YYYY-MM-DD, Africa/Accra), from what it has been paid. */
export function contractStanding(terms: ContractTerms, paid: number, today: string): ContractStanding {
  const expected = expectedBy(terms, today);
  const arrears = hireArrears(expected, paid);
  const full = fullPrice(terms);
  return {
    days: terms.type === 'rental' ? rentalDays(terms) : null,
    expected,
    paid,
    arrears,
    balance: full === null ? arrears : full - paid,
    nextDueDate: nextDue(terms, paid),
    progress: hireProgress(terms, paid),
    forecastEndDate: forecastEnd(terms, paid, today),
  };
}

/** The balance a remittance leaves: the contract's balance as of its day, counting it and those before it. */
export function balanceAfter(terms: ContractTerms, paidSoFar: number, day: string): number {
  const full = fullPrice(terms);
  return full === null ? hireArrears(expectedBy(terms, day), paidSoFar) : full - paidSoFar;
}

/** Remittances in the order they settle a contract: by day, then by receipt number. */
export function inSettlingOrder<T extends { date: string; receiptNumber: number }>(remittances: T[]): T[] {
  return [...remittances].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.receiptNumber - b.receiptNumber,
  );
}

/** Each remittance's balance after it, by id (docs/hire.md §2 `balanceAfter`). */
export function balancesAfter(
  terms: ContractTerms,
  remittances: { id: string; date: string; receiptNumber: number; amountPesewas: number }[],
  /** What was paid before the first of them (a list from a day on). */
  paidBefore = 0,
): Map<string, number> {
  const after = new Map<string, number>();
  let paid = paidBefore;
  for (const remittance of inSettlingOrder(remittances)) {
    paid += remittance.amountPesewas;
    after.set(remittance.id, balanceAfter(terms, paid, remittance.date));
  }
  return after;
}

/**
 * The day a work-and-pay contract's remittances reach its total (in settling order), or null while
 * they do not: the contract completes by itself that day (docs/hire.md §1).
 */
export function completionDay(
  totalPesewas: number,
  remittances: { date: string; receiptNumber: number; amountPesewas: number }[],
): string | null {
  let paid = 0;
  for (const remittance of inSettlingOrder(remittances)) {
    paid += remittance.amountPesewas;
    if (paid >= totalPesewas) return remittance.date;
  }
  return null;
}

/** One "due" line of a contract's ledger. */
export interface DueLine {
  date: string;
  amountPesewas: number;
  description: string;
}

function dueDescription(terms: ContractTerms, n: number, date: string, count: number | null): string {
  // A period ends the day before the next one starts (each counted from the start, never clamped twice).
  const periodEnd = () => addDays(nthDueDate(terms, n + 1) ?? date, -1);
  if (terms.type === 'rental') {
    const days = rentalDays(terms);
    return `Rental, ${days} day${days === 1 ? '' : 's'} (${date} to ${terms.endDate ?? date})`;
  }
  const period =
    terms.frequency === 'daily'
      ? `Day ${date}`
      : terms.frequency === 'weekly'
        ? `Week ${date} to ${periodEnd()}`
        : `Month ${date} to ${periodEnd()}`;
  return terms.type === 'work_and_pay' && count !== null
    ? `Instalment ${n + 1} of ${count}, ${period}`
    : period;
}

/** The amounts fallen due by `today`, one line per period, in date order (docs/hire.md §3 ledger). */
export function dueLines(terms: ContractTerms, today: string): DueLine[] {
  const due = periodsDueBy(terms, today);
  const instalments = instalmentCount(terms);
  const lines: DueLine[] = [];
  for (let n = 0; n < due; n += 1) {
    const date = nthDueDate(terms, n);
    if (date === null) break;
    lines.push({
      date,
      amountPesewas: periodAmount(terms, n),
      description: dueDescription(terms, n, date, instalments),
    });
  }
  return lines;
}
