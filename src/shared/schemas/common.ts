import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../constants';
import { isoDateProblem, toDay } from '../dates';
import { fromPesewas, isWholePesewas, MAX_PESEWAS, toPesewas } from '../money';

/**
 * Characters that show nothing on their own: white space, format characters (zero-width space,
 * joiners, U+2060, U+FEFF, direction marks, embeddings, overrides and isolates: all of category Cf)
 * and the marks that render as nothing (Hangul fillers, the braille blank, the grapheme joiner).
 */
const INVISIBLE_ONLY = /^(?:[\p{White_Space}\p{Cf}\u115F\u1160\u180E\u2800\u3164\uFFA0]|\u034F)*$/u;

/** True when a text shows nothing at all: a name like this names nobody (docs/decisions/112-invisible-names-and-pesewas.md). */
export const isInvisibleText = (text: string) => INVISIBLE_ONLY.test(text);

/** Why a required text made only of invisible characters is refused. */
export const invisibleTextMessage = (label: string) =>
  `${label} must contain letters, digits or symbols, not only blank or invisible characters`;

/**
 * A required, trimmed text field with a readable message naming the field. A value made only of
 * invisible characters (zero-width, direction marks) is as blank as spaces, so it is refused too.
 */
export function requiredText(label: string, max = 200) {
  return (
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, { error: `${label} is required` })
      .max(max, { error: `${label} must be at most ${max} characters` })
      // A blank value has its one message already ('is required').
      .refine((value) => value === '' || !isInvisibleText(value), { error: invisibleTextMessage(label) })
  );
}

/** An optional text field: missing, null and blank all become ''. */
export function optionalText(label: string, max = 2000) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => value ?? '');
}

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email must be at most 254 characters' })
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform((value) => value.toLowerCase());

/** Why an amount finer than the pesewa is refused rather than rounded (docs/decisions/112-invisible-names-and-pesewas.md). */
export const moneyDecimalsMessage = (label: string) =>
  `${label} can have at most 2 decimal places (pesewas), for example 12.34`;

/**
 * A cedi amount given as a number or numeric string ("1500", "1,500.50"); comes out as a number of
 * cedis with at most 2 decimals. Negative and absurd amounts, and amounts finer than the pesewa
 * (`0.001`, which would be stored as 0), are refused.
 */
export function moneyField(label: string) {
  return z.union([z.number(), z.string()], { error: `${label} is required` }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: `${label} is required` });
      return z.NEVER;
    }
    const pesewas = toPesewas(value);
    if (pesewas === null) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
      return z.NEVER;
    }
    if (!isWholePesewas(value)) {
      ctx.addIssue({ code: 'custom', message: moneyDecimalsMessage(label) });
      return z.NEVER;
    }
    if (pesewas < 0) {
      ctx.addIssue({ code: 'custom', message: `${label} cannot be negative` });
      return z.NEVER;
    }
    if (pesewas > MAX_PESEWAS) {
      ctx.addIssue({ code: 'custom', message: `${label} is too large` });
      return z.NEVER;
    }
    return fromPesewas(pesewas);
  });
}

/** A whole or fractional count given as a number or numeric string, within [min, max]. */
export function numberField(label: string, { min = 0, max = 1_000_000, integer = false } = {}) {
  return z.union([z.number(), z.string()], { error: `${label} is required` }).transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : String(value);
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: `${label} is required` });
      return z.NEVER;
    }
    const parsed = Number(text);
    if (!Number.isFinite(parsed)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
      return z.NEVER;
    }
    if (integer && !Number.isInteger(parsed)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a whole number` });
      return z.NEVER;
    }
    if (parsed < min || parsed > max) {
      ctx.addIssue({ code: 'custom', message: `${label} must be between ${min} and ${max}` });
      return z.NEVER;
    }
    return parsed;
  });
}

/** Why a date-time with an offset no clock has (`+24:00`) is refused (docs/decisions/111-impossible-offsets.md). */
export const dateOffsetMessage = (label: string) =>
  `${label} has an impossible time-zone offset: use one from -23:59 to +23:59, or leave it out`;

/**
 * An ISO 8601 date (`2026-11-22`) or date-time. A plain date stays as it is; a date-time is
 * normalised to UTC (`2026-11-22T00:00:00.000Z`).
 */
export function dateField(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .superRefine((value, ctx) => {
      const problem = isoDateProblem(value);
      if (problem === 'offset') ctx.addIssue({ code: 'custom', message: dateOffsetMessage(label) });
      else if (problem)
        ctx.addIssue({ code: 'custom', message: `${label} must be a valid date (YYYY-MM-DD)` });
    })
    .transform((value) => (value.length === 10 ? value : new Date(value).toISOString()));
}

/** A calendar day (a date-time counts by its day): contracts, remittances and documents are dated by the day. */
export const dayField = (label: string) => dateField(label).transform(toDay);

/** An optional day: missing, null and blank all mean none. */
export const optionalDay = (label: string) =>
  z.preprocess(blankAsNull, dayField(label).nullish()).transform((value) => value ?? null);

/** An optional amount in cedis: missing, null and blank all mean none. */
export const optionalMoney = (label: string) =>
  z.preprocess(blankAsNull, moneyField(label).nullish()).transform((value) => value ?? null);

/**
 * An edit's optional field where a blank (or null) means "not sent" (docs/product.md §2, decision 046): a
 * record exactly as the API shows it, empty fields and all, is accepted back (a user without a phone,
 * a profile form's `timezone: ""`, a maintenance record's blank status). Any other value must pass
 * `field`, with its own messages.
 */
export function blankAsMissing<Output>(
  field: z.ZodType<Output, string> | z.ZodType<Output, unknown>,
  label: string,
) {
  // A field that takes anything (a preprocessed choice) takes a string too: the cast says only that.
  const rest = field.optional() as z.ZodType<Output | undefined, string | undefined>;
  return z
    .string({ error: `${label} must be text` })
    .nullish()
    .transform((value) => (value == null || value.trim() === '' ? undefined : value))
    .pipe(rest);
}

/** A blank text ('' or spaces) as null, so an optional field's own checks give their own messages. */
export const blankAsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** Route params carrying a record id. Any string is accepted: an unknown or malformed id is a 404. */
export const idParams = z.object({ id: z.string().max(200) });

export const messageResponse = z.object({ message: z.string() });

export { IDEMPOTENCY_HEADER };
export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 16 to 100 letters, digits, - or _';
export const idempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string({ error: IDEMPOTENCY_KEY_MESSAGE })
    .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: IDEMPOTENCY_KEY_MESSAGE })
    .optional(),
});
