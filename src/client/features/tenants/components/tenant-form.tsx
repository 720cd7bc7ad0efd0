import type { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { tenantTotal } from '../../../../shared/money';
import { TENANT_STATUSES } from '../../../../shared/schemas/rent-records';
import { DateField } from '../../../components/ui/date-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { MoneyField } from '../../../components/ui/money-field';
import { NumberField } from '../../../components/ui/number-field';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/schema-form';

/** What the form holds: every field as typed. */
export interface TenantFormValues extends FieldValues {
  tenantName: string;
  tenantPhone: string;
  roomDescription: string;
  rentedDate: string;
  expirationDate: string;
  noOfMonthsRented: string | number;
  amountPaidOnUtility: string | number;
  monthlyPrice: string | number;
  totalAmount: string | number;
  status?: string;
}

const FIELDS = [
  'tenantName',
  'tenantPhone',
  'roomDescription',
  'rentedDate',
  'expirationDate',
  'noOfMonthsRented',
  'amountPaidOnUtility',
  'monthlyPrice',
  'totalAmount',
  'status',
] as const satisfies readonly Path<TenantFormValues>[];

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * Months × monthly price + utility, exact to 2 decimals (the same rule on add and edit, product.md
 * section 4), or '' while months or price are missing or not numbers. A blank utility counts as 0.
 */
export function computedTotal(months: unknown, monthlyPrice: unknown, utility: unknown): string {
  if (isBlank(months) || isBlank(monthlyPrice)) return '';
  const total = tenantTotal(String(months), String(monthlyPrice), isBlank(utility) ? '0' : String(utility));
  return Number.isFinite(total) ? total.toFixed(2) : '';
}

export interface TenantFormProps<Output> {
  /** The shared schema of the call (add or edit): the form shows the same messages as the server. */
  schema: Parameters<typeof zodResolver>[0];
  /**
   * `add`: the total follows the other fields while it is not focused and may be typed over.
   * `edit`: the total is read-only and recomputed whenever price, months or utility change.
   */
  mode: 'add' | 'edit';
  defaultValues: DefaultValues<TenantFormValues>;
  submitText: string;
  busyText: string;
  onSubmit: (values: Output) => Promise<unknown>;
}

/** The rent record form of Add tenant and Edit tenant; every field is required (spec.md section 5). */
export function TenantForm<Output>({
  schema,
  mode,
  defaultValues,
  submitText,
  busyText,
  onSubmit,
}: TenantFormProps<Output>) {
  const {
    field,
    submit,
    setValue,
    watch,
    formState: { isSubmitting, isSubmitted },
  } = useSchemaForm<TenantFormValues, Output>({ schema, defaultValues, fields: FIELDS, send: onSubmit });

  const [months, monthlyPrice, utility] = watch(['noOfMonthsRented', 'monthlyPrice', 'amountPaidOnUtility']);
  const totalFocused = useRef(false);
  const lastInputs = useRef(JSON.stringify([months, monthlyPrice, utility]));

  useEffect(() => {
    const inputs = JSON.stringify([months, monthlyPrice, utility]);
    // The edit form shows the stored total until one of its parts changes.
    if (inputs === lastInputs.current) return;
    lastInputs.current = inputs;
    if (mode === 'add' && totalFocused.current) return;
    setValue('totalAmount', computedTotal(months, monthlyPrice, utility), {
      shouldValidate: isSubmitted,
      shouldDirty: true,
    });
  }, [months, monthlyPrice, utility, mode, setValue, isSubmitted]);

  const total = field('totalAmount');

  return (
    <form onSubmit={submit} noValidate className="grid max-w-3xl gap-4 md:grid-cols-2">
      <TextField label="Tenant Name" required autoComplete="off" {...field('tenantName')} />
      <TextField
        label="Phone"
        type="tel"
        required
        placeholder="024 123 4567"
        autoComplete="off"
        {...field('tenantPhone')}
      />
      <TextField label="Room Description" required className="md:col-span-2" {...field('roomDescription')} />
      <DateField label="Rented Date" required {...field('rentedDate')} />
      <DateField label="Expiration Date" required {...field('expirationDate')} />
      <NumberField
        label="No. of Months Rented"
        required
        min={1}
        step={1}
        inputMode="numeric"
        {...field('noOfMonthsRented')}
      />
      <MoneyField label="Monthly Price" required {...field('monthlyPrice')} />
      <MoneyField label="Utility" required {...field('amountPaidOnUtility')} />
      <MoneyField
        label="Total Amount"
        required
        readOnly={mode === 'edit'}
        hint={
          mode === 'edit'
            ? 'Months × monthly price + utility.'
            : 'Months × monthly price + utility; you may type over it.'
        }
        {...total}
        onFocus={() => {
          totalFocused.current = true;
        }}
        onBlur={(event) => {
          totalFocused.current = false;
          return total.onBlur(event);
        }}
      />
      <Select label="Status" options={TENANT_STATUSES} {...field('status')} />
      <FormSubmit text={submitText} busy={isSubmitting} busyText={busyText} className="md:col-span-2" />
    </form>
  );
}
