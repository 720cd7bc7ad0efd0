import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../payments';
import { dateField, moneyField, requiredText } from './common';

export {
  matchesPaymentFilters,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENTS_EXPORT_FILE,
  type PaymentFilters,
  type PaymentMethod,
  type PaymentStatus,
  paymentMethodLabel,
  paymentStatusLabel,
} from '../payments';
export const paymentStatusField = z.enum(PAYMENT_STATUSES, { error: 'Status must be Completed or Partial' });

const METHOD_MESSAGE = 'Payment method must be Cash, Mobile Money or Bank Transfer';

/** On add the method is optional (shown as N/A when missing) but must be one of the three. */
const addMethodField = z
  .string({ error: METHOD_MESSAGE })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return '';
    if (!(PAYMENT_METHODS as readonly string[]).includes(value)) {
      ctx.addIssue({ code: 'custom', message: METHOD_MESSAGE });
      return z.NEVER;
    }
    return value;
  });

const amountPaidField = moneyField('Amount paid').refine((value) => value > 0, {
  error: 'Amount paid must be greater than 0',
});

/** The rent record a payment belongs to, by id. */
const tenantIdField = requiredText('Tenant', 200);

const DATE_LABEL = 'Payment date';

/**
 * The payment date arrives as `Date` on add (spec.md section 7) and `date` on edit; both names are
 * accepted on both calls and come out as `date`.
 */
function dateAlias(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const body = input as Record<string, unknown>;
  if (body.date === undefined && body.Date !== undefined) return { ...body, date: body.Date };
  return body;
}

type WithDateAlias<T> = Omit<T, 'date'> & { date?: string; Date?: string };

/** The add-payment fields with the date as `date` (what the form holds). */
export const addPaymentFields = z.object({
  tenant: tenantIdField,
  amountPaid: amountPaidField,
  method: addMethodField,
  date: dateField(DATE_LABEL),
  status: paymentStatusField.default('Partial'),
});

/** `POST /api/apartment/add_payment`: tenant, amount and date required; status defaults to Partial. */
export const addPaymentBody = z.preprocess(dateAlias, addPaymentFields);
export type AddPaymentBody = WithDateAlias<z.input<typeof addPaymentFields>>;

/**
 * `Idempotency-Key` on add-payment: one random key per payment the user means to record, so a retry
 * after a lost answer records nothing twice (decision 043).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 16 to 100 letters, digits, - or _';
export const addPaymentHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string({ error: IDEMPOTENCY_KEY_MESSAGE })
    .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: IDEMPOTENCY_KEY_MESSAGE })
    .optional(),
});

/** The edit-payment fields with the date as `date` (what the form holds and checks). */
export const editPaymentFields = z.object({
  tenant: z
    .string({ error: 'Tenant must be a record id' })
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value || undefined),
  amountPaid: amountPaidField,
  method: requiredText('Payment method', 50),
  date: dateField(DATE_LABEL),
  status: paymentStatusField,
});

const TENANT_REFERENCE_MESSAGE = 'Tenant must be a record id';

/**
 * The tenant on edit: an id, or the populated `{ _id, tenantName }` the payment's GET answers (its
 * `_id` null once the tenant's record was deleted). Nothing, null or '' keeps the current tenant.
 */
const tenantReferenceField = z
  .union(
    [
      z.string({ error: TENANT_REFERENCE_MESSAGE }).trim().max(200),
      z.object({ _id: z.string().trim().max(200).nullable() }),
    ],
    { error: TENANT_REFERENCE_MESSAGE },
  )
  .nullish()
  .transform((value) => (typeof value === 'object' && value !== null ? value._id : value) || undefined);

/**
 * The method on edit, as the server reads it: '' when not sent. A payment recorded without a method
 * reads back with `method: ''`, and sent back as read it must be accepted (product.md section 2,
 * round trip), so "required" is the service's rule: a stored method cannot be emptied.
 */
const editMethodField = z
  .string({ error: 'Payment method is required' })
  .trim()
  .max(50, { error: 'Payment method must be at most 50 characters' })
  .nullish()
  .transform((value) => value ?? '');

/**
 * `PUT /api/apartment/edit_payment/{id}`: amount, date, method and status required (the method
 * only once the payment has one). The method is free text (a stored value outside the three is kept);
 * a tenant id, when sent, moves the payment. Takes the form's fields, and a payment exactly as
 * `GET /api/apartment/get_payment/{id}` answers it.
 */
export const editPaymentBody = z.preprocess(
  dateAlias,
  editPaymentFields.extend({ tenant: tenantReferenceField, method: editMethodField }),
);
export type EditPaymentBody = WithDateAlias<z.input<typeof editPaymentFields>>;

/**
 * A payment as the API answers it. `tenant` is populated; after the tenant's record was deleted its
 * `_id` is null and `tenantName` is the name the payment was recorded under (product.md section 4).
 */
export const payment = z.object({
  _id: z.string(),
  tenant: z.object({ _id: z.string().nullable(), tenantName: z.string() }),
  amountPaid: z.number(),
  method: z.string(),
  date: z.string(),
  status: paymentStatusField,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payment = z.infer<typeof payment>;
export const paymentList = z.array(payment);

/** The Payment list's search as the export's query string (`?q=&status=`). */
export const paymentFilters = z.object({
  q: z.string().max(200).optional(),
  status: z.string().max(50).optional(),
});
