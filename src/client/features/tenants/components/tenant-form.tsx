import type { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Controller, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { addDays, addMonthsClamped, isIsoDate, toDay } from '../../../../shared/dates';
import {
  ACT_220_WARNING,
  BILLING_LABELS,
  BILLINGS,
  type Billing,
  breaksAct220,
} from '../../../../shared/ledger';
import { tenantTotal } from '../../../../shared/money';
import { api } from '../../../../shared/paths';
import type { Apartment } from '../../../../shared/schemas/apartments';
import { MAX_MONTHS_RENTED, TENANT_STATUSES } from '../../../../shared/schemas/rent-records';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { MoneyField } from '../../../components/ui/money-field';
import { NumberField } from '../../../components/ui/number-field';
import type { SearchSelectOption } from '../../../components/ui/search-select';
import { labelledOptions, Select } from '../../../components/ui/select';
import { ServerSearchSelect } from '../../../components/ui/server-search-select';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/schema-form';
import { apartmentKeys, useApartment } from '../../apartments';
// biome-ignore lint/style/noRestrictedImports: through the payments public file these fields would join the login screen's first bundle (decision 009).
import { MOMO_FIELD_NAMES } from '../../payments/components/momo-fields';
// biome-ignore lint/style/noRestrictedImports: as above.
import { PaymentMethodFields } from '../../payments/components/payment-method-fields';

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
  /** The unit let (an apartment id); '' for none. */
  apartmentId: string;
  billing: string;
  /** Add tenant's 'Payment received now' (decision 057); all blank: none. */
  payment?: ReceivedPaymentValues;
}

/** 'Payment received now' as typed: the amount and the method's fields of Add Payment. */
export interface ReceivedPaymentValues {
  amountPaid: string;
  method: string;
  network: string;
  reference: string;
  payerPhone: string;
}

export const BLANK_PAYMENT: ReceivedPaymentValues = {
  amountPaid: '',
  method: '',
  network: '',
  reference: '',
  payerPhone: '',
};

/** Where the server's refusals of the payment received are shown. */
export const PAYMENT_FIELD_PATHS = [
  'payment.amountPaid',
  'payment.method',
  'payment.network',
  'payment.reference',
  'payment.payerPhone',
] as const satisfies readonly Path<TenantFormValues>[];

/** The last day of a term of `months` months from `start` (inclusive): 2026-01-10 + 1 → 2026-02-09. */
export function termEnd(start: string, months: number): string {
  return addDays(addMonthsClamped(toDay(start), months), -1);
}

/** The expiration date worked out from the start date and months, or '' while either is missing. */
export function computedExpiry(start: unknown, months: unknown): string {
  const count = Number(months);
  if (typeof start !== 'string' || !isIsoDate(start) || !Number.isInteger(count) || count < 1) return '';
  if (count > MAX_MONTHS_RENTED) return '';
  return termEnd(start, count);
}

/** The form's fields, in the order they are shown (a renewal fills the same ones). */
export const TENANT_FORM_FIELDS = [
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
  'apartmentId',
  'billing',
] as const satisfies readonly Path<TenantFormValues>[];

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * Months × monthly price + utility, exact to 2 decimals (the same rule on add and edit, docs/product.md
 * section 4), or '' while months or price are missing or not numbers. A blank utility counts as 0.
 */
export function computedTotal(months: unknown, monthlyPrice: unknown, utility: unknown): string {
  if (isBlank(months) || isBlank(monthlyPrice)) return '';
  const total = tenantTotal(String(months), String(monthlyPrice), isBlank(utility) ? '0' : String(utility));
  return Number.isFinite(total) ? total.toFixed(2) : '';
}

const BILLING_OPTIONS = labelledOptions(BILLINGS, BILLING_LABELS);

/** The unit picker's "none" choice (`apartmentId` ''; the schema sends it as null). */
export const NO_UNIT: SearchSelectOption = { value: '', label: 'No unit' };

/** What picking a unit puts in the room description: its title and location. */
export function unitRoomDescription(unit: Pick<Apartment, 'title' | 'location'>): string {
  return [unit.title, unit.location].filter((part) => part.trim() !== '').join(', ');
}

/** One unit as the picker lists it: where it is and its status. */
export const unitOption = (unit: Apartment): SearchSelectOption => ({
  value: unit._id,
  label: `${unitRoomDescription(unit)} (${unit.status})`,
});

/** The Available units first, then the others, each group by title. */
export function arrangeUnits(units: readonly Apartment[]): Apartment[] {
  const byTitle = (a: Apartment, b: Apartment) =>
    a.title.localeCompare(b.title, undefined, { numeric: true, sensitivity: 'base' });
  const available = units.filter((unit) => unit.status === 'Available').sort(byTitle);
  const others = units.filter((unit) => unit.status !== 'Available').sort(byTitle);
  return [...available, ...others];
}

const isBilling = (value: unknown): value is Billing => (BILLINGS as readonly unknown[]).includes(value);

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
  /**
   * Add tenant and Renew: 'Payment received now' (decision 057), and the expiration date follows
   * the start date and months until typed by hand.
   */
  receivesPayment?: boolean;
}

