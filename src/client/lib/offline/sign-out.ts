/**
 * The hook for records still waiting to be sent when the user signs out
 * (docs/decisions/144-reading-offline.md): signing out empties everything the app kept for the user,
 * so a later piece that keeps records made offline registers here how many of them are still to be
 * sent, and the Logout button asks before they are lost.
 */

type WaitingCount = () => number;

const counters = new Set<WaitingCount>();

/** Registers a count of records waiting to be sent; returns the function that removes it. */
export function countWaitingOnSignOut(counter: WaitingCount): () => void {
  counters.add(counter);
  return () => {
    counters.delete(counter);
  };
}

/** How many records signing out now would lose (0 while nothing registers any). */
export function recordsWaitingToBeSent(): number {
  let total = 0;
  for (const counter of counters) total += counter();
  return total;
}

/** The question asked before signing out loses them. */
export function signOutLosesText(count: number): string {
  return `${count} ${count === 1 ? 'record has' : 'records have'} not been sent and will be lost. Sign out anyway?`;
}
