const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** True when the text is an ISO 8601 date or date-time naming a real calendar day. */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return false;
  const [hours, minutes, seconds] = [match[4], match[5], match[6]].map((part) => Number(part ?? 0));
  return (hours ?? 0) < 24 && (minutes ?? 0) < 60 && (seconds ?? 0) < 60;
}

/** The calendar day of an ISO value: its first 10 characters (spec.md section 9). */
export function toDay(value: string | null | undefined): string {
  if (!value) return '';
  return value.slice(0, 10);
}

/** Today as YYYY-MM-DD in the given time zone (defaults to Ghana, which is UTC+0 all year). */
export function today(timeZone = 'Africa/Accra', now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
