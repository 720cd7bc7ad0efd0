import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { Profile } from '../../../../shared/schemas/auth';
import { type ModifyUserBody, USER_MESSAGES, type User } from '../../../../shared/schemas/users';
import { apiPut } from '../../../lib/api-client';
import { authKeys } from '../../auth';

/**
 * PUT /api/modify/user/ with the user's id and only the changed fields. When the saved user is the
 * signed-in one, the stored profile takes the saved fields (keeping its account), so the top bar
 * shows the new name at once. The user list refreshes from the answer's `X-Data-Changed`.
 */
export function useModifyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModifyUserBody) =>
      apiPut<User>(api.modifyUser, body, { fallback: USER_MESSAGES.updateFailed }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Profile | null>(authKeys.profile(), (profile) =>
        profile?._id === saved._id ? { ...profile, ...saved } : profile,
      );
    },
  });
}
