import { z } from 'zod';
import { toDay } from '../dates';
import { BILLINGS, STANDINGS } from '../ledger';
import { enumParam, listAnswer, listQuery } from '../list-query';
import { MAX_MONTHS_RENTED, TENANT_STATUSES } from '../rent-records';
import { dateField, moneyField, numberField, requiredText } from './common';
import { payment, type ReceivedPaymentBody, receivedPaymentBody } from './payments';
import { phoneField } from './phone-field';

export {
  MAX_MONTHS_RENTED,
  TENANT_STATUSES,
  TENANTS_EXPORT_FILE,
  type TenantStatus,
} from '../rent-records';

export const tenantStatusField = z.enum(TENANT_STATUSES, { error: 'Status must be Active or Inactive' });
export const billingField = z.enum(BILLINGS, { error: 'Billing must be advance or monthly' });

const UNIT_MESSAGE = 'Unit must be an apartment id';

/**
 * The unit let, by id (docs/ledger.md §2): `apartmentId`, or `apartment` as the original app's later
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

/** Takes `apartment` for `apartmentId` when only the alias is sent (docs/ledger.md §2). */
function unitAlias(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  // A read's answer sent back whole carries the record again under `data` (decision 059): the
  // top-level fields are the ones taken; `data` is dropped unread, never validated.
  const { data: _echoed, ...body } = input as Record<string, unknown>;
  if (body.apartmentId === undefined && body.apartment !== undefined)
    return { ...body, apartmentId: body.apartment };
  return body;
}

/** The fields of a tenant's rent record; every one is required (docs/screens.md §5). */
const rentRecordFields = z.object({
  tenantName: requiredText('Tenant name', 200),
  tenantPhone: phoneField('Phone'),
  roomDescription: requiredText('Room description', 500),
  rentedDate: dateField('Rented date'),
  expirationDate: dateField('Expiration date'),
  noOfMonthsRented: numberField('No of months rented', { min: 1, max: MAX_MONTHS_RENTED, integer: true }),
  amountPaidOnUtility: moneyField('Utility'),
  monthlyPrice: moneyField('Monthly price'),
  /** Stored as sent: the add form lets the landlord overwrite the computed total (docs/screens.md §5). */
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
  // Derived as of today in Africa/Accra (docs/ledger.md §1), in cedis.
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
 * (docs/screens.md §7), as this product's client reads it (decision 059).
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

/** A unit's id in a query string. */
const unitIdParam = z
  .string({ error: 'apartmentId must be an apartment id' })
  .trim()
  .min(1, { error: 'apartmentId must be an apartment id' })
  .max(200, { error: 'apartmentId must be an apartment id' });

/** The rent records list's sortable fields (docs/lists.md); `createdAt` by default. */
export const RENT_RECORD_SORTS = [
  'createdAt',
  'tenantName',
  'expirationDate',
  'arrears',
  'daysOverdue',
  'balance',
] as const;
export type RentRecordSort = (typeof RENT_RECORD_SORTS)[number];

/**
 * `GET /api/view/rent_records` and `GET /api/export/tenants` (docs/lists.md): `q` searches the tenant's
 * name, room and unit title, and the phone when `q` is a phone number; `status` `All` is no filter
 * (the tenants export's old value).
 */
export const rentRecordListQuery = listQuery(RENT_RECORD_SORTS, {
  status: enumParam('status', [...TENANT_STATUSES, 'All']).optional(),
  standing: enumParam('standing', STANDINGS).optional(),
  apartmentId: unitIdParam.optional(),
  billing: enumParam('billing', BILLINGS).optional(),
});
export type RentRecordListQuery = z.infer<typeof rentRecordListQuery>;

/** The rent records list's sums over every matching record, in cedis (a balance in credit counts negative). */
export const rentRecordTotals = z.object({
  due: z.number(),
  paid: z.number(),
  balance: z.number(),
  arrears: z.number(),
  /** The tenant list's Total Utility and Total Rent cards, over every match. */
  amountPaidOnUtility: z.number(),
  totalAmount: z.number(),
});
export type RentRecordTotals = z.infer<typeof rentRecordTotals>;

/** The rent records list's answer: the whole array (no `page`), or one page. */
export const rentRecordListAnswer = listAnswer(rentRecord, rentRecordTotals);

/** The tenants export's query string: the list's own (docs/lists.md). */
export const rentRecordFilters = rentRecordListQuery;

/** The arrears list's sortable fields; `daysOverdue` (most first) by default. */
export const ARREARS_SORTS = ['daysOverdue', 'arrears'] as const;
export type ArrearsSort = (typeof ARREARS_SORTS)[number];

/**
 * `GET /api/arrears` and `GET /api/export/arrears` (docs/lists.md): `q` searches the tenant's name and
 * unit title, and the phone when `q` is a phone number.
 */
export const arrearsListQuery = listQuery(ARREARS_SORTS, { apartmentId: unitIdParam.optional() });
export type ArrearsListQuery = z.infer<typeof arrearsListQuery>;

/** The arrears list's sum over every matching record, in cedis. */
export const arrearsTotals = z.object({ arrears: z.number() });
export type ArrearsTotals = z.infer<typeof arrearsTotals>;
