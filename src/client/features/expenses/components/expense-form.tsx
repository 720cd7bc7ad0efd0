import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { today } from '../../../../shared/dates';
import { api } from '../../../../shared/paths';
import { PAYMENT_METHODS } from '../../../../shared/payments';
import type { Apartment } from '../../../../shared/schemas/apartments';
import {
  categoriesOfSubject,
  DEFAULT_EXPENSE_METHOD,
  type Expense,
  type ExpenseInput,
  expenseCreateBody,
  expenseSubjectOf,
  expenseUpdateBody,
} from '../../../../shared/schemas/expenses';
import type { VehicleRecord } from '../../../../shared/schemas/vehicles';
import { DateField } from '../../../components/ui/date-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { MoneyField } from '../../../components/ui/money-field';
import type { SearchSelectOption } from '../../../components/ui/search-select';
import { Select } from '../../../components/ui/select';
import { ServerSearchSelect } from '../../../components/ui/server-search-select';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { useCheckedForm } from '../../../lib/checked-form';
import { apartmentKeys } from '../../apartments';
import { vehicleKeys } from '../../vehicles';

/** What the form holds: texts, as the fields give them. */
export interface ExpenseFormValues {
  date: string;
  category: string;
  amount: string;
  apartmentId: string;
  vehicleId: string;
  payee: string;
  method: string;
  reference: string;
  note: string;
}

/** A new expense: dated today (the business's day), paid in cash, of the business until a unit or vehicle is chosen. */
export const emptyExpense = (): ExpenseFormValues => ({
  date: today(),
  category: '',
  amount: '',
  apartmentId: '',
  vehicleId: '',
  payee: '',
  method: DEFAULT_EXPENSE_METHOD,
  reference: '',
  note: '',
});

export function expenseFormValues(expense: Expense): ExpenseFormValues {
  return {
    date: expense.date,
    category: expense.category,
    amount: expense.amount.toFixed(2),
    apartmentId: expense.apartmentId ?? '',
    vehicleId: expense.vehicleId ?? '',
    payee: expense.payee,
    method: expense.method,
    reference: expense.reference,
    note: expense.note,
  };
}

export const unitOption = (unit: Pick<Apartment, '_id' | 'title'>): SearchSelectOption => ({
  value: unit._id,
  label: unit.title,
});
export const vehicleOption = (
  vehicle: Pick<VehicleRecord, '_id' | 'vehicleRegNum' | 'make' | 'model'>,
): SearchSelectOption => ({
  value: vehicle._id,
  label: `${vehicle.vehicleRegNum} — ${vehicle.make} ${vehicle.model}`,
});

/** The categories offered: a unit's, a vehicle's, or every one for a general expense (docs/insight.md §1). */
export const categoryOptions = (values: Pick<ExpenseFormValues, 'apartmentId' | 'vehicleId'>) =>
  categoriesOfSubject(expenseSubjectOf(values));

export interface ExpenseFormProps {
  mode: 'add' | 'edit';
  defaultValues: ExpenseFormValues;
  /** On edit, the expense as stored: its unit's and vehicle's labels before any search. */
  stored?: Expense;
  submitText: string;
  busyText: string;
  busy: boolean;
  onSubmit: (body: ExpenseInput) => Promise<unknown>;
}

/**
 * The add and edit expense form: date (today by default), unit or vehicle (each searched on the server;
 * choosing one clears the other), category (limited to what the subject may use: a category that no
 * longer fits is cleared), amount, payee, method (Cash by default), reference and note.
 */
export function ExpenseForm({
  mode,
  defaultValues,
  stored,
  submitText,
  busyText,
  busy,
  onSubmit,
}: ExpenseFormProps) {
  const {
    register,
    control,
    submit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useCheckedForm<ExpenseFormValues, ExpenseInput>({
    defaultValues,
    schema: mode === 'add' ? expenseCreateBody : expenseUpdateBody,
    toBody: (values) => ({
      body: {
        ...values,
        apartmentId: values.apartmentId || null,
        vehicleId: values.vehicleId || null,
        category: values.category as ExpenseInput['category'],
        method: values.method as ExpenseInput['method'],
      },
    }),
    send: onSubmit,
  });
  const [apartmentId, vehicleId] = useWatch({ control, name: ['apartmentId', 'vehicleId'] });
  const categories = categoryOptions({ apartmentId, vehicleId });

  // A category the chosen unit or vehicle may not use is cleared, so the form never sends one.
  useEffect(() => {
    const category = getValues('category');
    if (category && !(categories as readonly string[]).includes(category)) setValue('category', '');
  }, [categories, getValues, setValue]);

  const storedUnit = stored?.apartment ? unitOption(stored.apartment) : null;
  const storedVehicle = stored?.vehicle ? vehicleOption(stored.vehicle) : null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        <DateField label="Date" required error={errors.date?.message} {...register('date')} />
        <MoneyField label="Amount (GHC)" required error={errors.amount?.message} {...register('amount')} />
        <Controller
          control={control}
          name="apartmentId"
          render={({ field }) => (
            <ServerSearchSelect<Apartment>
              label="Unit"
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(value) => {
                field.onChange(value ?? '');
                if (value) setValue('vehicleId', '');
              }}
              onBlur={field.onBlur}
              path={api.apartments}
              queryKey={apartmentKeys.page}
              sort={{ sort: 'title', order: 'asc' }}
              toOption={unitOption}
              selectedOption={storedUnit}
              clearable
              placeholder="None (type to search)"
              hint="Leave Unit and Vehicle empty for a general expense."
              loadingText="Loading units..."
              noOptionsText="No units found"
              error={errors.apartmentId?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="vehicleId"
          render={({ field }) => (
            <ServerSearchSelect<VehicleRecord>
              label="Vehicle"
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(value) => {
                field.onChange(value ?? '');
                if (value) setValue('apartmentId', '');
              }}
              onBlur={field.onBlur}
              path={api.vehicles}
              queryKey={vehicleKeys.page}
              sort={{ sort: 'vehicleRegNum' }}
              toOption={vehicleOption}
              selectedOption={storedVehicle}
              clearable
              placeholder="None (type to search)"
              loadingText="Loading vehicles..."
              noOptionsText="No vehicles found"
              error={errors.vehicleId?.message}
            />
          )}
        />
        <Select
          label="Category"
          required
          placeholder="Choose a category"
          options={categories}
          error={errors.category?.message}
          {...register('category')}
        />
        <Select
          label="Method"
          required
          options={PAYMENT_METHODS}
          error={errors.method?.message}
          {...register('method')}
        />
        <TextField
          label="Payee"
          placeholder="e.g. ECG, Goil"
          error={errors.payee?.message}
          {...register('payee')}
        />
        <TextField
          label="Reference"
          placeholder="Receipt or transaction number"
          error={errors.reference?.message}
          {...register('reference')}
        />
        <Textarea label="Note" className="md:col-span-2" error={errors.note?.message} {...register('note')} />
      </div>
      {/* Disabled from the first click: a double click must not save twice. */}
      <FormSubmit text={submitText} busy={busy || isSubmitting} busyText={busyText} />
    </form>
  );
}
