import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { apiDelete } from '../../../lib/api-client';

/**
 * DELETE /api/delete/user/{id} (Admin only; Admin users and oneself are refused). The user list
 * refreshes from the answer's `X-Data-Changed`.
 */
export function useDeleteUser() {
  return useMutation({
    mutationFn: (userId: string) =>
      apiDelete(api.deleteUser(userId), { fallback: MESSAGES.fallbackSettings }),
  });
}
