import { addMonthsClamped, daysBetween, toDay } from '../../../shared/dates';
import { namesTask, SERVICE_SOON_SHARE, type ServiceStatus } from '../../../shared/vehicle-papers';

/** A schedule's terms (docs/reminders.md §2): either interval or both, counted from its start. */
export interface ServiceTerms {
  task: string;
  everyKm: number | null;
  everyMonths: number | null;
  startDate: string;
  startKm: number;
}

/** One odometer reading of the vehicle, from any source. */
export interface KmReading {
  date: string;
  km: number;
}

/** A completed maintenance record of the vehicle: its day, the reading it carries, its issues. */
export interface CompletedJob {
  date: string;
  km: number | null;
  issues: readonly string[];
}

/** What a schedule's read shows as of `today`. */
export interface ServiceDue {
  /** The latest completed job naming the task, else the schedule's start. */
  lastDone: { date: string; km: number | null };
  /** The latest reading on or before today; null when none is on record. */
  currentKm: number | null;
  /** lastDone + everyMonths (clamped to the month's end); null without a time interval. */
  nextDueDate: string | null;
  /** lastDone's km + everyKm; null without a distance interval or a known km when last done. */
  nextDueKm: number | null;
  status: ServiceStatus;
}

/** The latest of readings on or before `day`: the latest day's highest km. */
function latestUpTo(readings: readonly KmReading[], day: string): KmReading | null {
  let latest: KmReading | null = null;
  for (const each of readings) {
    const date = toDay(each.date);
    if (date > day) continue;
    if (!latest || date > latest.date || (date === latest.date && each.km > latest.km))
      latest = { date, km: each.km };
  }
  return latest;
}

/** `left` of an interval of `whole` is within its last tenth (the boundary included). */
const withinSoonShare = (left: number, whole: number) => left <= whole * SERVICE_SOON_SHARE;

/**
 * The one engine of service reminders (docs/reminders.md §2), as of `today`. A schedule was last done on
 * the latest completed maintenance job (up to today) with an issue naming its task — at the reading
 * that job carries, else the latest reading on or before its day, else unknown — or, without such a
 * job, at its start. It is due once the time or the distance since then reaches its interval, and
 * soon within the last 10 % of either (of the interval's days; of its km). Completing a job for the
 * task moves `lastDone`, which starts the intervals again.
 */
export function serviceDue(
  terms: ServiceTerms,
  jobs: readonly CompletedJob[],
  readings: readonly KmReading[],
  today: string,
): ServiceDue {
  let job: { date: string; km: number | null } | null = null;
  for (const each of jobs) {
    const date = toDay(each.date);
    if (date > today || !each.issues.some((issue) => namesTask(issue, terms.task))) continue;
    if (!job || date > job.date || (date === job.date && (each.km ?? -1) > (job.km ?? -1)))
      job = { date, km: each.km };
  }
  const lastDone = job
    ? { date: job.date, km: job.km ?? latestUpTo(readings, job.date)?.km ?? null }
    : { date: toDay(terms.startDate), km: terms.startKm };
  const currentKm = latestUpTo(readings, today)?.km ?? null;

  const nextDueDate = terms.everyMonths ? addMonthsClamped(lastDone.date, terms.everyMonths) : null;
  const nextDueKm = terms.everyKm && lastDone.km !== null ? lastDone.km + terms.everyKm : null;

  let due = false;
  let soon = false;
  if (nextDueDate !== null) {
    const left = daysBetween(today, nextDueDate);
    due ||= left <= 0;
    soon ||= withinSoonShare(left, daysBetween(lastDone.date, nextDueDate));
  }
  if (nextDueKm !== null && currentKm !== null && terms.everyKm) {
    const left = nextDueKm - currentKm;
    due ||= left <= 0;
    soon ||= withinSoonShare(left, terms.everyKm);
  }
  return { lastDone, currentKm, nextDueDate, nextDueKm, status: due ? 'due' : soon ? 'soon' : 'ok' };
}
