import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, TOAST_MS } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { LoginBody, Profile } from '../../../../shared/schemas/auth';
import { apiPost } from '../../../lib/api-client';
import { storeSignedInProfile } from './sign-in-cache';

/** POST /api/login. Errors are toasted by the query client (fallback 'An error occurred. Please try again.'). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiPost<Profile>(api.login, body, { fallback: MESSAGES.nonOk }),
    meta: { toastAutoClose: TOAST_MS.long },
    onSuccess: (profile) => storeSignedInProfile(queryClient, profile),
  });
}
