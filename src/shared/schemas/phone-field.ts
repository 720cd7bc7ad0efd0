import { z } from 'zod';
import { toE164 } from '../phone';

// Kept apart from common.ts: libphonenumber's metadata stays out of screens that take no phone
// number (the login screen above all).
/** A phone typed locally or internationally; comes out as E.164 (`+233241112233`). */
export function phoneField(label = 'Phone') {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(40, { error: `${label} is too long` })
    .transform((value, ctx) => {
      const e164 = toE164(value);
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a valid phone number, e.g. 024 123 4567` });
        return z.NEVER;
      }
      return e164;
    });
}
