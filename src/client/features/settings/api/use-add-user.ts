import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { AddUserBody, User } from '../../../../shared/schemas/users';
import { apiPost } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** POST /api/add/new_user; a failure without a message shows 'An error occurred. Please try again.'. */
export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddUserBody) => apiPost<User>(api.addUser, body, { fallback: MESSAGES.nonOk }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
