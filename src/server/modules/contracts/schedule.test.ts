import { describe, expect, it } from 'vitest';
import {
  balanceAfter,
  balancesAfter,
  type ContractStanding,
  type ContractTerms,
  completionDay,
  contractStanding,
  dueLines,
  dueOn,
  expectedBy,
  fullPrice,
  inSettlingOrder,
  lastDueDay,
  nthDueDate,
  periodAmount,
  periodCount,
  periodsDueBy,
  rentalDays,
} from './schedule';

/*
 * Fixture tests for the expected-amount engine of docs/hire.md §1. Every expected value below is worked
 * out by hand from the spec and the calendar (the arithmetic is in the comment beside it), or by a
 * naive day-by-day oracle written here, independent of src/shared/dates.ts.
 *
 * Calendar facts used (checked in "calendar facts the fixtures rely on"):
 *   2026-01-05 Mon, 2026-01-08 Thu, 2026-01-11 Sun, 2026-01-28 Wed, 2026-01-31 Sat,
 *   2026-08-31 Mon, 2026-12-28 Mon, 2027-01-04 Mon, 2028-01-02 Sun, 2028-01-03 Mon,
 *   2028-02-28 Mon, 2028-02-29 Tue (2028 is a leap year), 2028-03-05 Sun,
 *   2100-02-27 Sat, 2100-03-01 Mon (2100 is not a leap year: no 2100-02-29).
 */

// ---------------------------------------------------------------------------------------------
// Fixture builders
// ---------------------------------------------------------------------------------------------

const MON_SAT: readonly number[] = [1, 2, 3, 4, 5, 6];
const MON_FRI: readonly number[] = [1, 2, 3, 4, 5];
const ALL_WEEK: readonly number[] = [1, 2, 3, 4, 5, 6, 7];

/** A daily-sales contract: GH₵ 50 (5000 pesewas) a day, Mon–Sat, from Monday 2026-01-05, open-ended. */
function dailySales(overrides: Partial<ContractTerms> = {}): ContractTerms {
  return {
    type: 'daily_sales',
    amountPesewas: 5000,
    frequency: 'daily',
    workingDays: MON_SAT,
    startDate: '2026-01-05',
    endDate: null,
    totalPricePesewas: null,
    terminatedOn: null,
    ...overrides,
  };
}

/** A work-and-pay contract: total 1000, 300 an amount (so 300, 300, 300, 100), every day from Mon 2026-01-05. */
function workAndPay(overrides: Partial<ContractTerms> = {}): ContractTerms {
  return {
    type: 'work_and_pay',
    amountPesewas: 300,
    frequency: 'daily',
    workingDays: ALL_WEEK,
    startDate: '2026-01-05',
    endDate: null,
    totalPricePesewas: 1000,
    terminatedOn: null,
    ...overrides,
  };
}

