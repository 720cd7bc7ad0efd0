import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../shared/schemas/auth';
import { type OutboxOwner, outboxOwner, reloadOutbox, setOutboxOwner } from './outbox';
import { isProfileKey, PROFILE_KEY } from './saved-data';

function ownerOf(profile: Profile | null | undefined): OutboxOwner | null {
  return profile ? { userId: profile._id, accountId: profile.account._id } : null;
}

/**
 * Reads the outbox and keeps its owner the signed-in user, the profile in `client`
 * (docs/decisions/147-outbox-owners.md). The app does this from its start (src/client/main.tsx), so
 * the screens, the top bar and the sign-out warning show that user's records before the sender's
 * code has come (docs/decisions/179-opening-code-in-fewer-files.md). Returns the function that stops it.
 */
export function followSignedInUser(client: QueryClient): () => void {
  const follow = () => {
    const next = ownerOf(client.getQueryData<Profile | null>(PROFILE_KEY));
    const previous = outboxOwner();
    if (next?.userId === previous?.userId && next?.accountId === previous?.accountId) return;
    setOutboxOwner(next);
  };
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && isProfileKey(event.query.queryKey)) queueMicrotask(follow);
  });
  void reloadOutbox().then(follow);
  return stop;
}
