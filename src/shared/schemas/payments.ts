import { z } from 'zod';
import { MOBILE_MONEY, MOMO_NETWORKS } from '../ledger';
import { booleanParam, dayParam, filterParam, listAnswer, listQuery, type PagedList } from '../list-query';
import { PAYMENT_METHODS, PAYMENT_STATUSES, RECORDED_METHODS } from '../payments';
import {
  blankAsNull,
  dateField,
  idempotencyHeaders,
  invisibleTextMessage,
  isInvisibleText,
  moneyField,
  requiredText,
} from './common';
import { phoneField } from './phone-field';

export {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENTS_EXPORT_FILE,
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
 * The payment date arrives as `Date` on add (docs/screens.md §7) and `date` on edit; both names are
 * accepted on both calls and come out as `date`.
 */
function dateAlias(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const body = input as Record<string, unknown>;
  if (body.date === undefined && body.Date !== undefined) return { ...body, date: body.Date };
  return body;
}

type WithDateAlias<T> = Omit<T, 'date'> & { date?: string; Date?: string };

export const NETWORK_MESSAGE = 'Network must be MTN MoMo, Telecel Cash or AirtelTigo Money';
export const NETWORK_WITHOUT_MOMO_MESSAGE = 'A network goes only with the method Mobile Money';

/**
 * The Mobile Money details of a payment (docs/ledger.md §3). Missing: not sent (an edit keeps the stored
 * value); null or blank: none.
 */
export const momoFields = {
  reference: z
    .string({ error: 'Transaction ID must be text' })
    .trim()
    .max(50, { error: 'Transaction ID must be at most 50 characters' })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  network: z
    .union([z.enum(MOMO_NETWORKS, { error: NETWORK_MESSAGE }), z.literal(''), z.null()], {
      error: NETWORK_MESSAGE,
    })
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  // Blank is none; anything else must be a phone, refused with the phone's own message.
  payerPhone: z
    .preprocess(blankAsNull, phoneField('Payer phone').nullish())
    .transform((value) => (value === undefined ? undefined : value || null)),
};

/**
 * A network only with Mobile Money (400 otherwise). An edit that sends no method (`''`) keeps the
 * stored one, so there the server checks the method the payment will have.
 */
export const networkOnlyWithMomo = (methodMayBeKept: boolean) =>
  [
    (body: { method: string; network?: string | null | undefined }) =>
      !body.network || body.method === MOBILE_MONEY || (methodMayBeKept && body.method === ''),
    { error: NETWORK_WITHOUT_MOMO_MESSAGE, path: ['network'] },
  ] as [
    (body: { method: string; network?: string | null | undefined }) => boolean,
    { error: string; path: string[] },
  ];

/** The add-payment fields with the date as `date` (what the form holds). */
export const addPaymentFields = z.object({
  tenant: tenantIdField,
  amountPaid: amountPaidField,
  method: addMethodField,
  date: dateField(DATE_LABEL),
  status: paymentStatusField.default('Partial'),
  ...momoFields,
});

/**
 * `POST /api/apartment/add_payment`: tenant, amount and date required; status defaults to Partial.
 * A `receiptNumber` sent is never read: the server numbers every payment.
 */
export const addPaymentBody = z.preprocess(dateAlias, addPaymentFields.refine(...networkOnlyWithMomo(false)));
export type AddPaymentBody = WithDateAlias<z.input<typeof addPaymentFields>>;

export const METHOD_REQUIRED_MESSAGE = 'Payment method is required';

/**
 * 'Payment received now' on Add tenant and Renew (decision 057): a payment recorded with the new
 * tenancy, as on Add Payment but with its method required; the date defaults to today, the status
 * to Completed when it covers the tenancy's total (else Partial).
 */
export const receivedPaymentFields = z.object({
  amountPaid: amountPaidField,
  method: z.enum(PAYMENT_METHODS, { error: METHOD_REQUIRED_MESSAGE }),
  date: dateField(DATE_LABEL).optional(),
  status: paymentStatusField.optional(),
  ...momoFields,
});
export const receivedPaymentBody = receivedPaymentFields.refine(...networkOnlyWithMomo(false));
export type ReceivedPaymentBody = z.input<typeof receivedPaymentFields>;

/** `Idempotency-Key` on add-payment (decision 043): the rule every keyed add shares (schemas/common). */
export { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MESSAGE } from './common';
export const addPaymentHeaders = idempotencyHeaders;

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
  ...momoFields,
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
 * reads back with `method: ''`, and sent back as read it must be accepted (docs/product.md §2,
 * round trip), so "required" is the service's rule: a stored method cannot be emptied.
 */
const editMethodField = z
  .string({ error: 'Payment method is required' })
  .trim()
  .max(50, { error: 'Payment method must be at most 50 characters' })
  // Blank is "not sent"; a method made only of invisible characters is no method (decision 112).
  .refine((value) => value === '' || !isInvisibleText(value), {
    error: invisibleTextMessage('Payment method'),
  })
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
  editPaymentFields
    .extend({ tenant: tenantReferenceField, method: editMethodField })
    .refine(...networkOnlyWithMomo(true)),
);
export type EditPaymentBody = WithDateAlias<z.input<typeof editPaymentFields>>;