/** A rental: GH₵ 200 (20000 pesewas) a day, picked up Mon 2026-01-05, returned Thu 2026-01-08 (3 days). */
function rental(overrides: Partial<ContractTerms> = {}): ContractTerms {
  return {
    type: 'rental',
    amountPesewas: 20000,
    frequency: 'daily',
    workingDays: ALL_WEEK,
    startDate: '2026-01-05',
    endDate: '2026-01-08',
    totalPricePesewas: null,
    terminatedOn: null,
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// An independent calendar and a naive, day-by-day oracle of the spec
// ---------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

function ymd(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number);
  return [year ?? Number.NaN, month ?? Number.NaN, date ?? Number.NaN];
}

/** Days since 1970-01-01. */
function serial(day: string): number {
  const [year, month, date] = ymd(day);
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

function fromSerial(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

function plusDays(day: string, days: number): string {
  return fromSerial(serial(day) + days);
}

/** 1 = Monday … 7 = Sunday. */
function weekdayOf(day: string): number {
  const sundayFirst = new Date(serial(day) * DAY_MS).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The schedule's due dates at its rate, found by looking at every calendar day from the start:
 * ignoring the end date, termination and total (a rental: its start, once).
 */
function* naiveRateDates(terms: ContractTerms): Generator<string> {
  const start = serial(terms.startDate);
  if (terms.type === 'rental') {
    yield terms.startDate;
    return;
  }
  const startDayOfMonth = ymd(terms.startDate)[2];
  for (let n = start; n < start + 40_000; n += 1) {
    const day = fromSerial(n);
    if (terms.frequency === 'daily') {
      if (terms.workingDays.includes(weekdayOf(day))) yield day;
    } else if (terms.frequency === 'weekly') {
      if ((n - start) % 7 === 0) yield day;
    } else {
      const [year, month, date] = ymd(day);
      if (date === Math.min(startDayOfMonth, daysInMonth(year, month))) yield day;
    }
  }
}

function naiveRentalDays(terms: ContractTerms): number {
  return Math.max(1, serial(terms.endDate ?? terms.startDate) - serial(terms.startDate));
}

interface NaiveAmount {
  date: string;
  amount: number;
}

/** Every amount the contract ever lets fall due, in order, with its size (spec + design decisions). */
function* naiveAmounts(terms: ContractTerms): Generator<NaiveAmount> {
  const bounds = [terms.type === 'rental' ? null : terms.endDate, terms.terminatedOn].filter(
    (day): day is string => day !== null,
  );
  const last = bounds.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...bounds.map(serial));
  const total = terms.totalPricePesewas ?? 0;
  const instalments =
    terms.type === 'work_and_pay' ? Math.ceil(total / terms.amountPesewas) : Number.POSITIVE_INFINITY;
  let n = 0;
  for (const date of naiveRateDates(terms)) {
    if (serial(date) > last || n >= instalments) return;
    let amount = terms.amountPesewas;
    if (terms.type === 'rental') amount = terms.amountPesewas * naiveRentalDays(terms);
    else if (n === instalments - 1) amount = total - terms.amountPesewas * (instalments - 1);
    yield { date, amount };
    n += 1;
  }
}

function naiveDueBy(terms: ContractTerms, today: string): NaiveAmount[] {
  const due: NaiveAmount[] = [];
  for (const amount of naiveAmounts(terms)) {
    if (amount.date > today) break;
    due.push(amount);
  }
  return due;
}

function naiveExpected(terms: ContractTerms, today: string): number {
  return naiveDueBy(terms, today).reduce((sum, amount) => sum + amount.amount, 0);
}

/** The oldest amount not fully paid, settling oldest first; when all is paid, the next one; else null. */
function naiveNextDue(terms: ContractTerms, paid: number): string | null {
  let left = paid;
  for (const amount of naiveAmounts(terms)) {
    if (left < amount.amount) return amount.date;
    left -= amount.amount;
  }
  return null;
}

/** Work and pay: pay one amount on each due date from today on (at the rate, no end) until the total. */
function naiveForecast(terms: ContractTerms, paid: number, today: string): string | null {
  if (terms.type !== 'work_and_pay' || terms.terminatedOn !== null) return null;
  const total = terms.totalPricePesewas ?? 0;
  let sum = paid;
  if (sum >= total) return null;
  for (const date of naiveRateDates(terms)) {
    if (date < today) continue;
    sum += terms.amountPesewas;
    if (sum >= total) return date;
  }
  return null;
}

/** A small deterministic PRNG (mulberry32): the same cases on every run. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function randomInt(next: () => number, min: number, max: number): number {
  return min + Math.floor(next() * (max - min + 1));
}

/** The weekdays of a 7-bit mask: bit 0 = Monday … bit 6 = Sunday. */
function weekdaysOfMask(mask: number): number[] {
  return [1, 2, 3, 4, 5, 6, 7].filter((day) => (mask >> (day - 1)) & 1);
}

/** A random contract of any kind, with random (seeded) start, working days, end and termination. */
function randomTerms(next: () => number): ContractTerms {
  const kinds = ['daily_sales', 'work_and_pay', 'rental'] as const;
  const frequencies = ['daily', 'weekly', 'monthly'] as const;
  const type = kinds[randomInt(next, 0, 2)] ?? 'daily_sales';
  const frequency = type === 'rental' ? 'daily' : (frequencies[randomInt(next, 0, 2)] ?? 'daily');
  const startDate = plusDays('2024-01-01', randomInt(next, 0, 2600));
  const amountPesewas = randomInt(next, 100, 10_000);
  let endDate: string | null = null;
  if (type === 'rental') endDate = plusDays(startDate, randomInt(next, -2, 30));
  else if (next() < 0.6) endDate = plusDays(startDate, randomInt(next, -5, 800));
  const terminatedOn = next() < 0.25 ? plusDays(startDate, randomInt(next, -5, 800)) : null;
  return {
    type,
    amountPesewas,
    frequency,
    workingDays: weekdaysOfMask(randomInt(next, 1, 127)),
    startDate,
    endDate,
    totalPricePesewas: type === 'work_and_pay' ? randomInt(next, 1, amountPesewas * 120) : null,
    terminatedOn,
  };
}

function sumOf(lines: { amountPesewas: number }[]): number {
  return lines.reduce((sum, line) => sum + line.amountPesewas, 0);
}

// ---------------------------------------------------------------------------------------------

describe('calendar facts the fixtures rely on (independent calendar, not the engine)', () => {
  it('has the weekdays and leap years the hand computations assume', () => {
    expect(weekdayOf('2026-01-05')).toBe(1);
    expect(weekdayOf('2026-01-08')).toBe(4);
    expect(weekdayOf('2026-01-11')).toBe(7);
    expect(weekdayOf('2026-01-28')).toBe(3);
    expect(weekdayOf('2026-01-31')).toBe(6);
    expect(weekdayOf('2026-12-28')).toBe(1);
    expect(weekdayOf('2027-01-04')).toBe(1);
    expect(weekdayOf('2028-01-02')).toBe(7);
    expect(weekdayOf('2028-02-28')).toBe(1);
    expect(weekdayOf('2028-02-29')).toBe(2);
    expect(weekdayOf('2028-03-05')).toBe(7);
    expect(weekdayOf('2100-02-27')).toBe(6);
    expect(weekdayOf('2100-03-01')).toBe(1);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(plusDays('2100-02-28', 1)).toBe('2100-03-01');
  });
});

describe('daily sales: expected', () => {
  it('counts Monday to Saturday by default: Mon 2026-01-05 to Sat 2026-01-10 is 6 amounts', () => {
    const terms = dailySales();
    // Mon 5, Tue 6, Wed 7, Thu 8, Fri 9, Sat 10 → 6 × 5000 = 30000
    expect(periodsDueBy(terms, '2026-01-10')).toBe(6);
    expect(expectedBy(terms, '2026-01-10')).toBe(30000);
  });

  it('lets one amount fall due on the start day itself', () => {
    expect(expectedBy(dailySales(), '2026-01-05')).toBe(5000);
    expect(dueOn(dailySales(), '2026-01-05')).toBe(5000);
  });

  it('adds nothing on a Sunday today, and resumes on Monday', () => {
    const terms = dailySales();
    // Sun 2026-01-11 is not a working day: still Mon 5 … Sat 10 = 6 × 5000
    expect(expectedBy(terms, '2026-01-11')).toBe(30000);
    expect(dueOn(terms, '2026-01-11')).toBe(0);
    // Mon 2026-01-12: 7 × 5000 = 35000
    expect(expectedBy(terms, '2026-01-12')).toBe(35000);
    expect(dueOn(terms, '2026-01-12')).toBe(5000);
  });

  it('expects nothing before the start, and nothing on the day before it', () => {
    const terms = dailySales();
    expect(expectedBy(terms, '2025-12-31')).toBe(0);
    expect(expectedBy(terms, '2026-01-04')).toBe(0);
    expect(periodsDueBy(terms, '2026-01-04')).toBe(0);
    expect(dueOn(terms, '2026-01-04')).toBe(0);
  });

  it('expects nothing on a Sunday start day, and the first amount on the Monday after', () => {
    const terms = dailySales({ startDate: '2026-01-11' }); // Sunday
    expect(expectedBy(terms, '2026-01-11')).toBe(0);
    expect(nthDueDate(terms, 0)).toBe('2026-01-12');
    expect(expectedBy(terms, '2026-01-12')).toBe(5000);
  });

  it('counts weekdays only [1..5] from a Thursday start', () => {
    const terms = dailySales({ workingDays: MON_FRI, startDate: '2026-01-08' });
    // Thu 8, Fri 9 (Sat 10, Sun 11 off) → 2
    expect(periodsDueBy(terms, '2026-01-11')).toBe(2);
    // + Mon 12 … Fri 16 (5) + Mon 19, Tue 20, Wed 21 (3) → 2 + 5 + 3 = 10
    expect(periodsDueBy(terms, '2026-01-21')).toBe(10);
    expect(expectedBy(terms, '2026-01-21')).toBe(50000);
    expect(dueOn(terms, '2026-01-17')).toBe(0); // Saturday
  });

  it('counts a single working day [3] (Wednesdays) from a Thursday start', () => {
    const terms = dailySales({ workingDays: [3], startDate: '2026-01-08' });
    // Wednesdays after Thu 2026-01-08: 14, 21, 28 Jan, 4 Feb
    expect(nthDueDate(terms, 0)).toBe('2026-01-14');
    expect(nthDueDate(terms, 3)).toBe('2026-02-04');
    expect(periodsDueBy(terms, '2026-01-13')).toBe(0);
    expect(periodsDueBy(terms, '2026-02-03')).toBe(3);
    expect(periodsDueBy(terms, '2026-02-04')).toBe(4);
    expect(expectedBy(terms, '2026-02-04')).toBe(20000);
  });

  it('counts all seven days, with a mid-week end date that is inclusive', () => {
    const terms = dailySales({ workingDays: ALL_WEEK, startDate: '2026-01-08', endDate: '2026-01-13' });
    // Thu 8, Fri 9, Sat 10, Sun 11, Mon 12, Tue 13 → 6 (the end day counts)
    expect(periodsDueBy(terms, '2026-01-31')).toBe(6);
    expect(expectedBy(terms, '2026-01-31')).toBe(30000);
    expect(dueOn(terms, '2026-01-13')).toBe(5000);
    expect(dueOn(terms, '2026-01-14')).toBe(0);
  });

  it('stops at an end date earlier than today (Thursday start, Wednesday end, Mon–Sat)', () => {
    const terms = dailySales({ startDate: '2026-01-08', endDate: '2026-01-14' });
    // Thu 8, Fri 9, Sat 10, Mon 12, Tue 13, Wed 14 → 6
    expect(periodsDueBy(terms, '2026-02-01')).toBe(6);
    // Before the end: Thu 8, Fri 9, Sat 10, Mon 12, Tue 13 → 5
    expect(periodsDueBy(terms, '2026-01-13')).toBe(5);
    expect(periodCount(terms)).toBe(6);
    expect(lastDueDay(terms)).toBe('2026-01-14');
  });

  it('stops at a termination earlier than the end date and today (termination day included)', () => {
    const terms = dailySales({ endDate: '2026-01-31', terminatedOn: '2026-01-16' });
    // Mon 5 … Sat 10 (6) + Mon 12 … Fri 16 (5) → 11 × 5000 = 55000
    expect(expectedBy(terms, '2026-01-20')).toBe(55000);
    expect(dueOn(terms, '2026-01-16')).toBe(5000);
    expect(dueOn(terms, '2026-01-17')).toBe(0); // a Saturday, but after the termination
    expect(lastDueDay(terms)).toBe('2026-01-16');
    expect(periodCount(terms)).toBe(11);
    // Today before the termination: Mon 5, Tue 6, Wed 7 → 3
    expect(expectedBy(terms, '2026-01-07')).toBe(15000);
  });

  it('uses the end date when it comes before a later termination', () => {
    const terms = dailySales({ endDate: '2026-01-16', terminatedOn: '2026-01-31' });
    expect(lastDueDay(terms)).toBe('2026-01-16');
    expect(expectedBy(terms, '2026-02-10')).toBe(55000); // 11 × 5000, as above
  });

  it('expects nothing when terminated before its start', () => {
    const terms = dailySales({ terminatedOn: '2026-01-02' });
    expect(expectedBy(terms, '2026-02-01')).toBe(0);
    expect(periodCount(terms)).toBe(0);
  });

  it('counts across a month end', () => {
    const terms = dailySales({ startDate: '2026-01-28' });
    // Wed 28, Thu 29, Fri 30, Sat 31 Jan, (Sun 1 Feb off), Mon 2, Tue 3 Feb → 6
    expect(periodsDueBy(terms, '2026-02-03')).toBe(6);
    expect(dueOn(terms, '2026-02-01')).toBe(0);
  });

  it('counts across a year end', () => {
    const terms = dailySales({ startDate: '2026-12-28' });
    // Mon 28, Tue 29, Wed 30, Thu 31 Dec, Fri 1, Sat 2 Jan → 6
    expect(periodsDueBy(terms, '2027-01-02')).toBe(6);
    expect(periodsDueBy(terms, '2027-01-03')).toBe(6); // Sunday
    expect(periodsDueBy(terms, '2027-01-04')).toBe(7); // Monday
    expect(nthDueDate(terms, 6)).toBe('2027-01-04');
  });

  it('counts the leap day 2028-02-29', () => {
    const monSat = dailySales({ startDate: '2028-02-28' });
    // Mon 28, Tue 29 Feb, Wed 1, Thu 2, Fri 3, Sat 4 Mar (Sun 5 off) → 6
    expect(periodsDueBy(monSat, '2028-03-05')).toBe(6);
    expect(nthDueDate(monSat, 1)).toBe('2028-02-29');
    expect(dueOn(monSat, '2028-02-29')).toBe(5000);
    const everyDay = dailySales({ startDate: '2028-02-28', workingDays: ALL_WEEK });
    // 28, 29 Feb, 1 … 5 Mar → 7
    expect(periodsDueBy(everyDay, '2028-03-05')).toBe(7);
  });

  it('knows 2100 has no 29 February', () => {
    const everyDay = dailySales({ startDate: '2100-02-27', workingDays: ALL_WEEK });
    // Sat 27, Sun 28 Feb, Mon 1 Mar → 3 (not 4)
    expect(periodsDueBy(everyDay, '2100-03-01')).toBe(3);
    expect(nthDueDate(everyDay, 2)).toBe('2100-03-01');
    const monSat = dailySales({ startDate: '2100-02-27' });
    // Sat 27 Feb, (Sun 28 off), Mon 1 … Sat 6 Mar → 1 + 6 = 7
    expect(periodsDueBy(monSat, '2100-03-06')).toBe(7);
  });

  it('counts two years exactly (Mon 2026-01-05 to Sun 2028-01-02 is 104 weeks)', () => {
    // 2026-01-05 + 730 days = 2028-01-05 (2026, 2027: 365 days each), so 2028-01-02 is day 728:
    // 728 days = 104 whole weeks.
    expect(periodsDueBy(dailySales(), '2028-01-02')).toBe(624); // 104 × 6
    expect(expectedBy(dailySales(), '2028-01-02')).toBe(3_120_000); // 624 × 5000
    expect(periodsDueBy(dailySales(), '2028-01-03')).toBe(625); // + Monday
    expect(periodsDueBy(dailySales({ workingDays: MON_FRI }), '2028-01-02')).toBe(520); // 104 × 5
    expect(periodsDueBy(dailySales({ workingDays: [7] }), '2028-01-02')).toBe(104); // 104 Sundays
    expect(nthDueDate(dailySales(), 624)).toBe('2028-01-03');
  });

  it('counts a span that is not whole weeks (Thu 2026-01-08 to Fri 2027-12-31)', () => {
    // 2026-01-08 → 2027-01-08 is 365 days, → 2027-12-31 is 357 more: 723 days inclusive
    // = 103 weeks (to Wed 2027-12-29) + Thu 30, Fri 31 → 103 × 6 + 2 = 620
    expect(periodsDueBy(dailySales({ startDate: '2026-01-08' }), '2027-12-31')).toBe(620);
  });

  it('agrees with a naive day-by-day count over 600 seeded random daily-sales contracts', () => {
    const next = prng(20260105);
    const mismatches: string[] = [];
    for (let i = 0; i < 600; i += 1) {
      const terms: ContractTerms = {
        ...dailySales(),
        workingDays: weekdaysOfMask(randomInt(next, 1, 127)),
        startDate: plusDays('2024-01-01', randomInt(next, 0, 2600)),
        amountPesewas: randomInt(next, 100, 10_000),
      };
      if (next() < 0.5) terms.endDate = plusDays(terms.startDate, randomInt(next, -3, 760));
      if (next() < 0.3) terms.terminatedOn = plusDays(terms.startDate, randomInt(next, -3, 760));
      const today = plusDays(terms.startDate, randomInt(next, -15, 800));
      const naiveCount = naiveDueBy(terms, today).length;
      const got = [periodsDueBy(terms, today), expectedBy(terms, today)];
      const want = [naiveCount, naiveCount * terms.amountPesewas];
      if (got[0] !== want[0] || got[1] !== want[1])
        mismatches.push(`${JSON.stringify(terms)} today ${today}: ${got} ≠ ${want}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('weekly and monthly schedules', () => {
  const weekly = (overrides: Partial<ContractTerms> = {}) =>
    dailySales({ frequency: 'weekly', amountPesewas: 30000, ...overrides });
  const monthly = (overrides: Partial<ContractTerms> = {}) =>
    dailySales({ frequency: 'monthly', amountPesewas: 120000, ...overrides });

  it('lets a weekly amount fall due on the first day of its week', () => {
    const terms = weekly({ startDate: '2026-01-07' }); // Wednesday
    expect(dueOn(terms, '2026-01-07')).toBe(30000);
    for (let day = 8; day <= 13; day += 1)
      expect(dueOn(terms, `2026-01-${String(day).padStart(2, '0')}`)).toBe(0);
    expect(dueOn(terms, '2026-01-14')).toBe(30000);
    expect(expectedBy(terms, '2026-01-13')).toBe(30000);
    // Weeks starting 7, 14, 21, 28 Jan → 4 × 30000
    expect(expectedBy(terms, '2026-01-31')).toBe(120000);
  });

  it('ignores working days on a weekly schedule (a Sunday start is due on that Sunday)', () => {
    const terms = weekly({ startDate: '2026-01-11', workingDays: MON_SAT });
    expect(dueOn(terms, '2026-01-11')).toBe(30000);
    expect(nthDueDate(terms, 1)).toBe('2026-01-18');
  });

  it('includes a weekly end date that is itself a due date', () => {
    // Due 5, 12, 19 Jan
    expect(periodsDueBy(weekly({ endDate: '2026-01-19' }), '2026-03-01')).toBe(3);
    expect(periodsDueBy(weekly({ endDate: '2026-01-18' }), '2026-03-01')).toBe(2);
  });

  it('counts weeks across a year end', () => {
    const terms = weekly({ startDate: '2026-12-28' });
    expect(periodsDueBy(terms, '2027-01-03')).toBe(1); // only Mon 28 Dec so far
    expect(periodsDueBy(terms, '2027-01-04')).toBe(2); // + Mon 4 Jan
  });

  it('lets a monthly amount fall due on the start day of each month', () => {
    const terms = monthly({ startDate: '2026-01-15' });
    expect(periodsDueBy(terms, '2026-02-14')).toBe(1);
    expect(periodsDueBy(terms, '2026-02-15')).toBe(2);
    expect(dueOn(terms, '2026-02-15')).toBe(120000);
    expect(dueOn(terms, '2026-02-16')).toBe(0);
  });

  it('clamps a 31st start to month ends, counting from the start (2026-01-31 → 02-28 → 03-31 → 04-30)', () => {
    const terms = monthly({ startDate: '2026-01-31' });
    expect([0, 1, 2, 3].map((n) => nthDueDate(terms, n))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31', // back to the 31st, not 28 March
      '2026-04-30',
    ]);
    expect(periodsDueBy(terms, '2026-02-27')).toBe(1);
    expect(periodsDueBy(terms, '2026-02-28')).toBe(2);
    expect(dueOn(terms, '2026-03-28')).toBe(0); // not counted from the clamped 28 Feb
    expect(periodsDueBy(terms, '2026-03-30')).toBe(2);
    expect(periodsDueBy(terms, '2026-03-31')).toBe(3);
  });

  it('clamps a 31 August start across the year end', () => {
    const terms = monthly({ startDate: '2026-08-31' });
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => nthDueDate(terms, n))).toEqual([
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
    expect(periodsDueBy(terms, '2027-01-30')).toBe(5);
    expect(periodsDueBy(terms, '2027-01-31')).toBe(6);
  });

  it('runs a leap-day start 2028-02-29 on the 29th, and on 28 Feb in 2029', () => {
    const terms = monthly({ startDate: '2028-02-29' });
    expect(nthDueDate(terms, 1)).toBe('2028-03-29');
    expect(nthDueDate(terms, 11)).toBe('2029-01-29');
    expect(nthDueDate(terms, 12)).toBe('2029-02-28');
    expect(nthDueDate(terms, 13)).toBe('2029-03-29');
    expect(nthDueDate(terms, 48)).toBe('2032-02-29'); // 2032 is a leap year
    // 29 Feb 2028 … 29 Jan 2029 = 12 amounts; the 13th on 28 Feb 2029
    expect(periodsDueBy(terms, '2029-02-27')).toBe(12);
    expect(periodsDueBy(terms, '2029-02-28')).toBe(13);
  });

  it('clamps to 29 February in a leap year and 28 in 2100', () => {
    expect(nthDueDate(monthly({ startDate: '2028-01-31' }), 1)).toBe('2028-02-29');
    expect(nthDueDate(monthly({ startDate: '2100-01-31' }), 1)).toBe('2100-02-28');
    expect(periodsDueBy(monthly({ startDate: '2100-01-31' }), '2100-02-28')).toBe(2);
  });

  it('counts months across a year end', () => {
    const terms = monthly({ startDate: '2026-12-15' });
    expect(periodsDueBy(terms, '2027-01-14')).toBe(1);
    expect(periodsDueBy(terms, '2027-01-15')).toBe(2);
  });

  it('stops a monthly schedule at its termination day, inclusive', () => {
    // Due 31 Jan, 28 Feb, 31 Mar
    expect(periodsDueBy(monthly({ startDate: '2026-01-31', terminatedOn: '2026-03-30' }), '2026-06-01')).toBe(
      2,
    );
    expect(periodsDueBy(monthly({ startDate: '2026-01-31', terminatedOn: '2026-03-31' }), '2026-06-01')).toBe(
      3,
    );
  });

  it('expects nothing before the start, and names the start as next due', () => {
    const terms = weekly();
    expect(expectedBy(terms, '2026-01-04')).toBe(0);
    expect(contractStanding(terms, 0, '2026-01-04').nextDueDate).toBe('2026-01-05');
  });
});

describe('rental', () => {
  it('charges end − start days, the return day not charged, and at least 1', () => {
    expect(rentalDays(rental())).toBe(3); // 5 → 8 Jan
    expect(rentalDays(rental({ endDate: '2026-01-06' }))).toBe(1);
    expect(rentalDays(rental({ endDate: '2026-01-05' }))).toBe(1); // same day: at least 1
    expect(rentalDays(rental({ endDate: '2026-01-01' }))).toBe(1); // before the start: at least 1
    // 27, 28, 29 Feb, 1 Mar 2028 charged; 2 Mar is the return day → 4
    expect(rentalDays(rental({ startDate: '2028-02-27', endDate: '2028-03-02' }))).toBe(4);
    // 27, 28 Feb, 1 Mar 2100 → 3 (no 29 Feb in 2100)
    expect(rentalDays(rental({ startDate: '2100-02-27', endDate: '2100-03-02' }))).toBe(3);
    // 28 Dec 2026 → 4 Jan 2027 = 7
    expect(rentalDays(rental({ startDate: '2026-12-28', endDate: '2027-01-04' }))).toBe(7);
  });

  it('lets the whole amount × days fall due on the start date', () => {
    const terms = rental(); // 3 × 20000 = 60000
    expect(fullPrice(terms)).toBe(60000);
    expect(periodAmount(terms, 0)).toBe(60000);
    expect(expectedBy(terms, '2026-01-04')).toBe(0);
    expect(expectedBy(terms, '2026-01-05')).toBe(60000);
    expect(expectedBy(terms, '2026-01-07')).toBe(60000);
    expect(expectedBy(terms, '2026-02-01')).toBe(60000);
    expect(dueOn(terms, '2026-01-05')).toBe(60000);
    expect(dueOn(terms, '2026-01-06')).toBe(0);
    expect(periodCount(terms)).toBe(1);
    expect(lastDueDay(terms)).toBe('2026-01-05');
  });

  it('charges a 1-day rental once', () => {
    const terms = rental({ endDate: '2026-01-06' });
    expect(expectedBy(terms, '2026-01-06')).toBe(20000);
    expect(contractStanding(terms, 0, '2026-01-06')).toEqual<ContractStanding>({
      days: 1,
      expected: 20000,
      paid: 0,
      arrears: 20000,
      balance: 20000,
      nextDueDate: '2026-01-05',
      progress: null,
      forecastEndDate: null,
    });
  });

  it('is daily by definition: ignores working days and frequency (Sunday start, Monday-only set)', () => {
    const terms = rental({
      startDate: '2026-01-11',
      endDate: '2026-01-13',
      workingDays: [1],
      frequency: 'monthly',
    });
    // Sun 11 → Tue 13 = 2 days × 20000 = 40000, all on Sunday 11
    expect(dueOn(terms, '2026-01-11')).toBe(40000);
    expect(nthDueDate(terms, 0)).toBe('2026-01-11');
    expect(nthDueDate(terms, 1)).toBeNull();
  });

  it('derives standing before the start: nothing due yet but the start is next due', () => {
    expect(contractStanding(rental(), 0, '2026-01-01')).toEqual<ContractStanding>({
      days: 3,
      expected: 0,
      paid: 0,
      arrears: 0,
      balance: 60000, // amount × days − paid
      nextDueDate: '2026-01-05',
      progress: null,
      forecastEndDate: null,
    });
  });

  it('derives standing unpaid, partly paid and paid in full', () => {
    expect(contractStanding(rental(), 0, '2026-01-06')).toMatchObject({
      expected: 60000,
      arrears: 60000,
      balance: 60000,
      nextDueDate: '2026-01-05',
    });
    // paid 25000 of 60000: arrears = balance = 35000, the start still owed
    expect(contractStanding(rental(), 25000, '2026-01-06')).toMatchObject({
      expected: 60000,
      arrears: 35000,
      balance: 35000,
      nextDueDate: '2026-01-05',
    });
    expect(contractStanding(rental(), 60000, '2026-01-20')).toMatchObject({
      expected: 60000,
      arrears: 0,
      balance: 0,
      nextDueDate: null,
    });
  });

  it('lets nothing fall due when terminated before its start', () => {
    const terms = rental({ terminatedOn: '2026-01-03' });
    expect(expectedBy(terms, '2026-01-20')).toBe(0);
    expect(periodCount(terms)).toBe(0);
    expect(contractStanding(terms, 0, '2026-01-20').nextDueDate).toBeNull();
  });
});

describe('work and pay', () => {
  it('makes the last instalment the remainder (total 1000, amount 300 → 300, 300, 300, 100)', () => {
    const terms = workAndPay();
    expect(periodCount(terms)).toBe(4); // ceil(1000 / 300)
    expect([0, 1, 2, 3].map((n) => periodAmount(terms, n))).toEqual([300, 300, 300, 100]);
    expect(expectedBy(terms, '2026-01-04')).toBe(0);
    expect(expectedBy(terms, '2026-01-05')).toBe(300);
    expect(expectedBy(terms, '2026-01-06')).toBe(600);
    expect(expectedBy(terms, '2026-01-07')).toBe(900);
    expect(expectedBy(terms, '2026-01-08')).toBe(1000); // 900 + 100, not 1200
    expect(expectedBy(terms, '2026-12-31')).toBe(1000); // capped at the total
    expect(dueOn(terms, '2026-01-08')).toBe(100);
    expect(dueOn(terms, '2026-01-09')).toBe(0);
    expect(periodsDueBy(terms, '2026-12-31')).toBe(4);
  });

  it('keeps a whole last instalment when the amount divides the total (900 / 300 → 3 × 300)', () => {
    const terms = workAndPay({ totalPricePesewas: 900 });
    expect(periodCount(terms)).toBe(3);
    expect(periodAmount(terms, 2)).toBe(300);
    expect(expectedBy(terms, '2026-12-31')).toBe(900);
  });

  it('has one instalment, the total, when the amount exceeds it', () => {
    const terms = workAndPay({ totalPricePesewas: 200 });
    expect(periodCount(terms)).toBe(1);
    expect(periodAmount(terms, 0)).toBe(200);
    expect(expectedBy(terms, '2026-12-31')).toBe(200);
  });

  it('runs a realistic weekly contract to its remainder (6,000,000 at 70,000 a week)', () => {
    const terms = workAndPay({ frequency: 'weekly', amountPesewas: 70_000, totalPricePesewas: 6_000_000 });
    // 6,000,000 / 70,000 = 85.7 → 86 instalments, the last 6,000,000 − 85 × 70,000 = 50,000
    expect(periodCount(terms)).toBe(86);
    expect(periodAmount(terms, 85)).toBe(50_000);
    // The 86th falls due 85 weeks = 595 days after Mon 2026-01-05: +365 → 2027-01-05,
    // +230 → 26 (Jan) + 28 + 31 + 30 + 31 + 30 + 31 = 207 → 23 Aug 2027
    expect(nthDueDate(terms, 85)).toBe('2027-08-23');
    expect(expectedBy(terms, '2027-08-22')).toBe(5_950_000);
    expect(expectedBy(terms, '2027-08-23')).toBe(6_000_000);
    expect(dueOn(terms, '2027-08-23')).toBe(50_000);
    expect(expectedBy(terms, '2030-01-01')).toBe(6_000_000);
  });

  it('stops at an end date that comes before the total is reached (end inclusive)', () => {
    const terms = workAndPay({ endDate: '2026-01-06' });
    expect(periodCount(terms)).toBe(2);
    expect(expectedBy(terms, '2026-01-31')).toBe(600);
  });

  it('reports progress from 0 to 1 and balance = total − paid', () => {
    expect(contractStanding(workAndPay(), 0, '2026-01-06')).toMatchObject({ progress: 0, balance: 1000 });
    expect(contractStanding(workAndPay(), 250, '2026-01-06')).toMatchObject({ progress: 0.25, balance: 750 });
    expect(contractStanding(workAndPay(), 1000, '2026-01-06')).toMatchObject({ progress: 1, balance: 0 });
    // Overpaid: progress stays at 1; balance is literally totalPrice − paid
    expect(contractStanding(workAndPay(), 1200, '2026-01-06')).toMatchObject({ progress: 1, balance: -200 });
  });

  it('derives every field on a fixture mid-contract', () => {
    // Today Tue 2026-01-06: due 300 + 300 = 600; paid 400 → arrears 200, balance 600,
    // oldest unpaid = amount floor(400/300) = 1 → Tue 6 Jan; forecast: passed = 1 (Mon),
    // left 600 → ceil(600/300) = 2 → amount 1 + 2 − 1 = 2 → Wed 7 Jan
    expect(contractStanding(workAndPay(), 400, '2026-01-06')).toEqual<ContractStanding>({
      days: null,
      expected: 600,
      paid: 400,
      arrears: 200,
      balance: 600,
      nextDueDate: '2026-01-06',
      progress: 0.4,
      forecastEndDate: '2026-01-07',
    });
  });

  describe('forecastEndDate (Mon–Sat, 300 a day, total 3000 = 10 amounts from Mon 2026-01-05)', () => {
    // Schedule: #0 Mon 5, #1 Tue 6, #2 Wed 7, #3 Thu 8, #4 Fri 9, #5 Sat 10, #6 Mon 12,
    //           #7 Tue 13, #8 Wed 14, #9 Thu 15, #10 Fri 16, #11 Sat 17 Jan (at the rate)
    const terms = workAndPay({ workingDays: MON_SAT, totalPricePesewas: 3000 });
    const today = '2026-01-07'; // Wednesday: amounts before today = 2 (Mon, Tue)

    it('is the schedule end when paid on time', () => {
      // paid 600: left 2400 → 8 amounts → #(2 + 8 − 1) = #9 → Thu 15 Jan
      expect(contractStanding(terms, 600, today).forecastEndDate).toBe('2026-01-15');
      expect(nthDueDate(terms, 9)).toBe('2026-01-15');
    });

    it('is pushed later by arrears', () => {
      // paid 0: left 3000 → 10 amounts → #11 → Sat 17 Jan
      expect(contractStanding(terms, 0, today).forecastEndDate).toBe('2026-01-17');
      // paid 300: left 2700 → 9 → #10 → Fri 16 Jan
      expect(contractStanding(terms, 300, today).forecastEndDate).toBe('2026-01-16');
    });

    it('counts a part-paid amount as still needing a whole payment at the rate', () => {
      // paid 650: left 2350 → ceil(7.83) = 8 → #9 → Thu 15 Jan
      expect(contractStanding(terms, 650, today).forecastEndDate).toBe('2026-01-15');
    });

    it('is brought earlier by paying ahead', () => {
      // paid 1500: left 1500 → 5 → #6 → Mon 12 Jan (skipping Sunday 11)
      expect(contractStanding(terms, 1500, today).forecastEndDate).toBe('2026-01-12');
      // paid 2900: left 100 → 1 → #2 → today
      expect(contractStanding(terms, 2900, today).forecastEndDate).toBe('2026-01-07');
    });

    it('counts from the start when today is before it', () => {
      // passed 0; paid 0 → 10 → #9 Thu 15; paid 600 in advance → 8 → #7 Tue 13
      expect(contractStanding(terms, 0, '2026-01-01').forecastEndDate).toBe('2026-01-15');
      expect(contractStanding(terms, 600, '2026-01-01').forecastEndDate).toBe('2026-01-13');
    });

    it('counts amounts before a Sunday today (on time through Saturday)', () => {
      // today Sun 11: passed = 6 (Mon 5 … Sat 10); paid 1800 → left 1200 → 4 → #9 Thu 15
      expect(contractStanding(terms, 1800, '2026-01-11').forecastEndDate).toBe('2026-01-15');
    });

    it('ignores the end date (runs on at the rate)', () => {
      // end Sat 10; paid 0 today Wed 7 → #11 Sat 17, after the end
      expect(
        contractStanding(
          workAndPay({ workingDays: MON_SAT, totalPricePesewas: 3000, endDate: '2026-01-10' }),
          0,
          today,
        ).forecastEndDate,
      ).toBe('2026-01-17');
    });

    it('is null once paid in full, or when terminated', () => {
      expect(contractStanding(terms, 3000, today).forecastEndDate).toBeNull();
      expect(contractStanding(terms, 3500, today).forecastEndDate).toBeNull();
      const terminated = workAndPay({
        workingDays: MON_SAT,
        totalPricePesewas: 3000,
        terminatedOn: '2026-01-06',
      });
      expect(contractStanding(terminated, 0, today).forecastEndDate).toBeNull();
    });

    it('is null for the other kinds', () => {
      expect(contractStanding(dailySales(), 0, today).forecastEndDate).toBeNull();
      expect(contractStanding(rental(), 0, today).forecastEndDate).toBeNull();
    });

    it('works on a weekly contract behind by one week', () => {
      // weekly 500, total 2000: due 5, 12, 19, 26 Jan. Today Tue 20: passed = 3 (5, 12, 19).
      const weekly = workAndPay({ frequency: 'weekly', amountPesewas: 500, totalPricePesewas: 2000 });
      // on time, paid 1500: left 500 → 1 → #3 → 26 Jan
      expect(contractStanding(weekly, 1500, '2026-01-20').forecastEndDate).toBe('2026-01-26');
      // behind, paid 1000: left 1000 → 2 → #4 → 2 Feb
      expect(contractStanding(weekly, 1000, '2026-01-20').forecastEndDate).toBe('2026-02-02');
    });
  });

  describe('completionDay (total 1000)', () => {
    it('is the date of the remittance, in settling order, that reaches the total (given out of order)', () => {
      const remittances = [
        { date: '2026-01-12', receiptNumber: 9, amountPesewas: 50 },
        { date: '2026-01-10', receiptNumber: 5, amountPesewas: 400 },
        { date: '2026-01-08', receiptNumber: 3, amountPesewas: 500 },
        { date: '2026-01-10', receiptNumber: 4, amountPesewas: 100 },
      ];
      // Settling order: 8 Jan #3 (500), 10 Jan #4 (600), 10 Jan #5 (1000) → reached on 10 Jan
      expect(completionDay(1000, remittances)).toBe('2026-01-10');
    });

    it('is reached by an overpaying remittance, and null while short', () => {
      expect(
        completionDay(1000, [
          { date: '2026-01-05', receiptNumber: 1, amountPesewas: 900 },
          { date: '2026-01-09', receiptNumber: 2, amountPesewas: 250 },
        ]),
      ).toBe('2026-01-09');
      expect(
        completionDay(1000, [
          { date: '2026-01-05', receiptNumber: 1, amountPesewas: 900 },
          { date: '2026-01-09', receiptNumber: 2, amountPesewas: 99 },
        ]),
      ).toBeNull();
      expect(completionDay(1000, [])).toBeNull();
    });

    it('ignores receipt numbers across dates (an earlier date settles first even with a larger number)', () => {
      const remittances = [
        { date: '2026-01-09', receiptNumber: 1, amountPesewas: 600 },
        { date: '2026-01-07', receiptNumber: 8, amountPesewas: 600 },
      ];
      // 7 Jan #8: 600; 9 Jan #1: 1200 ≥ 1000 → 9 Jan
      expect(completionDay(1000, remittances)).toBe('2026-01-09');
    });
  });
});

describe('nextDueDate', () => {
  const standing = (terms: ContractTerms, paid: number, today: string) =>
    contractStanding(terms, paid, today).nextDueDate;

  describe('daily sales (Mon–Sat 5000 from Mon 2026-01-05, today Sat 10: 30000 due)', () => {
    it('is the oldest amount not fully paid', () => {
      expect(standing(dailySales(), 0, '2026-01-10')).toBe('2026-01-05');
      // 12000 pays #0, #1 and 2000 of #2 → #2 Wed 7
      expect(standing(dailySales(), 12000, '2026-01-10')).toBe('2026-01-07');
      // exactly 2 amounts → #2 Wed 7
      expect(standing(dailySales(), 10000, '2026-01-10')).toBe('2026-01-07');
    });

    it('is the next working day once all due is paid (skipping Sunday)', () => {
      // 30000 = 6 amounts → #6 Mon 12
      expect(standing(dailySales(), 30000, '2026-01-10')).toBe('2026-01-12');
    });

    it('runs ahead when prepaid', () => {
      // 40000 = 8 amounts → #8 Wed 14
      expect(standing(dailySales(), 40000, '2026-01-10')).toBe('2026-01-14');
      // 624 amounts (two years, see above) → #624 Mon 2028-01-03
      expect(standing(dailySales(), 624 * 5000, '2026-01-10')).toBe('2028-01-03');
    });

    it('is null when everything the end date allows is paid', () => {
      expect(standing(dailySales({ endDate: '2026-01-10' }), 30000, '2026-01-10')).toBeNull();
      expect(standing(dailySales({ endDate: '2026-01-10' }), 29999, '2026-01-10')).toBe('2026-01-10');
      // terminated Wed 7: 3 amounts, paid 15000 → null
      expect(standing(dailySales({ terminatedOn: '2026-01-07' }), 15000, '2026-01-20')).toBeNull();
    });

    it('is the first working day on or after the start before it begins', () => {
      expect(standing(dailySales(), 0, '2026-01-01')).toBe('2026-01-05');
      expect(standing(dailySales({ startDate: '2026-01-11' }), 0, '2026-01-01')).toBe('2026-01-12'); // Sun start
    });

    it('is null when the end comes before the first working day (Sunday-only span)', () => {
      expect(
        standing(dailySales({ startDate: '2026-01-11', endDate: '2026-01-11' }), 0, '2026-01-20'),
      ).toBeNull();
    });
  });

  describe('weekly and monthly', () => {
    const weekly = dailySales({ frequency: 'weekly', amountPesewas: 30000 });
    it('is the oldest unpaid week, the next week, or null at the end', () => {
      expect(standing(weekly, 0, '2026-01-20')).toBe('2026-01-05');
      expect(standing(weekly, 30000, '2026-01-20')).toBe('2026-01-12');
      // due 5, 12, 19: all paid → next week 26 Jan (open-ended)
      expect(standing(weekly, 90000, '2026-01-20')).toBe('2026-01-26');
      expect(standing({ ...weekly, endDate: '2026-01-19' }, 90000, '2026-01-20')).toBeNull();
    });

    it('names clamped month ends', () => {
      const monthly = dailySales({ frequency: 'monthly', amountPesewas: 120000, startDate: '2026-01-31' });
      expect(standing(monthly, 120000, '2026-03-01')).toBe('2026-02-28');
      expect(standing(monthly, 240000, '2026-03-01')).toBe('2026-03-31');
    });
  });

  describe('work and pay (300, 300, 300, 100 on 5, 6, 7, 8 Jan)', () => {
    it('is the oldest amount not fully paid', () => {
      expect(standing(workAndPay(), 0, '2026-01-20')).toBe('2026-01-05');
      expect(standing(workAndPay(), 650, '2026-01-20')).toBe('2026-01-07'); // #2 part paid
      expect(standing(workAndPay(), 900, '2026-01-20')).toBe('2026-01-08'); // #3 (the 100) unpaid
      expect(standing(workAndPay(), 950, '2026-01-20')).toBe('2026-01-08'); // #3 half paid
    });

    it('runs ahead when prepaid before the start', () => {
      expect(standing(workAndPay(), 600, '2026-01-01')).toBe('2026-01-07');
    });

    it('is null when the total divides evenly and is paid (900 = 3 × 300)', () => {
      expect(standing(workAndPay({ totalPricePesewas: 900 }), 900, '2026-01-20')).toBeNull();
    });

    it('is null once the total is paid, even when the last instalment is a remainder', () => {
      // Spec: "null when nothing more will" fall due. Paid 1000 = 300 + 300 + 300 + 100 settles all
      // four amounts; the contract is complete (progress 1, balance 0), so nothing more falls due.
      expect(standing(workAndPay(), 1000, '2026-01-20')).toBeNull();
      expect(standing(workAndPay(), 1100, '2026-01-20')).toBeNull();
      // Paid in full before the last due date, too
      expect(standing(workAndPay(), 1000, '2026-01-06')).toBeNull();
      // Amount larger than the total: one instalment of 200, paid
      expect(standing(workAndPay({ totalPricePesewas: 200 }), 200, '2026-01-20')).toBeNull();
    });
  });

  it('agrees with a naive oldest-first settlement over 400 seeded random contracts of every kind', () => {
    const next = prng(7_2028_0229);
    const mismatches: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 400; i += 1) {
      const terms = randomTerms(next);
      const today = plusDays(terms.startDate, randomInt(next, -15, 820));
      const ceiling =
        terms.type === 'work_and_pay' ? (terms.totalPricePesewas ?? 0) + terms.amountPesewas : 0;
      const paid =
        terms.type === 'work_and_pay'
          ? randomInt(next, 0, ceiling)
          : randomInt(next, 0, naiveExpected(terms, today) + 3 * terms.amountPesewas);
      const got = contractStanding(terms, paid, today).nextDueDate;
      const want = naiveNextDue(terms, paid);
      seen.add(`${terms.type}:${want === null ? 'null' : 'date'}`);
      if (got !== want) mismatches.push(`${JSON.stringify(terms)} paid ${paid}: ${got} ≠ ${want}`);
    }
    // The sample reaches both outcomes for every kind.
    expect([...seen].sort()).toEqual([
      'daily_sales:date',
      'daily_sales:null',
      'rental:date',
      'rental:null',
      'work_and_pay:date',
      'work_and_pay:null',
    ]);
    expect(mismatches).toEqual([]);
  });
});

describe('balanceAfter and balancesAfter', () => {
  it('daily sales: max(0, expected as of the remittance day − paid up to and including it)', () => {
    const remittances = [
      { id: 'd', date: '2026-01-11', receiptNumber: 4, amountPesewas: 5000 },
      { id: 'c', date: '2026-01-10', receiptNumber: 3, amountPesewas: 20000 },
      { id: 'b', date: '2026-01-06', receiptNumber: 2, amountPesewas: 2000 },
      { id: 'a', date: '2026-01-06', receiptNumber: 1, amountPesewas: 8000 },
    ];
    expect(Object.fromEntries(balancesAfter(dailySales(), remittances))).toEqual({
      a: 2000, // by Tue 6: 2 × 5000 = 10000 − 8000
      b: 0, // 10000 − (8000 + 2000)
      c: 0, // by Sat 10: 30000 − 30000
      d: 0, // by Sun 11: still 30000 − 35000 → max 0 (no credit shown)
    });
  });

  it('daily sales: a remittance before the start leaves 0; one mid-week leaves what is owed', () => {
    expect(balanceAfter(dailySales(), 5000, '2026-01-02')).toBe(0);
    expect(balanceAfter(dailySales(), 0, '2026-01-02')).toBe(0);
    expect(balanceAfter(dailySales(), 1000, '2026-01-07')).toBe(14000); // 3 × 5000 − 1000
  });

  it('work and pay: total − paid so far, in settling order (date, then receipt number)', () => {
    const remittances = [
      { id: 'third', date: '2026-01-07', receiptNumber: 3, amountPesewas: 300 },
      { id: 'first', date: '2026-01-05', receiptNumber: 7, amountPesewas: 300 },
      { id: 'second', date: '2026-01-07', receiptNumber: 2, amountPesewas: 100 },
    ];
    expect(Object.fromEntries(balancesAfter(workAndPay(), remittances))).toEqual({
      first: 700, // 1000 − 300
      second: 600, // 1000 − 400
      third: 300, // 1000 − 700
    });
  });

  it('rental: amount × days − paid so far, even before the start', () => {
    const remittances = [
      { id: 'at-start', date: '2026-01-05', receiptNumber: 10, amountPesewas: 20000 },
      { id: 'before', date: '2026-01-04', receiptNumber: 11, amountPesewas: 10000 },
    ];
    expect(Object.fromEntries(balancesAfter(rental(), remittances))).toEqual({
      before: 50000, // 60000 − 10000
      'at-start': 30000, // 60000 − 30000
    });
    expect(balanceAfter(rental(), 60000, '2026-01-05')).toBe(0);
  });

  it('returns an empty map for no remittances', () => {
    expect(balancesAfter(dailySales(), []).size).toBe(0);
  });
});

describe('inSettlingOrder', () => {
  it('orders by date, then receipt number, keeps extra fields and does not mutate its input', () => {
    const input = [
      { id: 'x', date: '2026-01-07', receiptNumber: 12 },
      { id: 'y', date: '2026-01-06', receiptNumber: 30 },
      { id: 'z', date: '2026-01-07', receiptNumber: 2 },
    ];
    const snapshot = input.map((row) => ({ ...row }));
    expect(inSettlingOrder(input).map((row) => row.id)).toEqual(['y', 'z', 'x']);
    expect(input).toEqual(snapshot);
    expect(inSettlingOrder(input)).not.toBe(input);
  });

  it('is stable: rows with the same date and receipt number keep their input order', () => {
    const input = [
      { id: 'p', date: '2026-01-07', receiptNumber: 5 },
      { id: 'q', date: '2026-01-06', receiptNumber: 5 },
      { id: 'r', date: '2026-01-07', receiptNumber: 5 },
      { id: 's', date: '2026-01-07', receiptNumber: 5 },
    ];
    expect(inSettlingOrder(input).map((row) => row.id)).toEqual(['q', 'p', 'r', 's']);
  });

  it('orders receipt numbers numerically, not as text (9 before 10)', () => {
    const input = [
      { date: '2026-01-07', receiptNumber: 10 },
      { date: '2026-01-07', receiptNumber: 9 },
    ];
    expect(inSettlingOrder(input).map((row) => row.receiptNumber)).toEqual([9, 10]);
  });
});

describe('dueLines', () => {
  /** Count, sum, order and per-line agreement with dueOn, for any contract. */
  function expectConsistent(terms: ContractTerms, today: string): void {
    const lines = dueLines(terms, today);
    expect(lines).toHaveLength(periodsDueBy(terms, today));
    expect(sumOf(lines)).toBe(expectedBy(terms, today));
    for (let i = 1; i < lines.length; i += 1) expect(lines[i - 1]!.date < lines[i]!.date).toBe(true);
    for (const line of lines) expect(dueOn(terms, line.date)).toBe(line.amountPesewas);
  }

  it('lists a daily-sales month line by line', () => {
    const lines = dueLines(dailySales(), '2026-01-12');
    // Mon 5 … Sat 10, Mon 12 → 7 lines
    expect(lines.map((line) => line.date)).toEqual([
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-01-10',
      '2026-01-12',
    ]);
    expect(lines[0]).toEqual({ date: '2026-01-05', amountPesewas: 5000, description: 'Day 2026-01-05' });
    expectConsistent(dailySales(), '2026-01-12');
    expectConsistent(dailySales(), '2026-02-28');
  });

  it('numbers work-and-pay instalments and ends with the remainder', () => {
    const lines = dueLines(workAndPay(), '2026-01-31');
    expect(lines).toEqual([
      { date: '2026-01-05', amountPesewas: 300, description: 'Instalment 1 of 4, Day 2026-01-05' },
      { date: '2026-01-06', amountPesewas: 300, description: 'Instalment 2 of 4, Day 2026-01-06' },
      { date: '2026-01-07', amountPesewas: 300, description: 'Instalment 3 of 4, Day 2026-01-07' },
      { date: '2026-01-08', amountPesewas: 100, description: 'Instalment 4 of 4, Day 2026-01-08' },
    ]);
    expectConsistent(workAndPay(), '2026-01-31');
  });

  it('describes weekly periods as seven days from each due date', () => {
    const terms = dailySales({ frequency: 'weekly', amountPesewas: 30000, startDate: '2026-12-28' });
    expect(dueLines(terms, '2027-01-04')).toEqual([
      { date: '2026-12-28', amountPesewas: 30000, description: 'Week 2026-12-28 to 2027-01-03' },
      { date: '2027-01-04', amountPesewas: 30000, description: 'Week 2027-01-04 to 2027-01-10' },
    ]);
    expectConsistent(terms, '2027-06-30');
  });

  it('describes one rental line with its days and dates', () => {
    expect(dueLines(rental(), '2026-01-20')).toEqual([
      { date: '2026-01-05', amountPesewas: 60000, description: 'Rental, 3 days (2026-01-05 to 2026-01-08)' },
    ]);
    expect(dueLines(rental({ endDate: '2026-01-06' }), '2026-01-20')[0]?.description).toBe(
      'Rental, 1 day (2026-01-05 to 2026-01-06)',
    );
    expect(dueLines(rental(), '2026-01-04')).toEqual([]);
  });

  it('is empty before the start and stops at a termination', () => {
    expect(dueLines(dailySales(), '2026-01-04')).toEqual([]);
    const terminated = dailySales({ terminatedOn: '2026-01-07' });
    expect(dueLines(terminated, '2026-03-01').map((line) => line.date)).toEqual([
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
    ]);
  });

  it('describes monthly periods that meet end to end, counted from the start (31 Jan start)', () => {
    const terms = dailySales({ frequency: 'monthly', amountPesewas: 120000, startDate: '2026-01-31' });
    // Due 31 Jan, 28 Feb, 31 Mar: each month runs to the day before the next due date.
    expect(dueLines(terms, '2026-03-31').map((line) => line.description)).toEqual([
      'Month 2026-01-31 to 2026-02-27',
      'Month 2026-02-28 to 2026-03-30', // not "to 2026-03-27": the next month starts on 31 March
      'Month 2026-03-31 to 2026-04-29',
    ]);
    expectConsistent(terms, '2027-03-31');
  });

  it('describes monthly periods from a 15th start', () => {
    const terms = dailySales({ frequency: 'monthly', amountPesewas: 120000, startDate: '2026-01-15' });
    expect(dueLines(terms, '2026-02-15').map((line) => line.description)).toEqual([
      'Month 2026-01-15 to 2026-02-14',
      'Month 2026-02-15 to 2026-03-14',
    ]);
  });

  it('matches the naive oracle (dates, amounts) and the engine (count, sum) over 400 seeded random contracts', () => {
    const next = prng(424242);
    const mismatches: string[] = [];
    for (let i = 0; i < 400; i += 1) {
      const terms = randomTerms(next);
      const today = plusDays(terms.startDate, randomInt(next, -15, 820));
      const lines = dueLines(terms, today).map((line) => ({ date: line.date, amount: line.amountPesewas }));
      const naive = naiveDueBy(terms, today);
      const ok =
        JSON.stringify(lines) === JSON.stringify(naive) &&
        lines.length === periodsDueBy(terms, today) &&
        naiveExpected(terms, today) === expectedBy(terms, today);
      if (!ok) mismatches.push(`${JSON.stringify(terms)} today ${today}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('contractStanding against the naive oracle', () => {
  it('derives expected, arrears, balance and forecastEndDate like the spec over 500 seeded random contracts', () => {
    const next = prng(31415);
    const mismatches: string[] = [];
    let forecasts = 0;
    let settled = 0;
    for (let i = 0; i < 500; i += 1) {
      const terms = randomTerms(next);
      const today = plusDays(terms.startDate, randomInt(next, -15, 820));
      const expected = naiveExpected(terms, today);
      const paid = randomInt(next, 0, expected + 5 * terms.amountPesewas);
      const full =
        terms.type === 'rental'
          ? terms.amountPesewas * naiveRentalDays(terms)
          : terms.type === 'work_and_pay'
            ? (terms.totalPricePesewas ?? 0)
            : null;
      const arrears = Math.max(0, expected - paid);
      const want = {
        expected,
        arrears,
        balance: full === null ? arrears : full - paid,
        forecastEndDate: naiveForecast(terms, paid, today),
      };
      const standing = contractStanding(terms, paid, today);
      const got = {
        expected: standing.expected,
        arrears: standing.arrears,
        balance: standing.balance,
        forecastEndDate: standing.forecastEndDate,
      };
      if (want.forecastEndDate !== null) forecasts += 1;
      if (want.expected > 0 && want.arrears === 0) settled += 1;
      if (JSON.stringify(got) !== JSON.stringify(want))
        mismatches.push(`${JSON.stringify(terms)} paid ${paid} today ${today}: ${JSON.stringify(got)}`);
    }
    // The sample holds forecasts and fully settled contracts, not only the easy cases.
    expect(forecasts).toBeGreaterThan(50);
    expect(settled).toBeGreaterThan(20);
    expect(mismatches).toEqual([]);
  });
});

describe('nthDueDate', () => {
  it('matches a brute-force walk for all 127 working-day sets, every start weekday, first 30 amounts', () => {
    const mismatches: string[] = [];
    // 2026-01-05 (Mon) … 2026-01-11 (Sun): one start on each weekday
    for (let offset = 0; offset < 7; offset += 1) {
      const startDate = plusDays('2026-01-05', offset);
      for (let mask = 1; mask <= 127; mask += 1) {
        const terms = dailySales({ startDate, workingDays: weekdaysOfMask(mask) });
        const walked: string[] = [];
        for (let day = startDate; walked.length < 30; day = plusDays(day, 1))
          if (terms.workingDays.includes(weekdayOf(day))) walked.push(day);
        walked.forEach((date, n) => {
          const got = nthDueDate(terms, n);
          if (got !== date) mismatches.push(`start ${startDate} mask ${mask} n ${n}: ${got} ≠ ${date}`);
        });
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('is consistent with periodsDueBy: amount n falls due on its date and not the day before', () => {
    const mismatches: string[] = [];
    for (let mask = 1; mask <= 127; mask += 1) {
      const terms = dailySales({ startDate: '2026-01-08', workingDays: weekdaysOfMask(mask) });
      for (let n = 0; n < 30; n += 1) {
        const date = nthDueDate(terms, n);
        if (date === null) {
          mismatches.push(`mask ${mask} n ${n}: null`);
          continue;
        }
        if (periodsDueBy(terms, date) !== n + 1 || periodsDueBy(terms, plusDays(date, -1)) !== n)
          mismatches.push(`mask ${mask} n ${n} on ${date}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('is null for a negative index, an empty working-day set, and a rental past its one amount', () => {
    expect(nthDueDate(dailySales(), -1)).toBeNull();
    expect(nthDueDate(dailySales({ workingDays: [] }), 0)).toBeNull();
    expect(nthDueDate(rental(), 0)).toBe('2026-01-05');
    expect(nthDueDate(rental(), 1)).toBeNull();
  });

  it('walks weekly and monthly schedules at their rate', () => {
    expect(nthDueDate(dailySales({ frequency: 'weekly' }), 52)).toBe('2027-01-04'); // 364 days after Mon 2026-01-05
    expect(nthDueDate(dailySales({ frequency: 'monthly', startDate: '2026-01-30' }), 1)).toBe('2026-02-28');
    expect(nthDueDate(dailySales({ frequency: 'monthly', startDate: '2026-01-30' }), 2)).toBe('2026-03-30');
  });
});

describe('periodCount, lastDueDay and fullPrice', () => {
  it('is open (null) for an open-ended daily-sales contract', () => {
    expect(periodCount(dailySales())).toBeNull();
    expect(lastDueDay(dailySales())).toBeNull();
    expect(fullPrice(dailySales())).toBeNull();
  });

  it('takes the smaller of the instalment count and what the end allows', () => {
    expect(periodCount(workAndPay())).toBe(4);
    expect(periodCount(workAndPay({ endDate: '2026-01-06' }))).toBe(2);
    expect(periodCount(workAndPay({ endDate: '2026-12-31' }))).toBe(4);
    expect(fullPrice(workAndPay())).toBe(1000);
  });

  it('ends a rental on its start (its one due date), or an earlier termination', () => {
    expect(lastDueDay(rental())).toBe('2026-01-05');
    expect(lastDueDay(rental({ terminatedOn: '2026-01-03' }))).toBe('2026-01-03');
  });
});
