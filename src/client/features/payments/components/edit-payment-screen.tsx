import type { Path } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { moneyChangeRefusal } from '../../../../shared/cash-control';
import { toDay } from '../../../../shared/dates';
import { MOBILE_MONEY } from '../../../../shared/ledger';
import { routes } from '../../../../shared/paths';
import { formatPhone } from '../../../../shared/phone';
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
import { useProfile } from '../../auth';
import { useEditPayment } from '../api/use-edit-payment';
import { usePayment } from '../api/use-payment';
import { MOMO_FIELD_NAMES, MomoFields } from './momo-fields';

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
  network: string;
  reference: string;
  payerPhone: string;
}

type EditPaymentOutput = z.output<typeof editPaymentFields>;

const FIELDS = [
  'amountPaid',
  'date',
  'method',
  'status',
  ...MOMO_FIELD_NAMES,
] as const satisfies readonly Path<EditPaymentValues>[];

/** The add form's methods, plus a stored one outside them so it is kept (docs/product.md §4). */
export function methodOptions(stored: string): string[] {
  const methods: string[] = [...PAYMENT_METHODS];
  return stored && !methods.includes(stored) ? [...methods, stored] : methods;
}

function EditPaymentForm({ payment }: { payment: Payment }) {
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  // Cash control (docs/decisions/113-cash-control.md): Staff change the amount, day and method only
  // of what they recorded today. Otherwise those fields are shown read-only with the reason, and the
  // rest of the form still works; the server enforces the same rule.
  const locked = profile ? moneyChangeRefusal(profile, payment) : null;
  const editPayment = useEditPayment(payment._id);
  const { field, submit, formState, watch, setValue } = useSchemaForm<EditPaymentValues, EditPaymentOutput>({
    schema: editPaymentFields,
    defaultValues: {
      amountPaid: payment.amountPaid.toFixed(2),
      date: toDay(payment.date),
      method: payment.method,
      status: payment.status,
      network: payment.network ?? '',
      reference: payment.reference ?? '',
      payerPhone: payment.payerPhone ? formatPhone(payment.payerPhone) : '',
    },
    fields: FIELDS,
    send: async ({ network, reference, payerPhone, ...values }) => {
      // The Mobile Money details go only with that method; a stored network is cleared when the
      // method changes (the server refuses a network on another method). Left out, the others stay.
      const momo =
        values.method === MOBILE_MONEY
          ? { network, reference, payerPhone }
          : payment.network
            ? { network: null }
            : {};
      await editPayment.mutateAsync({ ...values, ...momo, tenant: payment.tenant._id });
      toast.success(EDIT_PAYMENT_TEXTS.updated);
      navigate(routes.payments);
    },
  });

  const methodField = field('method');

  return (
    <form onSubmit={submit} noValidate className="grid max-w-3xl gap-4 md:grid-cols-2">
      <TextField
        label="Tenant Name"
        name="tenantName"
        readOnly
        value={payment.tenant.tenantName}
        className="md:col-span-2"
      />
      {locked ? (
        <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 md:col-span-2">
          {locked}
        </p>
      ) : null}
      <MoneyField label="Amount Paid" required readOnly={locked !== null} {...field('amountPaid')} />
      <DateField label="Payment Date" required readOnly={locked !== null} {...field('date')} />
      {locked ? (
        // A select cannot be read-only: the method is shown as text, and sent back as it was.
        <TextField label="Payment Method" readOnly {...methodField} />
      ) : (
        <Select
          label="Payment Method"
          required
          placeholder={payment.method ? undefined : 'Select payment method'}
          options={methodOptions(payment.method)}
          {...methodField}
          onChange={(event) => {
            // Hidden details are not kept: they are neither checked nor sent with another method.
            if (event.target.value !== MOBILE_MONEY) {
              for (const name of MOMO_FIELD_NAMES) setValue(name, '');
            }
            return methodField.onChange(event);
          }}
        />
      )}
      <Select
        label="Payment Status"
        required
        options={[...PAYMENT_STATUSES].reverse()}
        {...field('status')}
      />
      {watch('method') === MOBILE_MONEY ? <MomoFields field={field} /> : null}
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
