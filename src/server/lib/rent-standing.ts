import { addDays, addMonthsClamped, daysBetween, toDay } from '../../shared/dates';
import type { Billing, StandingName } from '../../shared/ledger';

export type { Billing, StandingName } from '../../shared/ledger';

/** A tenancy's terms, money in pesewas. */
export interface TenancyTerms {
  /** The start date (YYYY-MM-DD, or an ISO date-time whose day counts). */
  rentedDate: string;
  noOfMonthsRented: number;
  monthlyPricePesewas: number;
  utilityPesewas: number;
  totalPesewas: number;
  billing: Billing;
}

/** A payment as the ledger counts it. Voided payments count for nothing. */
export interface CountedPayment {
  date: string;
  amountPesewas: number;
  voided: boolean;
}

/** An amount falling due on a day: the utility, an instalment, or an advance term's whole total. */
export interface Charge {
  dueDate: string;
  amountPesewas: number;
  kind: 'utility' | 'rent' | 'total';
}

/** The derived values of docs/ledger.md §1, in pesewas. */
export interface Standing {
  paid: number;
  balance: number;
  due: number;
  arrears: number;
  paidThrough: string | null;
  daysOverdue: number;
  standing: StandingName;
}

/**
 * What a tenancy charges, in date order. Advance: the total on the start date. Monthly: the utility
 * and the first month on the start date, then a month on the same day of each following month
 * (clamped to the month's last day), for the term's months.
 */
export function chargesOf(terms: TenancyTerms): Charge[] {
  return chargesBetween(terms);
}

/**
 * The charges of `chargesOf` falling due from `from` to `to` (YYYY-MM-DD, both included; open when
 * left out), in date order. Only the instalments inside the period are worked out, so twelve months of
 * every tenancy cost twelve dates at most each, however long its term (decision 129).
 */
export function chargesBetween(terms: TenancyTerms, from?: string, to?: string): Charge[] {
  const start = toDay(terms.rentedDate);
  if (to !== undefined && start > to) return [];
  const startsInside = from === undefined || start >= from;
  if (terms.billing === 'advance')
    return startsInside ? [{ dueDate: start, amountPesewas: terms.totalPesewas, kind: 'total' }] : [];
  const charges: Charge[] = [];
  if (startsInside && terms.utilityPesewas > 0)
    charges.push({ dueDate: start, amountPesewas: terms.utilityPesewas, kind: 'utility' });
  if (terms.monthlyPricePesewas <= 0) return charges;
  // The instalments due by the day before the period, and by its last day (the engine's one count).
  const first = from === undefined ? 0 : instalmentsDue(start, terms.noOfMonthsRented, addDays(from, -1));
  const last = to === undefined ? terms.noOfMonthsRented : instalmentsDue(start, terms.noOfMonthsRented, to);
  for (let index = first; index < last; index += 1)
    charges.push({
      dueDate: addMonthsClamped(start, index),
      amountPesewas: terms.monthlyPricePesewas,
      kind: 'rent',
    });
  return charges;
}

/**
 * The last day rent is paid up to: the payments pay the utility first, then whole months from the
 * start date (one month from 2026-01-10 is paid through 2026-02-09), at most the term. Null when
 * not one month is covered.
 */
export function paidThroughOf(terms: TenancyTerms, paid: number): string | null {
  if (terms.monthlyPricePesewas <= 0) return null;
  const forRent = paid - terms.utilityPesewas;
  const months = Math.min(Math.floor(forRent / terms.monthlyPricePesewas), terms.noOfMonthsRented);
  if (months < 1) return null;
  return addDays(addMonthsClamped(toDay(terms.rentedDate), months), -1);
}

/** How many of a monthly tenancy's instalments have fallen due by `today` (0 to the term's months). */
function instalmentsDue(start: string, months: number, today: string): number {
  if (today < start) return 0;
  const [startYear, startMonth] = start.split('-').map(Number) as [number, number];
  const [year, month] = today.split('-').map(Number) as [number, number];
  const whole = (year - startYear) * 12 + (month - startMonth);
  // The instalment of this calendar month is due once its (clamped) day has come.
  const due = addMonthsClamped(start, whole) <= today ? whole + 1 : whole;
  return Math.min(Math.max(due, 0), months);
}

/**
 * The due date of the oldest amount still unpaid, when payments settle the oldest charge first:
 * the utility, then the months in order (advance: the whole total on the start date).
 */
function oldestUnpaidDate(terms: TenancyTerms, paid: number): string {
  const start = toDay(terms.rentedDate);
  if (terms.billing === 'advance' || paid < terms.utilityPesewas || terms.monthlyPricePesewas <= 0)
    return start;
  const month = Math.floor((paid - terms.utilityPesewas) / terms.monthlyPricePesewas);
  return addMonthsClamped(start, Math.min(month, terms.noOfMonthsRented - 1));
}

/**
 * The next amount a tenant owes (docs/collect.md §1): the oldest charge not fully paid, payments
 * settling the oldest first, with what is left of it. That is the oldest unpaid amount while there
 * are arrears, else the next one to fall due; null once every charge is paid.
 */
