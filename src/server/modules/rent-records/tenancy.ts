import { toDay } from '../../../shared/dates';

/** Whether two terms (inclusive days) share at least one day. */
export function termsOverlap(
  a: { rentedDate: string; expirationDate: string },
  b: { rentedDate: string; expirationDate: string },
): boolean {
  return toDay(a.rentedDate) <= toDay(b.expirationDate) && toDay(b.rentedDate) <= toDay(a.expirationDate);
}
