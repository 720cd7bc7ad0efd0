import type { OdometerBody } from '../../../shared/schemas/vehicle-papers';

/** A valid reading taken by hand. */
export function odometerBody(overrides: Partial<OdometerBody> = {}): OdometerBody {
  return { date: '2026-03-01', km: 45_200, note: 'Read at the rank', ...overrides };
}
