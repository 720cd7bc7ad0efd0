import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, type Path, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { today } from '../../../../shared/dates';
import { routes } from '../../../../shared/paths';
import { addPaymentFields, PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../../shared/schemas/payments';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { MoneyField } from '../../../components/ui/money-field';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchSelect } from '../../../components/ui/search-select';
import { Select } from '../../../components/ui/select';
import { newRequestKey } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/forms';
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
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddPaymentValues, unknown, AddPaymentOutput>({
    resolver: zodResolver(addPaymentFields) as unknown as Resolver<
      AddPaymentValues,
      unknown,
      AddPaymentOutput
    >,
    defaultValues: { tenant: '', method: '', date: today(), amountPaid: '', status: 'Partial' },
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

  const submit = handleSubmit(async ({ date, ...values }) => {
    try {
      // spec.md section 7 names the date `Date` on this call.
      await addPayment.mutateAsync({ body: { ...values, Date: date }, requestKey });
    } catch (error) {
      // The query client has shown the toast; what was typed stays.
      applyFieldErrors(error, setError, FIELDS);
      return;
    }
    toast.success(ADD_PAYMENT_TEXTS.added);
    navigate(routes.payments);
  });

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
              error={errors.tenant?.message}
            />
          )}
        />
        <Select
          label="Payment Method"
          placeholder="Select payment method"
          options={PAYMENT_METHODS}
          error={errors.method?.message}
          {...register('method')}
        />
        <DateField label="Payment Date" required error={errors.date?.message} {...register('date')} />
        <MoneyField
          label="Amount Paid"
          required
          error={errors.amountPaid?.message}
          {...register('amountPaid')}
        />
        <Select
          label="Payment Status"
          options={PAYMENT_STATUSES}
          error={errors.status?.message}
          {...register('status')}
        />
        <div className="md:col-span-2">
          <Button type="submit" busy={isSubmitting} busyText="Adding Payment...">
            Add Payment
          </Button>
        </div>
      </form>
    </div>
  );
}
