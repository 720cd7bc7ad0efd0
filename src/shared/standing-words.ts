/**
 * How a tenancy's or a hire contract's standing reads on the screens, and when money counts as
 * late (docs/decisions/060-due-today-is-not-overdue.md): money that fell due today is "Due today"
 * (amber), not yet "In arrears" or "Behind" (red); it is late from the next day. The API's figures
 * keep their meaning (arrears counts what fell due today; daysOverdue is 0 then); only the words,
 * the alerts and the reminders read them this way. The screens, the alert feed and the reminders
 * all ask these functions, so they never disagree.
 */
import { addDays } from './dates';
import type { Billing, StandingName } from './ledger';
import { formatGhc } from './money';

/** The tones the words take (the Badge kit component has each). */
export type StandingTone = 'green' | 'red' | 'amber' | 'yellow' | 'blue' | 'grey';

export interface StandingWords {
  label: string;
  tone: StandingTone;
}

export const DUE_TODAY = 'Due today';

/** A tenancy's figures the words are drawn from (docs/ledger.md §1). */
export interface RentStandingFigures {
  standing: StandingName;
  arrears: number;
  daysOverdue: number;
}

/** Rent is late once money stays unpaid past the day it fell due (days overdue 1 or more). */
export function rentIsLate(record: Pick<RentStandingFigures, 'arrears' | 'daysOverdue'>): boolean {
  return record.arrears > 0 && record.daysOverdue > 0;
}

/** Everything unpaid fell due today: owed now, overdue only from tomorrow. */
export function rentIsDueToday(record: Pick<RentStandingFigures, 'arrears' | 'daysOverdue'>): boolean {
  return record.arrears > 0 && record.daysOverdue === 0;
}

const RENT_TONES: Record<StandingName, StandingTone> = {
  Settled: 'green',
  'In credit': 'blue',
  'In arrears': 'red',
  Owing: 'yellow',
};

/** Settled green, In credit blue, In arrears red (Due today amber while nothing is late), Owing yellow. */
export function rentStandingWords(record: RentStandingFigures): StandingWords {
  if (record.standing === 'In arrears' && !rentIsLate(record)) return { label: DUE_TODAY, tone: 'amber' };
  return { label: record.standing, tone: RENT_TONES[record.standing] };
}

/** A contract's figures the words are drawn from (docs/hire.md §1). */
export interface HireStandingFigures {
  arrears: number;
  /** The due date of the oldest amount not yet fully paid (docs/hire.md §1 `nextDueDate`). */
  nextDueDate: string | null;
}

/** A hirer is late once the oldest amount still unpaid fell due before `today`. */
export function hireIsLate(contract: HireStandingFigures, today: string): boolean {
  if (contract.arrears <= 0) return false;
  return contract.nextDueDate === null || contract.nextDueDate < today;
}

/** Paid up (green), Due today (amber: only today's amount unpaid) or Behind (red). */
export function hireStandingWords(contract: HireStandingFigures, today: string): StandingWords {
  if (contract.arrears <= 0) return { label: 'Paid up', tone: 'green' };
  return hireIsLate(contract, today) ? { label: 'Behind', tone: 'red' } : { label: DUE_TODAY, tone: 'amber' };
}

/** A row of the day's board: what fell due that day, and the arrears at that day's end (docs/hire.md §4). */
export interface BoardStandingFigures {
  due: number;
  arrears: number;
}

/**
 * A board row is late when its arrears are more than the day's own amount (something older is
 * unpaid), or when the day is past and anything is unpaid. The day's amount unpaid on the day
 * itself is "Due today" ("Due that day" on a day still to come).
 */
export function boardRowIsLate(row: BoardStandingFigures, date: string, today: string): boolean {
  if (row.arrears <= 0) return false;
  return row.arrears > row.due || date < today;
}

export function boardRowWords(row: BoardStandingFigures, date: string, today: string): StandingWords {
  if (row.arrears <= 0) return { label: 'Paid up', tone: 'green' };
  if (boardRowIsLate(row, date, today)) return { label: 'Behind', tone: 'red' };
  return { label: date === today ? DUE_TODAY : 'Due that day', tone: 'amber' };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `17 Feb 2027` for 2027-02-17 (the day as written, whatever the device's time zone). */
export function formatDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1] ?? ''} ${year}`;
}

/** A tenancy's figures the sentence is drawn from (docs/ledger.md §1), money in cedis. */
export interface TenancySentenceFigures {
  billing: Billing;
  arrears: number;
  daysOverdue: number;
  paidThrough: string | null;
}

/**
 * A tenancy's standing in words (docs/decisions/061-advance-standing-in-words.md): "Paid through
 * 17 Feb 2027 · GHC 4,200.00 of the advance unpaid since 18 Sep 2026". An advance falls due whole
 * on the start date, so a part-paid advance is paid through a later day and overdue since the start
 * at once; the sentence says both. Null when there is nothing to say (not one month paid, none owed).
 */
export function tenancyStandingSentence(record: TenancySentenceFigures, today: string): string | null {
  const parts: string[] = [];
  if (record.paidThrough) parts.push(`Paid through ${formatDay(record.paidThrough)}`);
  if (record.arrears > 0) {
    const what = `${formatGhc(record.arrears)}${record.billing === 'advance' ? ' of the advance' : ''}`;
    parts.push(
      record.daysOverdue > 0
        ? `${what} unpaid since ${formatDay(addDays(today, -record.daysOverdue))}`
        : `${what} due today`,
    );
  }
  return parts.length > 0 ? parts.join(' · ') : null;
}
