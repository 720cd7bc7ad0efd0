import { z } from 'zod';
import { passwordField } from './auth';
import { emailField, requiredText } from './common';
import { phoneField } from './phone-field';

/** `POST /api/setup`: the first administrator's account (product.md section 1). */
export const setupBody = z
  .object({
    name: requiredText('Name', 100),
    email: emailField,
    phone: phoneField(),
    password: passwordField,
    confirmPassword: z.string({ error: 'Confirm the password' }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    error: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SetupBody = z.input<typeof setupBody>;
