import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import { apiPost } from '../../../lib/api-client';
import { dropOwnRecords } from '../../../lib/offline/outbox';
import { clearSavedData } from '../../../lib/offline/saved-data';
import { authKeys } from './use-profile';

/**
 * POST /api/logout. On success the cache and the data saved for reading offline are emptied and the
 * profile set to null (docs/decisions/144-reading-offline.md); a failure is only logged. It fails at
 * once offline rather than waiting for the connection: the session ends on the server.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ message: string }>(api.logout, {}),
    meta: { toast: false },
    networkMode: 'always',
    onSuccess: async () => {
      await clearSavedData(queryClient);
      // The user was warned of records still waiting (docs/offline.md §3): they go with the session.
      await dropOwnRecords();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.profile(), null);
    },
    onError: (error) => {
      console.warn('Logout failed:', error instanceof Error ? error.message : error);
    },
  });
}
