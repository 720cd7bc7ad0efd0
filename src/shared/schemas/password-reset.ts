import { z } from 'zod';
import { passwordField } from './auth';
import { emailField } from './common';

/** 'Forgot password?' by SMS (docs/decisions/072-password-reset-by-sms.md). */
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_MINUTES = 10;
export const RESET_CODE_TRIES = 5;

export const PASSWORD_RESET_MESSAGES = {
  /** The one answer to a request, whether or not the e-mail belongs to a user. */
  codeSent: `If this email belongs to a user with a phone number, a ${RESET_CODE_LENGTH}-digit code is on its way to that phone by SMS. It is valid for ${RESET_CODE_MINUTES} minutes.`,
  askAdmin: 'Ask your administrator to set a new password for you (Settings → Users → Reset password).',
  codeWrong: `That code is not right, or it was tried ${RESET_CODE_TRIES} times. Check the SMS or ask for a new code.`,
  codeExpired: `That code has expired (codes last ${RESET_CODE_MINUTES} minutes). Ask for a new one.`,
  codeUsed: 'That code has been used already. Ask for a new one if you need to.',
  tooManyAttempts: 'Too many password reset attempts. Please wait a few minutes and try again.',
  passwordChanged: 'Your password has been changed. Sign in with the new one.',
  smsText: (business: string, code: string) =>
    `${business}: your password reset code is ${code}. It expires in ${RESET_CODE_MINUTES} minutes. If you did not ask for it, ignore this message.`,
} as const;

export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({
  email: emailField,
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .regex(/^\d{6}$/, { error: `Enter the ${RESET_CODE_LENGTH}-digit code from the SMS` }),
  password: passwordField,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** The reset form: the body, and the new password typed twice. */
export const resetPasswordForm = resetPasswordBody
  .extend({ confirmPassword: z.string({ error: 'Confirm the password' }) })
  .refine((body) => body.password === body.confirmPassword, {
    error: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;
