import { moneyChangeRefusal, type RecordedBy } from '../../shared/cash-control';
import { toDay } from '../../shared/dates';
import { toPesewas } from '../../shared/money';
import { forbidden } from './domain-errors';
import type { Actor } from './service-context';

/** The three things cash control guards: the amount, the day and the method. */
export interface MoneyFields {
  amount: number;
  date: string;
  method: string;
}

/** True when the edit changes the amount (to the pesewa), the day or the method. */
export function changesMoney(before: MoneyFields, after: MoneyFields): boolean {
  return (
    toPesewas(before.amount) !== toPesewas(after.amount) ||
    toDay(before.date) !== toDay(after.date) ||
    before.method !== after.method
  );
}

/**
 * Cash control (docs/decisions/113-cash-control.md): Staff change the amount, day or method of a
 * payment or remittance only on the business day they recorded it themselves; anything later, or
 * someone else's, is for a Manager or an Admin (403). Edits that leave those three as they were follow
 * the usual rules. Call before any write: the refusal then changes nothing.
 */
export function checkMoneyChange(actor: Actor, stored: MoneyFields & RecordedBy, next: MoneyFields) {
  if (!changesMoney(stored, next)) return;
  const refusal = moneyChangeRefusal(actor, stored);
  if (refusal) throw forbidden(refusal);
}
