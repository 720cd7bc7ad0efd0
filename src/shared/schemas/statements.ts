import { z } from 'zod';
import { CONTRACT_TYPES } from '../hire';

/** `POST …/statement-link` and `…/statement-link/renew` (docs/collect.md §1): the record's current link. */
export const statementLinkAnswer = z.object({ url: z.string() });
export type StatementLinkAnswer = z.infer<typeof statementLinkAnswer>;

/** `:token` of the public statement routes: any text; an unknown one is simply not found (404). */
export const statementTokenParams = z.object({ token: z.string().min(1).max(200) });
export const statementReceiptParams = statementTokenParams.extend({
  receiptNumber: z.string().min(1).max(40),
});

/** One line of the statement: an amount fallen due, or money received (with its receipt number). */
export const statementLine = z.object({
  date: z.string(),
  kind: z.enum(['due', 'payment']),
  description: z.string(),
  amount: z.number(),
  /** What is owed after this line (charged or expected minus paid), in cedis. */
  balance: z.number(),
  receiptNumber: z.string().nullable(),
});
export type StatementLine = z.infer<typeof statementLine>;

/** A receipt of the record, reached through the same token: its page and its PDF. */
export const statementReceipt = z.object({
  receiptNumber: z.string(),
  date: z.string(),
  amount: z.number(),
  /** The public page `/s/{token}/receipts/{receiptNumber}`. */
  url: z.string(),
  /** `/api/public/statements/{token}/receipts/{receiptNumber}/pdf`. */
  pdfUrl: z.string(),
});
export type StatementReceipt = z.infer<typeof statementReceipt>;

/** 'Pay now' bounds in cedis; null when the business takes no online payments or nothing is owed. */
export const statementPayNow = z
  .object({ defaultAmount: z.number(), minAmount: z.number(), maxAmount: z.number() })
  .nullable();
export type StatementPayNow = z.infer<typeof statementPayNow>;

const statementCommon = {
  business: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  /** The tenant's or the hirer's name. */
  name: z.string(),
  /** Money in cedis, as every other answer of the API gives it. */
  balance: z.number(),
  arrears: z.number(),
  nextDueDate: z.string().nullable(),
  /** At most 12, the newest last. */
  lines: z.array(statementLine),
  /** Receipts of this record that count (voided ones left out), oldest first. */
  receipts: z.array(statementReceipt),
  payNow: statementPayNow,
};

/**
 * `GET /api/public/statements/{token}` (docs/collect.md §1): one rent record or one hire contract,
 * with no internal id beyond the receipts' numbers and no user's name.
 */
export const publicStatement = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rent'),
    ...statementCommon,
    /** The unit rented: its name, its location, and the room where it says more than the unit. */
    unit: z.object({ name: z.string(), location: z.string(), room: z.string() }),
    /** The last day rent is paid up to; null when not one month is covered. */
    paidThrough: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('hire'),
    ...statementCommon,
    vehicle: z.object({ make: z.string(), model: z.string(), vehicleRegNum: z.string() }),
    contractType: z.enum(CONTRACT_TYPES),
    /** Work and pay: paid ÷ total price, 0 to 1; null for the other kinds. */
    progress: z.number().nullable(),
  }),
]);
export type PublicStatement = z.infer<typeof publicStatement>;

/** `GET /api/public/statements/{token}/receipts/{receiptNumber}`: the receipt, without who recorded it. */
export const publicReceipt = z.object({
  kind: z.enum(['rent', 'hire']),
  receiptNumber: z.string(),
  date: z.string(),
  issuedAt: z.string(),
  business: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    ghanaPostGps: z.string(),
    receiptFooter: z.string(),
  }),
  /** Who paid: the tenant or the hirer. */
  payer: z.object({ name: z.string() }),
  unit: z.string().nullable(),
  vehicle: z.object({ make: z.string(), model: z.string(), vehicleRegNum: z.string() }).nullable(),
  amount: z.number(),
  amountInWords: z.string(),
  method: z.string(),
  network: z.string().nullable(),
  reference: z.string().nullable(),
  balanceAfter: z.number().nullable(),
  paidThrough: z.string().nullable(),
  pdfUrl: z.string(),
});
export type PublicReceipt = z.infer<typeof publicReceipt>;
