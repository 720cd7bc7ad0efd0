import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { routes } from '../../../../shared/paths';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { RecordLoader } from '../../../components/ui/record-loader';
import { useExpense } from '../api/use-expense';
import { useEditExpense } from '../api/use-save-expense';
import { EXPENSE_MESSAGES } from '../expense-messages';
import { ExpenseForm, expenseFormValues } from './expense-form';

/** /expenses/edit/{id} (docs/insight.md §1). */
export function EditExpenseScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const expense = useExpense(id);
  const editExpense = useEditExpense(id);
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Edit Expense" />
      <RecordLoader
        query={expense}
        loadingLabel="Loading expense..."
        skeletonCount={5}
        failedMessage={EXPENSE_MESSAGES.loadFailed}
        retry
        back={{ to: routes.expenses, label: 'Back to expenses' }}
      >
        {(stored) => (
          <Card>
            <ExpenseForm
              key={stored._id}
              mode="edit"
              defaultValues={expenseFormValues(stored)}
              stored={stored}
              submitText="Update Expense"
              busyText="Updating Expense..."
              busy={editExpense.isPending}
              onSubmit={async (body) => {
                await editExpense.mutateAsync(body);
                toast.success(EXPENSE_MESSAGES.updated);
                navigate(routes.expenses);
              }}
            />
          </Card>
        )}
      </RecordLoader>
    </div>
  );
}
