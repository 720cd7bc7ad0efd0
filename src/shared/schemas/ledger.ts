import { z } from 'zod';
import { CONTRACT_TYPES } from '../hire';
import { GHANA_POST_GPS, MOMO_NETWORKS } from '../ledger';
import { listAnswer } from '../list-query';
import { emailField, optionalText, requiredText } from './common';
import { phoneField } from './phone-field';
import { arrearsListQuery, arrearsTotals, rentRecord, unitSummary } from './rent-records';

/** The business details printed on receipts and statements (docs/ledger.md §4); `name` is the account's. */
export const businessSettings = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  ghanaPostGps: z.string(),
  receiptFooter: z.string(),
});
export type BusinessSettings = z.infer<typeof businessSettings>;

export const GHANA_POST_GPS_MESSAGE = 'GhanaPostGPS address must look like GA-123-4567';

/** `PUT /api/settings/business` (Admin): the name is required, every other detail may be blank. */
export const businessSettingsBody = z.object({
  name: requiredText('Business name', 200),
  address: optionalText('Address', 500),
  phone: z
    .union([z.literal(''), z.null(), phoneField('Phone')])
    .optional()
    .transform((value) => value || ''),
  email: z
    .union([z.literal(''), z.null(), emailField])
    .optional()
    .transform((value) => value || ''),
  ghanaPostGps: optionalText('GhanaPostGPS address', 20)
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || GHANA_POST_GPS.test(value), { error: GHANA_POST_GPS_MESSAGE }),
  receiptFooter: optionalText('Receipt footer', 500),
});
export type BusinessSettingsBody = z.input<typeof businessSettingsBody>;

/**
 * `GET /api/receipts/{id}` (docs/ledger.md §4) for a rent payment or a hire remittance (docs/hire.md §2); a
 * voided one keeps its receipt. A remittance's receipt names the hirer under `tenant` (who paid),
 * and its vehicle and contract instead of a unit.
 */
export const receipt = z.object({
  paymentId: z.string(),
  kind: z.enum(['rent', 'hire']),
  receiptNumber: z.string(),
  date: z.string(),
  issuedAt: z.string(),
  business: businessSettings,
  tenant: z.object({ name: z.string(), phone: z.string() }),
  apartment: z.object({ title: z.string(), location: z.string() }).nullable(),
  roomDescription: z.string(),
  vehicle: z.object({ make: z.string(), model: z.string(), vehicleRegNum: z.string() }).nullable(),
  contract: z.object({ _id: z.string(), type: z.enum(CONTRACT_TYPES) }).nullable(),
  amount: z.number(),
  amountInWords: z.string(),
  method: z.string(),
  network: z.enum(MOMO_NETWORKS).nullable(),
  reference: z.string().nullable(),
  payerPhone: z.string().nullable(),
  balanceAfter: z.number().nullable(),
  paidThrough: z.string().nullable(),
  recordedBy: z.object({ name: z.string() }).nullable(),
  voided: z.object({ at: z.string(), by: z.string(), reason: z.string().nullable() }).nullable(),
});
export type Receipt = z.infer<typeof receipt>;

/** One line of a tenancy's ledger: an amount fallen due, or a payment (docs/ledger.md §4). */
export const ledgerEntry = z.object({
  date: z.string(),
  kind: z.enum(['charge', 'payment']),
  description: z.string(),
  amount: z.number(),
  /** Charged minus paid, after this line. */
  balance: z.number(),
  receiptNumber: z.string().optional(),
  paymentId: z.string().optional(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/** `GET /api/tenancies/{rentRecordId}/ledger`. */
export const tenancyLedger = z.object({
  tenancy: rentRecord,
  entries: z.array(ledgerEntry),
  totals: z.object({ charged: z.number(), paid: z.number(), balance: z.number(), arrears: z.number() }),
});
export type TenancyLedger = z.infer<typeof tenancyLedger>;

/** One row of `GET /api/arrears` (`_id` is the rent record's), most days overdue first. */
export const arrearsRow = z.object({
  _id: z.string(),
  tenantName: z.string(),
  tenantPhone: z.string(),
  apartment: unitSummary.nullable(),
  roomDescription: z.string(),
  arrears: z.number(),
  balance: z.number(),
  daysOverdue: z.number(),
  paidThrough: z.string().nullable(),
});
export type ArrearsRow = z.infer<typeof arrearsRow>;
export const arrearsList = z.array(arrearsRow);

/** The arrears list's answer: the whole array (no `page`), or one page (docs/lists.md). */
export const arrearsListAnswer = listAnswer(arrearsRow, arrearsTotals);

/** The arrears export's query string: the list's own (docs/lists.md). */
export const arrearsFilters = arrearsListQuery;