export function nextRentDue(
  terms: TenancyTerms,
  paid: number,
): { dueDate: string; amountPesewas: number } | null {
  let covered = paid;
  for (const charge of chargesOf(terms)) {
    if (covered < charge.amountPesewas)
      return { dueDate: charge.dueDate, amountPesewas: charge.amountPesewas - Math.max(0, covered) };
    covered -= charge.amountPesewas;
  }
  return null;
}

/**
 * A tenancy's standing as of `today` (YYYY-MM-DD in the business time zone), docs/ledger.md §1: every
 * derived value of a rent record, computed here and nowhere else, in whole pesewas.
 */
export function standingOf(terms: TenancyTerms, payments: CountedPayment[], today: string): Standing {
  const paid = payments.reduce((sum, payment) => (payment.voided ? sum : sum + payment.amountPesewas), 0);
  return standingForPaid(terms, paid, today);
}

/** The same, from the sum of the tenancy's payments that count (not voided), in pesewas. */
export function standingForPaid(terms: TenancyTerms, paid: number, today: string): Standing {
  // Counted, not listed: a list of 2,000 tenancies computes this for each row on every read.
  const start = toDay(terms.rentedDate);
  const started = start <= today;
  const due =
    terms.billing === 'advance'
      ? started
        ? terms.totalPesewas
        : 0
      : (started ? terms.utilityPesewas : 0) +
        instalmentsDue(start, terms.noOfMonthsRented, today) * terms.monthlyPricePesewas;
  const balance = terms.totalPesewas - paid;
  const arrears = Math.max(0, due - paid);
  const standing: StandingName =
    balance === 0 ? 'Settled' : balance < 0 ? 'In credit' : arrears > 0 ? 'In arrears' : 'Owing';
  return {
    paid,
    balance,
    due,
    arrears,
    paidThrough: paidThroughOf(terms, paid),
    daysOverdue: arrears > 0 ? daysBetween(oldestUnpaidDate(terms, paid), today) : 0,
    standing,
  };
}

/** Payments in the order they settle a tenancy: by day, then by receipt number. */
export function inSettlingOrder<T extends { date: string; receiptNumber: number }>(payments: T[]): T[] {
  return payments
    .map((payment) => ({ payment, day: toDay(payment.date) }))
    .sort((a, b) =>
      a.day < b.day ? -1 : a.day > b.day ? 1 : a.payment.receiptNumber - b.payment.receiptNumber,
    )
    .map(({ payment }) => payment);
}

/** A payment on the ledger. */
export interface LedgerPayment {
  id: string;
  date: string;
  amountPesewas: number;
  receiptNumber: number;
  description: string;
}

/** A ledger line in pesewas (docs/ledger.md §4); `balance` runs as charged minus paid. */
export interface LedgerLine {
  date: string;
  kind: 'charge' | 'payment';
  description: string;
  amountPesewas: number;
  balancePesewas: number;
  paymentId?: string;
  receiptNumber?: number;
}

function chargeDescription(charge: Charge, terms: TenancyTerms): string {
  if (charge.kind === 'total') return `Rent in advance, ${terms.noOfMonthsRented} month(s) and utility`;
  if (charge.kind === 'utility') return 'Utility';
  const end = addDays(addMonthsClamped(charge.dueDate, 1), -1);
  return `Rent ${charge.dueDate} to ${end}`;
}

/**
 * A tenancy's ledger as of `today`: the charges fallen due so far and the payments (voided ones
 * left out by the caller), in date order, a day's charges before its payments, with a running
 * balance. The charged total equals the standing's `due`.
 */
export function ledgerOf(terms: TenancyTerms, payments: LedgerPayment[], today: string): LedgerLine[] {
  const charges = chargesOf(terms)
    .filter((charge) => charge.dueDate <= today)
    .map((charge) => ({
      date: charge.dueDate,
      kind: 'charge' as const,
      description: chargeDescription(charge, terms),
      amountPesewas: charge.amountPesewas,
      order: 0,
    }));
  const paid = inSettlingOrder(payments).map((payment) => ({
    date: toDay(payment.date),
    kind: 'payment' as const,
    description: payment.description,
    amountPesewas: payment.amountPesewas,
    paymentId: payment.id,
    receiptNumber: payment.receiptNumber,
    order: 1,
  }));
  // A stable sort keeps each kind's own order within a day.
  const lines = [...charges, ...paid].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order,
  );
  let balance = 0;
  return lines.map(({ order: _order, ...line }) => {
    balance += line.kind === 'charge' ? line.amountPesewas : -line.amountPesewas;
    return { ...line, balancePesewas: balance };
  });
}

/**
 * Each payment's balance right after it (docs/ledger.md §3): the tenancy's total minus what was paid up
 * to and including it, payments taken in date order, then receipt order. The rule's engine: the
 * server reads the figure from SQL proven equal to this (docs/decisions/077-payments-list-in-sql.md).
 */
export function balancesAfter(
  totalPesewas: number,
  payments: { id: string; date: string; receiptNumber: number; amountPesewas: number }[],
): Map<string, number> {
  const ordered = inSettlingOrder(payments);
  const after = new Map<string, number>();
  let paid = 0;
  for (const payment of ordered) {
    paid += payment.amountPesewas;
    after.set(payment.id, totalPesewas - paid);
  }
  return after;
}
