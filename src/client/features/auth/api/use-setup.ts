import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { Profile, SetupStatus } from '../../../../shared/schemas/auth';
import type { SetupBody } from '../../../../shared/schemas/setup';
import { ApiError, apiPost } from '../../../lib/api-client';
import { storeSignedInProfile } from './sign-in-cache';
import { authKeys } from './use-profile';

/** POST /api/setup: creates the first administrator and signs them in. */
export function useSetup() {
  const queryClient = useQueryClient();
  const setupDone = () =>
    queryClient.setQueryData<SetupStatus>(authKeys.setupStatus(), (status) => ({
      needed: false,
      signup: status?.signup ?? false,
      passwordReset: status?.passwordReset ?? 'admin',
    }));
  return useMutation({
    mutationFn: (body: SetupBody) => apiPost<Profile>(api.setup, body, { fallback: MESSAGES.nonOk }),
    onSuccess: async (profile) => {
      setupDone();
      await storeSignedInProfile(queryClient, profile);
    },
    onError: (error) => {
      // 409: someone else finished the setup meanwhile; show the login form instead.
      if (error instanceof ApiError && error.status === 409) {
        setupDone();
      }
    },
  });
}
