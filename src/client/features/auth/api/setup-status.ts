import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { SetupStatus } from '../../../../shared/schemas/auth';
import { apiGet } from '../../../lib/api-client';
import { authKeys } from './use-profile';

/** Whether the first-run "Create the administrator account" form is needed (GET /api/setup). */
export const setupStatusQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.setupStatus(),
    queryFn: () => apiGet<SetupStatus>(api.setup),
    staleTime: Number.POSITIVE_INFINITY,
    // If the server cannot say, show the login form at once rather than after retries.
    retry: false,
  });

export function useSetupStatus() {
  return useQuery(setupStatusQueryOptions());
}
