import type { ExpenseInput } from '../../../shared/schemas/expenses';

/** A complete, valid add-expense body: a general Utilities bill unless told (what the add form sends). */
export function expenseBody(overrides: Partial<ExpenseInput> = {}): ExpenseInput {
  return {
    date: '2026-03-14',
    category: 'Utilities',
    amount: 250.5,
    payee: 'ECG',
    method: 'Mobile Money',
    reference: 'TX-1001',
    note: 'Prepaid units',
    ...overrides,
  };
}
