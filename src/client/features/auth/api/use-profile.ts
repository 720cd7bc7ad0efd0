import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { Profile } from '../../../../shared/schemas/auth';
import { ApiError, apiGet } from '../../../lib/api-client';

/** Query keys of the auth feature. `profile` holds the signed-in user, or null when signed out. */
export const authKeys = {
  all: ['auth'] as const,
  profile: () => [...authKeys.all, 'profile'] as const,
  setupStatus: () => [...authKeys.all, 'setup-status'] as const,
};

/** The signed-in user, or null when nobody is signed in (a 401 is an answer here, not an error). */
export async function fetchProfile(): Promise<Profile | null> {
  try {
    return await apiGet<Profile>(api.profile);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: authKeys.profile(), queryFn: fetchProfile, staleTime: 5 * 60_000 });

/** The profile (`data`: Profile, null when signed out, undefined while loading). */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
