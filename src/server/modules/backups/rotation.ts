/**
 * Which backups rotation keeps (docs/backups.md §1): the newest of each of the last 7 days, 4 weeks
 * and 12 months that have a backup, days and weeks (Monday to Sunday) in UTC, which is Africa/Accra's
 * time. A copy kept by any of the three rules stays. Pure: the service deletes the others, and only
 * after a newer backup has been checked (docs/decisions/115-backup-schedule-and-rotation.md).
 */
export const KEEP_DAILY = 7;
export const KEEP_WEEKLY = 4;
export const KEEP_MONTHLY = 12;

const dayOf = (time: string) => time.slice(0, 10);
const monthOf = (time: string) => time.slice(0, 7);
/** The Monday of the time's week, as a day. */
function weekOf(time: string): string {
  const day = new Date(`${dayOf(time)}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return day.toISOString().slice(0, 10);
}

/** The newest time of each of the `count` latest periods. Times are ISO instants in UTC. */
function newestOfEach(sorted: readonly string[], period: (time: string) => string, count: number): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const time of sorted) {
    const key = period(time);
    if (seen.has(key)) continue;
    if (seen.size === count) break;
    seen.add(key);
    kept.push(time);
  }
  return kept;
}

/** The times (of `times`) whose backups are kept. */
export function backupsToKeep(times: readonly string[]): Set<string> {
  const sorted = [...times].sort().reverse();
  return new Set([
    ...newestOfEach(sorted, dayOf, KEEP_DAILY),
    ...newestOfEach(sorted, weekOf, KEEP_WEEKLY),
    ...newestOfEach(sorted, monthOf, KEEP_MONTHLY),
  ]);
}