/**
 * A payment as the API answers it. `tenant` is populated; after the tenant's record was deleted its
 * `_id` is null and `tenantName` is the name the payment was recorded under (docs/product.md §4).
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
  /** Server-made, `RCT-000001` onwards per account (docs/ledger.md §3). */
  receiptNumber: z.string(),
  reference: z.string().nullable(),
  network: z.enum(MOMO_NETWORKS).nullable(),
  payerPhone: z.string().nullable(),
  /** Who recorded it; null for payments recorded before receipts existed. */
  recordedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The tenancy's balance right after this payment (cedis); null once the tenant's record is deleted. */
  balanceAfter: z.number().nullable(),
});
export type Payment = z.infer<typeof payment>;

/** `DELETE /api/apartment/delete_payment/{id}` voids the payment, with an optional reason (docs/ledger.md §3). */
export const voidPaymentBody = z
  .object({
    reason: z
      .string({ error: 'Reason must be text' })
      .trim()
      .max(500, { error: 'Reason must be at most 500 characters' })
      .nullish()
      .transform((value) => value || null),
  })
  .nullish()
  .transform((value) => ({ reason: value?.reason ?? null }));
export type VoidPaymentBody = z.input<typeof voidPaymentBody>;
export const paymentList = z.array(payment);

/** The Payments list's sortable fields (docs/lists.md): `Date` is the payment's date. */
export const PAYMENT_SORTS = ['Date', 'amountPaid', 'receiptNumber'] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];

/**
 * `GET /api/apartment/all_payments` and `/api/export/payments` (docs/lists.md): `q` searches the
 * tenant's name, the receipt number (`RCT-000123` or `123`), the transaction ID, and the payer's
 * phone when `q` is a phone number; the filters combine with AND; `voided=true` lists only voided
 * payments (left out: only those that count).
 */
export const paymentListQuery = listQuery(PAYMENT_SORTS, {
  status: filterParam('status', PAYMENT_STATUSES),
  method: filterParam('method', RECORDED_METHODS),
  network: filterParam('network', MOMO_NETWORKS),
  tenantId: z
    .string({ error: 'tenantId must be a record id' })
    .max(200, { error: 'tenantId must be a record id' })
    .optional(),
  from: dayParam('from').optional(),
  to: dayParam('to').optional(),
  voided: booleanParam('voided').optional(),
});
export type PaymentListQuery = z.output<typeof paymentListQuery>;
export type PaymentListParams = z.input<typeof paymentListQuery>;

/** The sums the Payments screen shows over every matching payment (cedis). */
export const paymentTotals = z.object({ amountPaid: z.number() });
export type PaymentTotals = z.infer<typeof paymentTotals>;

/** The list's answer: the old whole array without `page`, one page with it. */
export const paymentListAnswer = listAnswer(payment, paymentTotals);
export type PaymentPage = PagedList<Payment, PaymentTotals>;
