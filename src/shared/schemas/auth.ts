import { z } from 'zod';
import { DEFAULT_TIMEZONE, PASSWORD_MIN_LENGTH, ROLES } from '../constants';
import { emailField } from './common';

export const roleField = z.enum(ROLES, { error: 'Role must be Admin, Manager or Staff' });

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(200, { error: 'Password must be at most 200 characters' });

export const loginBody = z.object({
  email: emailField,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(200),
});
export type LoginBody = z.input<typeof loginBody>;

/** How a user who forgot the password gets back in: a code by SMS, or the administrator (decision 072). */
export const PASSWORD_RESET_MODES = ['sms', 'admin'] as const;
export type PasswordResetMode = (typeof PASSWORD_RESET_MODES)[number];

/**
 * `GET /api/setup`: whether the first administrator is still to be made, whether sign-up is open,
 * and how 'Forgot password?' works on this server.
 */
export const setupStatus = z.object({
  needed: z.boolean(),
  signup: z.boolean(),
  passwordReset: z.enum(PASSWORD_RESET_MODES),
});
export type SetupStatus = z.infer<typeof setupStatus>;

/** A user as the API shows it, never the password. */
export const userProfile = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: roleField,
  timezone: z.string(),
});
export type UserProfile = z.infer<typeof userProfile>;

/** The business a user works for (docs/accounts.md §1). */
export const accountSummary = z.object({ _id: z.string(), name: z.string() });
export type AccountSummary = z.infer<typeof accountSummary>;

/** What `GET /api/view/profile_info` (and signing in) answers: the signed-in user and their account. */
export const profile = userProfile.extend({ account: accountSummary });
export type Profile = z.infer<typeof profile>;

export const timezoneField = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'Unknown time zone' },
  )
  .default(DEFAULT_TIMEZONE);
