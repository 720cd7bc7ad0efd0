import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { AddUserBody, User } from '../../../../shared/schemas/users';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/add/new_user; a failure without a message shows 'An error occurred. Please try again.'.
 * The user list refreshes from the answer's `X-Data-Changed`.
 */
export function useAddUser() {
  return useMutation({
    mutationFn: (body: AddUserBody) => apiPost<User>(api.addUser, body, { fallback: MESSAGES.nonOk }),
  });
}
