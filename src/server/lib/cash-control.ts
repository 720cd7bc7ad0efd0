import { MESSAGES, type Role } from '../../shared/constants';
import { toDay } from '../../shared/dates';
import { toPesewas } from '../../shared/money';
import { businessToday } from './business-day';
import { forbidden } from './domain-errors';
import type { Actor } from './service-context';

/** Who may change the money of any payment or remittance, on any day (docs/decisions/113-cash-control.md). */
const CASH_SUPERVISORS: readonly Role[] = ['Admin', 'Manager'];

/** What cash control reads of a stored payment or remittance. */
export interface RecordedMoney {
  amount: number;
  date: string;
  method: string;
  createdAt: string;
  recordedBy: { _id: string } | null;
}

/** What an edit would make of the same three: the amount, the day and the method. */
export type MoneyChange = Pick<RecordedMoney, 'amount' | 'date' | 'method'>;

/** True when the edit changes the amount (to the pesewa), the day or the method. */
export function changesMoney(before: MoneyChange, after: MoneyChange): boolean {
  return (
    toPesewas(before.amount) !== toPesewas(after.amount) ||
    toDay(before.date) !== toDay(after.date) ||
    before.method !== after.method
  );
}

/**
 * Cash control (docs/decisions/113-cash-control.md): Staff change the amount, day or method of a
 * payment or remittance only on the business day it was recorded, and only one they recorded
 * themselves; anything later, or someone else's, is for a Manager or an Admin (403). Edits that leave
 * those three as they were follow the usual rules.
 */
export function checkMoneyChange(actor: Actor, stored: RecordedMoney, next: MoneyChange, now = new Date()) {
  if (CASH_SUPERVISORS.includes(actor.role) || !changesMoney(stored, next)) return;
  if (stored.recordedBy?._id !== actor._id) throw forbidden(MESSAGES.cashChangeOthers);
  const recorded = new Date(stored.createdAt);
  if (Number.isNaN(recorded.getTime()) || businessToday(recorded) !== businessToday(now)) {
    throw forbidden(MESSAGES.cashChangeLater);
  }
}
