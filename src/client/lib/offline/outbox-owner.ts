import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../shared/schemas/auth';
import { outboxOwner, reloadOutbox, sameOwner, setOutboxOwner } from './outbox';
import { isProfileKey, ownerOf, PROFILE_KEY } from './saved-data';

/** The query client followed now, and how to stop: the app and the sender ask for the same one. */
let following: { client: QueryClient; stop: () => void } | null = null;

/**
 * Reads the outbox and keeps its owner the signed-in user, the profile in `client`
 * (docs/decisions/147-outbox-owners.md). The app does this from its start (src/client/main.tsx), so
 * the screens, the top bar and the sign-out warning show that user's records before the sender's
 * code has come (docs/decisions/179-opening-code-in-fewer-files.md); the sender asks again and
 * finds it done. Returns the function that stops it.
 */
export function followSignedInUser(client: QueryClient): () => void {
  if (following?.client === client) return () => undefined;
  following?.stop();
  const follow = () => {
    const next = ownerOf(client.getQueryData<Profile | null>(PROFILE_KEY));
    if (!sameOwner(next, outboxOwner())) setOutboxOwner(next);
  };
  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && isProfileKey(event.query.queryKey)) queueMicrotask(follow);
  });
  void reloadOutbox().then(follow);
  const current = {
    client,
    stop: () => {
      stopCache();
      if (following === current) following = null;
    },
  };
  following = current;
  return current.stop;
}
