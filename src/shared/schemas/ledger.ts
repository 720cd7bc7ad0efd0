import { z } from 'zod';
import { CONTRACT_TYPES } from '../hire';
import { GHANA_POST_GPS, MOMO_NETWORKS } from '../ledger';
import { listAnswer } from '../list-query';
import { emailField, optionalText, requiredText } from './common';
import { phoneField } from './phone-field';
import { arrearsListQuery, arrearsTotals, rentRecord, unitSummary } from './rent-records';

/** The business details printed on receipts and statements (docs/ledger.md §4); `name` is the account's. */
export const businessDetails = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  ghanaPostGps: z.string(),
  receiptFooter: z.string(),
});
export type BusinessDetails = z.infer<typeof businessDetails>;

/** Settings → Business: the details, and the residential rent tax rate in percent (8, 7.5), docs/insight.md §2. */
export const businessSettings = businessDetails.extend({ rentTaxRate: z.number() });
export type BusinessSettings = z.infer<typeof businessSettings>;

export const RENT_TAX_RATE_DECIMALS_MESSAGE =
  'Rent tax rate can have at most 2 decimal places, for example 7.25';

const RATE_PATTERN = /^\d+(\.\d+)?$/;

/**
 * A percentage from 0 to 100 with at most 2 decimals (kept in hundredths of a percent), as a number or
 * a plain decimal text ("7.5"; no exponent, sign or hexadecimal); null or blank: not sent.
 */
const rentTaxRateField = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  z
    .union([z.number(), z.string()], { error: 'Rent tax rate must be a number' })
    .transform((value, ctx) => {
      const text = typeof value === 'string' ? value.trim() : String(value);
      const rate = Number(text);
      if (!(Number.isFinite(rate) && (typeof value === 'number' || RATE_PATTERN.test(text)))) {
        ctx.addIssue({ code: 'custom', message: 'Rent tax rate must be a number' });
        return z.NEVER;
      }
      if (rate < 0 || rate > 100) {
        ctx.addIssue({ code: 'custom', message: 'Rent tax rate must be between 0 and 100' });
        return z.NEVER;
      }
      if (Math.abs(rate * 100 - Math.round(rate * 100)) > 1e-6) {
        ctx.addIssue({ code: 'custom', message: RENT_TAX_RATE_DECIMALS_MESSAGE });
        return z.NEVER;
      }
      return rate;
    })
    .optional(),
);

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
  /** Left out (old clients), null or blank keeps the stored rate. */
  rentTaxRate: rentTaxRateField,
});
export type BusinessSettingsBody = z.input<typeof businessSettingsBody>;
export type BusinessSettingsInput = z.output<typeof businessSettingsBody>;

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
  business: businessDetails,
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