/** The rent record form of Add tenant and Edit tenant; every field is required (docs/screens.md §5). */
export function TenantForm<Output>({
  schema,
  mode,
  defaultValues,
  submitText,
  busyText,
  onSubmit,
  receivesPayment = false,
}: TenantFormProps<Output>) {
  const {
    field,
    control,
    submit,
    setValue,
    watch,
    formState: { isSubmitting, isSubmitted, errors },
  } = useSchemaForm<TenantFormValues, Output>({
    schema,
    defaultValues,
    send: onSubmit,
    fields: receivesPayment ? [...TENANT_FORM_FIELDS, ...PAYMENT_FIELD_PATHS] : TENANT_FORM_FIELDS,
  });
  // The unit the record already holds (an edit): its label shows before any search.
  const heldUnitId = defaultValues.apartmentId ?? '';
  const heldUnit = useApartment(heldUnitId, { enabled: heldUnitId !== '' });

  const [months, monthlyPrice, utility, billing] = watch([
    'noOfMonthsRented',
    'monthlyPrice',
    'amountPaidOnUtility',
    'billing',
  ]);
  // A warning only (docs/ledger.md §6): the landlord decides, the form makes the rule visible.
  const act220 = breaksAct220(isBilling(billing) ? billing : undefined, Number(months));

  /** Picking a unit fills the room and the monthly price; both stay editable. */
  const pickUnit = (unit: Apartment | undefined) => {
    if (!unit) return;
    const change = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue('roomDescription', unitRoomDescription(unit), change);
    setValue('monthlyPrice', unit.price.toFixed(2), change);
  };
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

  // The expiration date follows the start and the months until the user types one (then kept,
  // with a button to take the worked-out date instead).
  const [rentedDate, expirationDate, paymentMethod] = watch([
    'rentedDate',
    'expirationDate',
    'payment.method',
  ]);
  const expiryTyped = useRef(false);
  const expiry = receivesPayment ? computedExpiry(rentedDate, months) : '';
  useEffect(() => {
    if (!expiry || expiryTyped.current) return;
    setValue('expirationDate', expiry, { shouldValidate: isSubmitted, shouldDirty: true });
  }, [expiry, setValue, isSubmitted]);
  const expiryField = field('expirationDate');
  const useComputedExpiry = () => {
    expiryTyped.current = false;
    setValue('expirationDate', expiry, { shouldValidate: isSubmitted, shouldDirty: true });
  };

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
      <Controller
        control={control}
        name="apartmentId"
        render={({ field: picker }) => (
          <ServerSearchSelect<Apartment>
            label="Unit"
            name={picker.name}
            className="md:col-span-2"
            path={api.apartments}
            queryKey={apartmentKeys.page}
            sort={{ sort: 'title', order: 'asc' }}
            toOption={unitOption}
            arrange={arrangeUnits}
            leadingOptions={picker.value ? [NO_UNIT] : []}
            selectedOption={heldUnit.data ? unitOption(heldUnit.data) : null}
            value={picker.value}
            onChange={(value) => picker.onChange(value ?? '')}
            onChoose={pickUnit}
            onBlur={picker.onBlur}
            ref={picker.ref}
            loadingText="Loading units..."
            placeholder="No unit (type to search)"
            hint="Picking a unit fills the room description and the monthly price."
            noOptionsText="No units found"
            error={errors.apartmentId?.message}
          />
        )}
      />
      <TextField label="Room Description" required className="md:col-span-2" {...field('roomDescription')} />
      <DateField label="Rented Date" required {...field('rentedDate')} />
      <div className="flex flex-col gap-1">
        <DateField
          label="Expiration Date"
          required
          hint={
            receivesPayment ? 'Worked out from the rented date and months; you may change it.' : undefined
          }
          {...expiryField}
          onChange={(event) => {
            expiryTyped.current = true;
            return expiryField.onChange(event);
          }}
        />
        {expiry && expiryTyped.current && toDay(expirationDate) !== expiry ? (
          <Button
            variant="ghost"
            className="self-start px-2 text-blue-800 underline"
            onClick={useComputedExpiry}
          >
            Use {expiry}
          </Button>
        ) : null}
      </div>
      <NumberField
        label="No. of Months Rented"
        required
        min={1}
        step={1}
        inputMode="numeric"
        {...field('noOfMonthsRented')}
      />
      {/* Controlled: the Act 220 warning follows it, and it always shows the stored billing. */}
      <Controller
        control={control}
        name="billing"
        render={({ field: billingField }) => (
          <Select
            label="Billing"
            options={BILLING_OPTIONS}
            name={billingField.name}
            value={billingField.value}
            onChange={billingField.onChange}
            onBlur={billingField.onBlur}
            ref={billingField.ref}
            error={errors.billing?.message}
          />
        )}
      />
      {act220 ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 px-3 py-2 text-sm text-yellow-900 md:col-span-2"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {ACT_220_WARNING}
        </p>
      ) : null}
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
      {receivesPayment ? (
        <fieldset className="grid gap-4 rounded-md border border-gray-200 p-4 md:col-span-2 md:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-gray-900">Payment received now</legend>
          <p className="text-sm text-gray-700 md:col-span-2">
            What the tenant paid today, if anything: it is recorded with the tenancy, with its receipt.
          </p>
          <MoneyField label="Amount received" {...field('payment.amountPaid')} />
          <PaymentMethodFields
            field={(name) => field(`payment.${name}`)}
            method={paymentMethod ?? ''}
            clearMomo={() => {
              for (const name of MOMO_FIELD_NAMES) setValue(`payment.${name}`, '');
            }}
          />
        </fieldset>
      ) : null}
      <FormSubmit text={submitText} busy={isSubmitting} busyText={busyText} className="md:col-span-2" />
    </form>
  );
}
