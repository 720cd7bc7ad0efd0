import type { ScheduleBody } from '../../../shared/schemas/vehicle-papers';

/** "Oil change every 5,000 km or 3 months", started on 2026-01-01 at 40,000 km. */
export const OIL_CHANGE = {
  task: 'Oil change',
  everyKm: 5000,
  everyMonths: 3,
  startDate: '2026-01-01',
  startKm: 40_000,
};

/** The body that adds `OIL_CHANGE`. */
export function scheduleBody(overrides: Partial<ScheduleBody> = {}): ScheduleBody {
  return { ...OIL_CHANGE, ...overrides };
}
