import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { Expense, ExpenseInput } from '../../../../shared/schemas/expenses';
import { apiDelete, apiPut } from '../../../lib/api-client';
import { sendOrQueue } from '../../../lib/offline/send-or-queue';
import { EXPENSE_MESSAGES } from '../expense-messages';
import { expenseKeys } from './expense-keys';

/**
 * POST /api/expenses. `requestKey` stays the same for every retry of one expense, so a retry after a
 * lost answer does not record it twice (decision 139); offline, or with no answer, the expense waits
 * in the outbox (docs/offline.md §3). The lists refresh from the answer's `X-Data-Changed`.
 */
export function useAddExpense() {
  return useMutation({
    mutationFn: ({ body, requestKey }: { body: ExpenseInput; requestKey: string }) =>
      sendOrQueue<Expense>(
        {
          key: requestKey,
          kind: 'expense',
          url: api.expenses,
          body,
          summary: [body.category, body.payee].filter(Boolean).join(' · '),
          subjectId: String(body.vehicleId || body.apartmentId || ''),
          amount: Number(body.amount),
          date: String(body.date ?? ''),
        },
        EXPENSE_MESSAGES.addFailed,
      ),
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
