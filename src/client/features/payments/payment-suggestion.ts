import { fromPesewas, toPesewas } from '../../../shared/money';

/** What the Add Payment screen reads of the chosen tenant's rent record (docs/ledger.md §1, derived). */
export interface TenancyStanding {
  balance: number;
  arrears: number;
}

/**
 * The amount the Add Payment screen suggests (docs/ledger.md §3): the arrears, or else the balance when
 * money is owed; '' when nothing is owed. Two decimals, as the money field shows amounts.
 */
export function suggestedAmount({ balance, arrears }: TenancyStanding): string {
  if (arrears > 0) return arrears.toFixed(2);
  if (balance > 0) return balance.toFixed(2);
  return '';
}

/** Whether the typed amount settles the balance (amount ≥ balance); null while it is not an amount. */
export function settlesBalance(amountText: string, balance: number): boolean | null {
  const amount = toPesewas(amountText);
  const owed = toPesewas(balance);
  if (amount === null || amount <= 0 || owed === null) return null;
  return amount >= owed;
}

/** By how much the tenant would be in credit after paying the typed amount (cedis), or null. */
export function creditAfter(amountText: string, balance: number): number | null {
  const amount = toPesewas(amountText);
  const owed = toPesewas(balance);
  if (amount === null || amount <= 0 || owed === null || amount <= owed) return null;
  return fromPesewas(amount - owed);
}
