import type { Path } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { toDay } from '../../../../shared/dates';
import { routes } from '../../../../shared/paths';
import {
  editPaymentFields,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type Payment,
} from '../../../../shared/schemas/payments';
import { DateField } from '../../../components/ui/date-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { MoneyField } from '../../../components/ui/money-field';
import { PageHeader } from '../../../components/ui/page-header';
import { RecordLoader } from '../../../components/ui/record-loader';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/schema-form';
import { useEditPayment } from '../api/use-edit-payment';
import { usePayment } from '../api/use-payment';

export const EDIT_PAYMENT_TEXTS = {
  updated: 'Payment Record Modified Successfully',
  loadFailed: 'Failed to load payment data.',
  loadError: 'Something went wrong while fetching payment data.',
} as const;

interface EditPaymentValues {
  amountPaid: string;
  date: string;
  method: string;
  status: string;
}

type EditPaymentOutput = z.output<typeof editPaymentFields>;

const FIELDS = [
  'amountPaid',
  'date',
  'method',
  'status',
] as const satisfies readonly Path<EditPaymentValues>[];

/** The add form's methods, plus a stored one outside them so it is kept (product.md section 4). */
export function methodOptions(stored: string): string[] {
  const methods: string[] = [...PAYMENT_METHODS];
  return stored && !methods.includes(stored) ? [...methods, stored] : methods;
}

function EditPaymentForm({ payment }: { payment: Payment }) {
  const navigate = useNavigate();
  const editPayment = useEditPayment(payment._id);
  const { field, submit, formState } = useSchemaForm<EditPaymentValues, EditPaymentOutput>({
    schema: editPaymentFields,
    defaultValues: {
      amountPaid: payment.amountPaid.toFixed(2),
      date: toDay(payment.date),
      method: payment.method,
      status: payment.status,
    },
    fields: FIELDS,
    send: async (values) => {
      await editPayment.mutateAsync({ ...values, tenant: payment.tenant._id });
      toast.success(EDIT_PAYMENT_TEXTS.updated);
      navigate(routes.payments);
    },
  });

  return (
    <form onSubmit={submit} noValidate className="grid max-w-3xl gap-4 md:grid-cols-2">
      <TextField
        label="Tenant Name"
        name="tenantName"
        readOnly
        value={payment.tenant.tenantName}
        className="md:col-span-2"
      />
      <MoneyField label="Amount Paid" required {...field('amountPaid')} />
      <DateField label="Payment Date" required {...field('date')} />
      <Select
        label="Payment Method"
        required
        placeholder={payment.method ? undefined : 'Select payment method'}
        options={methodOptions(payment.method)}
        {...field('method')}
      />
      <Select
        label="Payment Status"
        required
        options={[...PAYMENT_STATUSES].reverse()}
        {...field('status')}
      />
      <FormSubmit
        text="Update Payment"
        busy={formState.isSubmitting}
        busyText="Updating Payment..."
        className="md:col-span-2"
      />
    </form>
  );
}

/** /apartment/edit_payment/{id}: the tenant's name read-only; amount, date, method and status. */
export function EditPaymentScreen() {
  const { id = '' } = useParams();
  const payment = usePayment(id);
  return (
    <div>
      <PageHeader title="Edit Payment" />
      <RecordLoader
        query={payment}
        loadingLabel="Loading payment..."
        skeletonCount={5}
        className="max-w-3xl"
        failedMessage={EDIT_PAYMENT_TEXTS.loadFailed}
        unreachableMessage={EDIT_PAYMENT_TEXTS.loadError}
        back={{ to: routes.payments, label: 'Back to the payments' }}
      >
        {(stored) => <EditPaymentForm payment={stored} />}
      </RecordLoader>
    </div>
  );
}
