import type { QueryClient } from '@tanstack/react-query';
import { isOfflineReadable } from './saved-data';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Saved just now', 'Saved 5 min ago', 'Saved 3 h ago', 'Saved 2 days ago' (`now - at` ms). */
export function savedAgo(at: number, now: number = Date.now()): string {
  const age = Math.max(0, now - at);
  if (age < MINUTE) return 'Saved just now';
  if (age < HOUR) return `Saved ${Math.floor(age / MINUTE)} min ago`;
  if (age < DAY) return `Saved ${Math.floor(age / HOUR)} h ago`;
  const days = Math.floor(age / DAY);
  return `Saved ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/**
 * When the data on screen was fetched: the oldest answer among the saved kinds of queries a screen
 * shows now (those with an observer), leaving out the profile and the alerts, which every screen
 * shows. Null when the screen shows none.
 */
export function shownDataTime(client: QueryClient): number | null {
  let oldest: number | null = null;
  for (const query of client.getQueryCache().getAll()) {
    const key = query.queryKey;
    if (key[0] === 'auth' || key[0] === 'alerts') continue;
    if (query.getObserversCount() === 0 || query.state.dataUpdatedAt === 0) continue;
    if (!isOfflineReadable(key)) continue;
    if (oldest === null || query.state.dataUpdatedAt < oldest) oldest = query.state.dataUpdatedAt;
  }
  return oldest;
}
