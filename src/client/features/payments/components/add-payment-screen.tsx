import { useMemo, useState } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { today } from '../../../../shared/dates';
import { routes } from '../../../../shared/paths';
import { addPaymentFields, PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../../shared/schemas/payments';
import { DateField } from '../../../components/ui/date-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { MoneyField } from '../../../components/ui/money-field';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchSelect } from '../../../components/ui/search-select';
import { Select } from '../../../components/ui/select';
import { newRequestKey } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/schema-form';
import { useTenants } from '../../tenants';
import { useAddPayment } from '../api/use-add-payment';

export const ADD_PAYMENT_TEXTS = { added: 'Payment Recorded Successfully' } as const;

interface AddPaymentValues {
  tenant: string | null;
  method: string;
  date: string;
  amountPaid: string;
  status: string;
}

type AddPaymentOutput = z.output<typeof addPaymentFields>;

const FIELDS = [
  'tenant',
  'method',
  'date',
  'amountPaid',
  'status',
] as const satisfies readonly Path<AddPaymentValues>[];

/** /apartment/add_payment: tenant, date and amount required; status Partial unless changed. */
export function AddPaymentScreen() {
  const navigate = useNavigate();
  const tenants = useTenants();
  const addPayment = useAddPayment();
  // One payment per visit to this screen: every submit from here, retries included, carries this key.
  const [requestKey] = useState(newRequestKey);
  const { field, control, submit, formState } = useSchemaForm<AddPaymentValues, AddPaymentOutput>({
    schema: addPaymentFields,
    defaultValues: { tenant: '', method: '', date: today(), amountPaid: '', status: 'Partial' },
    fields: FIELDS,
    send: async ({ date, ...values }) => {
      // spec.md section 7 names the date `Date` on this call.
      await addPayment.mutateAsync({ body: { ...values, Date: date }, requestKey });
      toast.success(ADD_PAYMENT_TEXTS.added);
      navigate(routes.payments);
    },
  });

  // Two tenants may share a name: the room tells them apart.
  const options = useMemo(
    () =>
      (tenants.data ?? []).map((tenant) => ({
        value: tenant._id,
        label: `${tenant.tenantName} (${tenant.roomDescription})`,
      })),
    [tenants.data],
  );

  return (
    <div>
      <PageHeader title="Add Payment" />
      <form onSubmit={submit} noValidate className="grid max-w-3xl gap-4 md:grid-cols-2">
        <Controller
          control={control}
          name="tenant"
          render={({ field }) => (
            <SearchSelect
              label="Tenant"
              name={field.name}
              required
              className="md:col-span-2"
              options={options}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              loading={tenants.isPending}
              loadingText="Loading tenants..."
              placeholder="Search for a tenant..."
              noOptionsText={tenants.isError ? 'Tenants could not be loaded' : 'No tenants found'}
              error={formState.errors.tenant?.message}
            />
          )}
        />
        <Select
          label="Payment Method"
          placeholder="Select payment method"
          options={PAYMENT_METHODS}
          {...field('method')}
        />
        <DateField label="Payment Date" required {...field('date')} />
        <MoneyField label="Amount Paid" required {...field('amountPaid')} />
        <Select label="Payment Status" options={PAYMENT_STATUSES} {...field('status')} />
        <FormSubmit
          text="Add Payment"
          busy={formState.isSubmitting}
          busyText="Adding Payment..."
          className="md:col-span-2"
        />
      </form>
    </div>
  );
}
