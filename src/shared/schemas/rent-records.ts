import { z } from 'zod';
import { toDay } from '../dates';
import { MAX_MONTHS_RENTED, TENANT_STATUSES } from '../rent-records';
import { dateField, moneyField, numberField, requiredText } from './common';
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
});

const expiryNotBeforeStart = <T extends { rentedDate: string; expirationDate: string }>(body: T) =>
  toDay(body.expirationDate) >= toDay(body.rentedDate);
const expiryMessage = {
  error: 'Expiration date cannot be before the rented date',
  path: ['expirationDate'],
};

/** `POST /api/create_rent/record`; status defaults to Active. */
export const addRentRecordBody = rentRecordFields.refine(expiryNotBeforeStart, expiryMessage);
export type AddRentRecordBody = z.input<typeof addRentRecordBody>;

/** `PUT /api/edit/rent_record/{id}`: the whole record again; a missing status keeps the stored one. */
export const editRentRecordBody = rentRecordFields
  .extend({ status: tenantStatusField.optional() })
  .refine(expiryNotBeforeStart, expiryMessage);
export type EditRentRecordBody = z.input<typeof editRentRecordBody>;

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
});
export type RentRecord = z.infer<typeof rentRecord>;
export const rentRecordList = z.array(rentRecord);

/** `GET /api/view/rent_record/{id}` (and create/edit) answer the record under `data` (spec.md section 7). */
export const rentRecordEnvelope = z.object({ data: rentRecord });
export type RentRecordEnvelope = z.infer<typeof rentRecordEnvelope>;

/** The tenants export's query string (`?q=&status=`). */
export const rentRecordFilters = z.object({
  q: z.string().max(200).optional(),
  status: z.string().max(50).optional(),
});
