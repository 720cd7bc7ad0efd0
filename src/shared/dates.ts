const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|([+-])(\d{2}):?(\d{2}))?)?$/;

/**
 * What is wrong with an ISO 8601 date or date-time, or null when it names a real moment: `date` for
 * anything that is not a real calendar day and time, `offset` for a time-zone offset no clock has
 * (`+24:00`, `+23:60`, `+99:00`), which no date parser turns into a moment (docs/decisions/111-impossible-offsets.md).
 */
export function isoDateProblem(text: string): 'date' | 'offset' | null {
  const match = ISO_DATE.exec(text);
  if (!match) return 'date';
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return 'date';
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return 'date';
  const [hours, minutes, seconds] = [match[4], match[5], match[6]].map((part) => Number(part ?? 0));
  if (!((hours ?? 0) < 24 && (minutes ?? 0) < 60 && (seconds ?? 0) < 60)) return 'date';
  if (match[7] !== undefined && !(Number(match[8]) < 24 && Number(match[9]) < 60)) return 'offset';
  // The last word is the parser's own: whatever it cannot place in time is no date.
  if (match[4] !== undefined && Number.isNaN(Date.parse(text))) return 'date';
  return null;
}

/** True when the text is an ISO 8601 date or date-time naming a real calendar day and moment. */
export function isIsoDate(text: string): boolean {
  return isoDateProblem(text) === null;
}

/** The calendar day of an ISO value: its first 10 characters (docs/screens.md §9). */
export function toDay(value: string | null | undefined): string {
  if (!value) return '';
  return value.slice(0, 10);
}

/** Today as YYYY-MM-DD in the given time zone (defaults to Ghana, which is UTC+0 all year). */
export function today(timeZone = 'Africa/Accra', now: Date = new Date()): string {
  return dayFormat(timeZone).format(now);
}

/** One formatter per time zone: making one costs far more than using it (an import asks 5,000 times). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const asDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The same day of the month `months` months after `day` (YYYY-MM-DD), clamped to that month's last
 * day: 2026-01-31 + 1 month is 2026-02-28, and + 2 months is 2026-03-31 again (each date counts
 * from `day`, never from the clamped one before it).
 */
export function addMonthsClamped(day: string, months: number): string {
  const [year, month, date] = parts(toDay(day));
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return asDay(new Date(Date.UTC(year, month - 1 + months, Math.min(date, last))));
}

/** `day` plus (or minus) whole days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = parts(toDay(day));
  return asDay(new Date(Date.UTC(year, month - 1, date + days)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(toDay(from));
  const [y2, m2, d2] = parts(toDay(to));
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** The ISO weekday of a day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  const [year, month, date] = parts(toDay(day));
  const sundayFirst = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}
