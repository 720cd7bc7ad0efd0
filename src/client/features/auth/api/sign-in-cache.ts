import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/schemas/auth';
import { authKeys, profileQueryOptions } from './use-profile';

/** After a sign-in: drop whatever an earlier user left in the cache, store the new profile and refresh it. */
export async function storeSignedInProfile(queryClient: QueryClient, profile: Profile) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  queryClient.setQueryData(authKeys.profile(), profile);
  // The refresh also proves the session cookie works; if it fails, the profile from the answer stays.
  await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 }).catch(() => undefined);
}
