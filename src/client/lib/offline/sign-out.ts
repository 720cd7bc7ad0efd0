/**
 * The question asked before signing out loses records still waiting to be sent (docs/offline.md §3):
 * signing out empties what the app kept for the user, the outbox's records included.
 */
export function signOutLosesText(count: number): string {
  return `${count} ${count === 1 ? 'record has' : 'records have'} not been sent and will be lost. Sign out anyway?`;
}
