import { z } from 'zod';
import { toDay } from '../dates';
import { BILLINGS, STANDINGS } from '../ledger';
import { MAX_MONTHS_RENTED, TENANT_STATUSES } from '../rent-records';
import { dateField, moneyField, numberField, requiredText } from './common';
import { payment, type ReceivedPaymentBody, receivedPaymentBody } from './payments';
import { phoneField } from './phone-field';

export {
  MAX_MONTHS_RENTED,
  matchesRentRecordFilters,
  type RentRecordFilters,
  TENANT_STATUSES,
  TENANTS_EXPORT_FILE,
  type TenantStatus,
} from '../rent-records';

export const tenantStatusField = z.enum(TENANT_STATUSES, { error: 'Status must be Active or Inactive' });
export const billingField = z.enum(BILLINGS, { error: 'Billing must be advance or monthly' });

const UNIT_MESSAGE = 'Unit must be an apartment id';

/**
 * The unit let, by id (ledger.md §2): `apartmentId`, or `apartment` as the original app's later
 * clients name it, which may also be the populated `{ _id }` a read answers. Null or '' lets no unit;
 * missing leaves it to the rule of the call (add: none; edit: keep the stored one).
 */
const unitReference = z
  .union([z.string({ error: UNIT_MESSAGE }).trim().max(200), z.object({ _id: z.string().trim().max(200) })], {
    error: UNIT_MESSAGE,
  })
  .nullish()
  .transform((value) =>
    value === undefined
      ? undefined
      : (typeof value === 'object' && value !== null ? value._id : value) || null,
  );

/** Takes `apartment` for `apartmentId` when only the alias is sent (ledger.md §2). */
function unitAlias(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  // A read's answer sent back whole carries the record again under `data` (decision 059): the
  // top-level fields are the ones taken; `data` is dropped unread, never validated.
  const { data: _echoed, ...body } = input as Record<string, unknown>;
  if (body.apartmentId === undefined && body.apartment !== undefined)
    return { ...body, apartmentId: body.apartment };
  return body;
}

/** The fields of a tenant's rent record; every one is required (spec.md section 5). */
const rentRecordFields = z.object({
  tenantName: requiredText('Tenant name', 200),
  tenantPhone: phoneField('Phone'),
  roomDescription: requiredText('Room description', 500),
  rentedDate: dateField('Rented date'),
  expirationDate: dateField('Expiration date'),
  noOfMonthsRented: numberField('No of months rented', { min: 1, max: MAX_MONTHS_RENTED, integer: true }),
  amountPaidOnUtility: moneyField('Utility'),
  monthlyPrice: moneyField('Monthly price'),
  /** Stored as sent: the add form lets the landlord overwrite the computed total (spec.md section 5). */
  totalAmount: moneyField('Total amount'),
  status: tenantStatusField.default('Active'),
  apartmentId: unitReference,
  billing: billingField.optional(),
});

const expiryNotBeforeStart = <T extends { rentedDate: string; expirationDate: string }>(body: T) =>
  toDay(body.expirationDate) >= toDay(body.rentedDate);
const expiryMessage = {
  error: 'Expiration date cannot be before the rented date',
  path: ['expirationDate'],
};

/** The add and edit forms' fields (the form sends `apartmentId`, never the alias). */
export const rentRecordFormFields = rentRecordFields.refine(expiryNotBeforeStart, expiryMessage);

/**
 * `POST /api/create_rent/record`; status defaults to Active, billing to advance, the unit to none.
 * An optional `payment` is recorded with the tenancy, in its transaction (decision 057).
 */
export const addRentRecordBody = z.preprocess(
  unitAlias,
  rentRecordFields
    .extend({ payment: receivedPaymentBody.optional() })
    .refine(expiryNotBeforeStart, expiryMessage),
);
export type AddRentRecordBody = z.input<typeof rentRecordFields> & { payment?: ReceivedPaymentBody };

/**
 * `PUT /api/edit/rent_record/{id}`: the whole record again; a missing status, billing or unit keeps
 * the stored one.
 */
export const editRentRecordBody = z.preprocess(
  unitAlias,
  rentRecordFields
    .extend({ status: tenantStatusField.optional() })
    .refine(expiryNotBeforeStart, expiryMessage),
);
export type EditRentRecordBody = AddRentRecordBody;

/** The unit a rent record lets, as reads show it. */
export const unitSummary = z.object({ _id: z.string(), title: z.string(), location: z.string() });
export type UnitSummary = z.infer<typeof unitSummary>;

/** A tenant's rent record as the API answers it. */
export const rentRecord = z.object({
  _id: z.string(),
  tenantName: z.string(),
  tenantPhone: z.string(),
  roomDescription: z.string(),
  rentedDate: z.string(),
  expirationDate: z.string(),
  noOfMonthsRented: z.number(),
  amountPaidOnUtility: z.number(),
  monthlyPrice: z.number(),
  totalAmount: z.number(),
  status: tenantStatusField,
  createdAt: z.string(),
  updatedAt: z.string(),
  apartmentId: z.string().nullable(),
  apartment: unitSummary.nullable(),
  billing: billingField,
  // Derived as of today in Africa/Accra (ledger.md §1), in cedis.
  paid: z.number(),
  balance: z.number(),
  due: z.number(),
  arrears: z.number(),
  paidThrough: z.string().nullable(),
  daysOverdue: z.number(),
  standing: z.enum(STANDINGS),
});
export type RentRecord = z.infer<typeof rentRecord>;
export const rentRecordList = z.array(rentRecord);

/**
 * `GET /api/view/rent_record/{id}` (and create/edit) answer the record's fields at the top level, as
 * the original app's own client reads them (`apartment._id`), and the same record under `data`
 * (spec.md section 7), as this product's client reads it (decision 059).
 */
export const rentRecordEnvelope = rentRecord.extend({ data: rentRecord });
export type RentRecordEnvelope = z.infer<typeof rentRecordEnvelope>;

/** A rent record as its single GET, create and edit answer it: `{ ...record, data: record }`. */
export function toRentRecordEnvelope(record: RentRecord): RentRecordEnvelope {
  return { ...record, data: record };
}

/** The add answer: the record under `data`, and the payment received with it, when one was (decision 057). */
export const addedRentRecord = rentRecordEnvelope.extend({ payment: payment.optional() });
export type AddedRentRecord = z.infer<typeof addedRentRecord>;

/** The tenants export's query string (`?q=&status=`). */
export const rentRecordFilters = z.object({
  q: z.string().max(200).optional(),
  status: z.string().max(50).optional(),
});
