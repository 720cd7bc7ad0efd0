import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '../../../../shared/constants';
import { routes } from '../../../../shared/paths';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { newRequestKey } from '../../../lib/api-client';
import { OUTBOX_TEXTS } from '../../../lib/offline/outbox-texts';
import { useAddExpense } from '../api/use-save-expense';
import { EXPENSE_MESSAGES } from '../expense-messages';
import { ExpenseForm, emptyExpense } from './expense-form';

/** /expenses/add (docs/insight.md §1). */
export function AddExpenseScreen() {
  const navigate = useNavigate();
  const addExpense = useAddExpense();
  // Read once: today as the form opened.
  const [defaults] = useState(emptyExpense);
  // One expense per visit to this screen: every submit from here, retries included, carries this key.
  const [requestKey] = useState(newRequestKey);
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
            const result = await addExpense.mutateAsync({ body, requestKey });
            if (result.sent) toast.success(EXPENSE_MESSAGES.added);
            else toast.info(OUTBOX_TEXTS.queued, { autoClose: TOAST_MS.long });
            navigate(routes.expenses);
          }}
        />
      </Card>
    </div>
  );
}
