import { z } from 'zod';
import { passwordField } from './auth';
import { emailField, requiredText } from './common';
import { phoneField } from './phone-field';

const PASSWORDS_DIFFER = 'Passwords do not match';

/** The first Admin of an account: the one-time setup form and sign-up ask the same. */
const adminFields = z.object({
  name: requiredText('Name', 100),
  email: emailField,
  phone: phoneField(),
  password: passwordField,
  confirmPassword: z.string({ error: 'Confirm the password' }),
});

const passwordsMatch = (body: { password: string; confirmPassword: string }) =>
  body.password === body.confirmPassword;

/** `POST /api/setup`: the first administrator's account (docs/product.md §1). */
export const setupBody = adminFields.refine(passwordsMatch, {
  error: PASSWORDS_DIFFER,
  path: ['confirmPassword'],
});
export type SetupBody = z.input<typeof setupBody>;

/** `POST /api/signup` (docs/accounts.md §1): a new business and its Admin. */
export const signupBody = adminFields
  .extend({ businessName: requiredText('Business name', 100) })
  .refine(passwordsMatch, { error: PASSWORDS_DIFFER, path: ['confirmPassword'] });
export type SignupBody = z.input<typeof signupBody>;

export const SIGNUP_MESSAGES = {
  closed: 'Sign-up is closed on this server. Ask your administrator for an account.',
  tooManyAttempts: 'Too many failed sign-up attempts. Please wait a few minutes and try again.',
} as const;
