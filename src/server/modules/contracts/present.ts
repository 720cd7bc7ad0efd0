import { fromPesewas } from '../../../shared/money';
import type { Contract } from '../../../shared/schemas/hire';
import type { StoredContract } from './repository';
import { contractStanding } from './schedule';

/** A stored contract with the derived values of docs/hire.md §1 as of `today`, money in cedis. */
export function toContract(stored: StoredContract, paidPesewas: number, today: string): Contract {
  // The terms and the paid sum in pesewas are the server's own: the answer has the contract's fields.
  const { terms, paidPesewas: _paidPesewas, ...contract } = stored;
  const standing = contractStanding(terms, paidPesewas, today);
  return {
    ...contract,
    days: standing.days,
    expected: fromPesewas(standing.expected),
    paid: fromPesewas(standing.paid),
    arrears: fromPesewas(standing.arrears),
    balance: fromPesewas(standing.balance),
    nextDueDate: standing.nextDueDate,
    progress: standing.progress,
    forecastEndDate: standing.forecastEndDate,
  };
}
