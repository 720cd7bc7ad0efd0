import { fromPesewas } from '../../../shared/money';
import type { RentRecord } from '../../../shared/schemas/rent-records';
import { standingForPaid } from '../../lib/rent-standing';
import type { StoredRentRecord } from './repository';

/** A stored rent record with the derived values of docs/ledger.md §1 as of `today`, money in cedis. */
export function toRentRecord(stored: StoredRentRecord, paidPesewas: number, today: string): RentRecord {
  const { terms, ...record } = stored;
  const standing = standingForPaid(terms, paidPesewas, today);
  return {
    ...record,
    paid: fromPesewas(standing.paid),
    balance: fromPesewas(standing.balance),
    due: fromPesewas(standing.due),
    arrears: fromPesewas(standing.arrears),
    paidThrough: standing.paidThrough,
    daysOverdue: standing.daysOverdue,
    standing: standing.standing,
  };
}
