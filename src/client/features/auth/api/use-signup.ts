import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { Profile, SetupStatus } from '../../../../shared/schemas/auth';
import type { SignupBody } from '../../../../shared/schemas/setup';
import { ApiError, apiPost } from '../../../lib/api-client';
import { storeSignedInProfile } from './sign-in-cache';
import { authKeys } from './use-profile';

/** POST /api/signup (docs/accounts.md §1): a new business and its Admin, signed in at once. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBody) => apiPost<Profile>(api.signup, body, { fallback: MESSAGES.nonOk }),
    onSuccess: (profile) => storeSignedInProfile(queryClient, profile),
    onError: (error) => {
      // 403: the server closed sign-up since the screen asked; the screen then says it is closed.
      if (error instanceof ApiError && error.status === 403) {
        queryClient.setQueryData<SetupStatus>(authKeys.setupStatus(), (status) =>
          status ? { ...status, signup: false } : status,
        );
      }
    },
  });
}
