import { DEFAULT_TIMEZONE, MESSAGES, type Role } from './constants';
import { today } from './dates';

/** Who may change the money of any payment or remittance, on any day (docs/decisions/113-cash-control.md). */
export const CASH_SUPERVISORS: readonly Role[] = ['Admin', 'Manager'];

/** What cash control reads of a stored payment or remittance. */
export interface RecordedBy {
  createdAt: string;
  recordedBy: { _id: string } | null;
}

/**
 * Why `user` may not change the amount, day or method of a payment or remittance, or null when they
 * may: Staff only on the business day they recorded it themselves (docs/decisions/113-cash-control.md).
 * The server refuses with this message (403); the edit form locks those fields and shows it.
 */
export function moneyChangeRefusal(
  user: { _id: string; role: Role },
  record: RecordedBy,
  now: Date = new Date(),
): string | null {
  if (CASH_SUPERVISORS.includes(user.role)) return null;
  if (record.recordedBy?._id !== user._id) return MESSAGES.cashChangeOthers;
  const recorded = new Date(record.createdAt);
  if (
    Number.isNaN(recorded.getTime()) ||
    today(DEFAULT_TIMEZONE, recorded) !== today(DEFAULT_TIMEZONE, now)
  ) {
    return MESSAGES.cashChangeLater;
  }
  return null;
}
