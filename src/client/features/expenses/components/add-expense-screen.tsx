import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { routes } from '../../../../shared/paths';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useAddExpense } from '../api/use-save-expense';
import { EXPENSE_MESSAGES } from '../expense-messages';
import { ExpenseForm, emptyExpense } from './expense-form';

/** /expenses/add (docs/insight.md §1). */
export function AddExpenseScreen() {
  const navigate = useNavigate();
  const addExpense = useAddExpense();
  // Read once: today as the form opened.
  const [defaults] = useState(emptyExpense);
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Add Expense" />
      <Card>
        <ExpenseForm
          mode="add"
          defaultValues={defaults}
          submitText="Save Expense"
          busyText="Saving Expense..."
          busy={addExpense.isPending}
          onSubmit={async (body) => {
            await addExpense.mutateAsync(body);
            toast.success(EXPENSE_MESSAGES.added);
            navigate(routes.expenses);
          }}
        />
      </Card>
    </div>
  );
}
