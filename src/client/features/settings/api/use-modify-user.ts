import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { Profile } from '../../../../shared/schemas/auth';
import { type ModifyUserBody, USER_MESSAGES, type User } from '../../../../shared/schemas/users';
import { apiPut } from '../../../lib/api-client';
import { authKeys } from '../../auth/api/use-profile';
import { userKeys } from './user-keys';

/**
 * PUT /api/modify/user/ with the user's id and only the changed fields. When the saved user is the
 * signed-in one, the profile is refreshed so the top bar shows the new name at once.
 */
export function useModifyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModifyUserBody) =>
      apiPut<User>(api.modifyUser, body, { fallback: USER_MESSAGES.updateFailed }),
    onSuccess: async (saved) => {
      const profile = queryClient.getQueryData<Profile | null>(authKeys.profile());
      if (profile?._id === saved._id) {
        queryClient.setQueryData(authKeys.profile(), saved);
        await queryClient.invalidateQueries({ queryKey: authKeys.profile() });
      }
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
