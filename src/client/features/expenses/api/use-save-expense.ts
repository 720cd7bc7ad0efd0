import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { IDEMPOTENCY_HEADER } from '../../../../shared/schemas/common';
import type { Expense, ExpenseInput } from '../../../../shared/schemas/expenses';
import { apiDelete, apiPost, apiPut } from '../../../lib/api-client';
import { EXPENSE_MESSAGES } from '../expense-messages';
import { expenseKeys } from './expense-keys';

/**
 * POST /api/expenses. `requestKey` stays the same for every retry of one expense, so a retry after a
 * lost answer does not record it twice (decision 139). The lists refresh from the answer's `X-Data-Changed`.
 */
export function useAddExpense() {
  return useMutation({
    mutationFn: ({ body, requestKey }: { body: ExpenseInput; requestKey: string }) =>
      apiPost<Expense>(api.expenses, body, {
        fallback: EXPENSE_MESSAGES.addFailed,
        headers: { [IDEMPOTENCY_HEADER]: requestKey },
      }),
  });
}

/** PUT /api/expenses/{id} with the whole expense; stores the saved one. */
export function useEditExpense(expenseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExpenseInput) =>
      apiPut<Expense>(api.expense(expenseId), body, { fallback: MESSAGES.fallbackShort }),
    onSuccess: (saved) => {
      queryClient.setQueryData(expenseKeys.detail(expenseId), saved);
    },
  });
}

/** DELETE /api/expenses/{id} (Admin and Manager); the deleted expense's own cache entry is dropped. */
export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expenseId: string) =>
      apiDelete(api.expense(expenseId), { fallback: MESSAGES.fallbackShort }),
    onSuccess: (_answer, expenseId) => {
      queryClient.removeQueries({ queryKey: expenseKeys.detail(expenseId) });
    },
  });
}
