import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { Expense } from '../../../../shared/schemas/expenses';
import { apiGet } from '../../../lib/api-client';
import { EXPENSE_MESSAGES } from '../expense-messages';
import { expenseKeys } from './expense-keys';

/** GET /api/expenses/{id}. */
export const expenseQueryOptions = (expenseId: string) =>
  queryOptions({
    queryKey: expenseKeys.detail(expenseId),
    queryFn: () => apiGet<Expense>(api.expense(expenseId), { fallback: EXPENSE_MESSAGES.loadFailed }),
  });

export function useExpense(expenseId: string) {
  return useQuery(expenseQueryOptions(expenseId));
}
