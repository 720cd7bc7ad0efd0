import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { ForgotPasswordBody, ResetPasswordBody } from '../../../../shared/schemas/password-reset';
import { apiPost } from '../../../lib/api-client';

/** POST /api/password/forgot: a 6-digit code by SMS (docs/decisions/072-password-reset-by-sms.md). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      apiPost<{ message: string }>(api.forgotPassword, body, { fallback: MESSAGES.nonOk }),
  });
}

/** POST /api/password/reset: the code and the new password; every session of the user ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      apiPost<{ message: string }>(api.resetPassword, body, { fallback: MESSAGES.nonOk }),
  });
}
