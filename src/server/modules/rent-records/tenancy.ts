import { toDay } from '../../../shared/dates';
import type { UnitTenancy } from './repository';

/** Whether two terms (inclusive days) share at least one day. */
export function termsOverlap(
  a: { rentedDate: string; expirationDate: string },
  b: { rentedDate: string; expirationDate: string },
): boolean {
  return toDay(a.rentedDate) <= toDay(b.expirationDate) && toDay(b.rentedDate) <= toDay(a.expirationDate);
}

/**
 * A unit's current tenancy among its Active ones (docs/ledger.md §2): the one whose term covers today,
 * else the next to start, else null (only past terms are left).
 */
export function currentTenancyOf(tenancies: UnitTenancy[], today: string): UnitTenancy | null {
  const covering = tenancies.find(
    (tenancy) => toDay(tenancy.rentedDate) <= today && today <= toDay(tenancy.expirationDate),
  );
  if (covering) return covering;
  const next = tenancies
    .filter((tenancy) => toDay(tenancy.rentedDate) > today)
    .sort((a, b) => (toDay(a.rentedDate) < toDay(b.rentedDate) ? -1 : 1))[0];
  return next ?? null;
}
