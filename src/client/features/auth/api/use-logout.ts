import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import { apiPost } from '../../../lib/api-client';
import { authKeys } from './use-profile';

/** POST /api/logout. On success the cache is emptied and the profile set to null; a failure is only logged. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ message: string }>(api.logout, {}),
    meta: { toast: false },
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.profile(), null);
    },
    onError: (error) => {
      console.warn('Logout failed:', error instanceof Error ? error.message : error);
    },
  });
}
