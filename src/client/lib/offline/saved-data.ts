import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Profile } from '../../../shared/schemas/auth';
import { noteRestored } from './restored';
import { clearSaved, readSaved, type SavedOwner, writeSaved } from './store';

/**
 * What the user has seen stays readable offline (docs/decisions/144-reading-offline.md): the
 * successful answers of the queries listed in {@link isOfflineReadable} are written to IndexedDB for
 * the signed-in user only, at most {@link SAVED_DATA_CAP} of them (the oldest dropped first), and put
 * back in the query cache when the app starts. Signing out, or another user signing in, empties it.
 */

/** About 20 MB of saved answers, counted as the length of their JSON. */
export const SAVED_DATA_CAP = 20 * 1024 * 1024;
/** A write of the saved data waits this long after a change, so a burst of answers makes one write. */
export const SAVE_DELAY_MS = 1_000;
/** Bumped when the saved format or the meaning of a key changes: older snapshots are then ignored. */
const FORMAT = 1;

/** The profile's query key (`authKeys.profile()`); spelt here so this module needs no feature code. */
export const PROFILE_KEY = ['auth', 'profile'] as const;

export const isProfileKey = (key: QueryKey) => key[0] === PROFILE_KEY[0] && key[1] === PROFILE_KEY[1];

/** Second segments of the keys of detail pages, dashboards, the day's board and receipts. */
const READABLE_PARTS = new Set([
  'dashboard', // the apartment and fleet dashboards' figures
  'detail', // a tenant, payment, contract, vehicle, unit or maintenance record
  'ledger', // a tenant's and a contract's page
  'board', // the day's remittance board (per day)
  'receipts', // a payment's or a remittance's receipt screen
  'costs', // a vehicle page's costs
  'profit', // the fleet dashboard's charts and a vehicle page's income
  'feed', // the alerts shown on both dashboards and the bell
  'vehicle', // a vehicle page's papers, readings and schedules
]);

/** Roots never kept: the audit log (Settings → Activity) and the search's answers. */
const LEFT_OUT_ROOTS = new Set(['audit', 'search']);

function isFirstPage(request: unknown): boolean {
  if (!request || typeof request !== 'object') return false;
  const { page, q } = request as { page?: unknown; q?: unknown };
  // A search typed in a list or a picker is not a list the user opened: not kept.
  return page === 1 && (typeof q !== 'string' || q.trim() === '');
}

/**
 * Whether a query's answer is kept for reading offline: the profile (so the shell opens), the first
 * page of each list (any filters, no search), dashboards, detail pages, the day's board and receipts.
 * Settings, the audit log, reports, searches and later pages are not.
 */
export function isOfflineReadable(key: QueryKey): boolean {
  if (isProfileKey(key)) return true;
  if (typeof key[0] !== 'string' || LEFT_OUT_ROOTS.has(key[0])) return false;
  const pageAt = key.indexOf('page');
  if (pageAt > 0 && pageAt === key.length - 2) return isFirstPage(key[pageAt + 1]);
  return typeof key[1] === 'string' && READABLE_PARTS.has(key[1]);
}

function shouldSave(query: Query): boolean {
  return (
    query.state.status === 'success' && query.state.data !== undefined && isOfflineReadable(query.queryKey)
  );
}

interface SavedSnapshot {
  format: number;
  queries: DehydratedState['queries'];
}

/** Whose a profile is: its user in its account (the saved data's and the outbox's owner alike). */
export function ownerOf(profile: Profile | null | undefined): SavedOwner | null {
  return profile ? { userId: profile._id, accountId: profile.account._id } : null;
}

const sameOwner = (a: SavedOwner | null, b: SavedOwner | null) =>
  a !== null && b !== null && a.userId === b.userId && a.accountId === b.accountId;

/**
 * The JSON to save: the profile first, then the other readable answers newest first, as many as fit
 * in `cap` (the oldest are dropped).
 */
export function snapshotJson(client: QueryClient, cap: number = SAVED_DATA_CAP): string {
  const { queries } = dehydrate(client, {
    shouldDehydrateQuery: shouldSave,
    shouldDehydrateMutation: () => false,
  });
  const sized = queries
    .map((query) => ({ query, json: JSON.stringify(query) }))
    .sort((a, b) => {
      const profileFirst = Number(isProfileKey(b.query.queryKey)) - Number(isProfileKey(a.query.queryKey));
      return profileFirst || b.query.state.dataUpdatedAt - a.query.state.dataUpdatedAt;
    });
  const kept: string[] = [];
  let size = 0;
  for (const { json } of sized) {
    if (size + json.length > cap) continue;
    kept.push(json);
    size += json.length + 1;
  }
  return `{"format":${FORMAT},"queries":[${kept.join(',')}]}`;
}

/** Whose data each client's cache holds now (restored or saved), so a change of user is seen. */
const cacheOwners = new WeakMap<QueryClient, SavedOwner | null>();
const ownerOfCache = (client: QueryClient) => cacheOwners.get(client) ?? null;

/**
 * Puts the saved answers back in the cache (the app's start, before the first screen). They keep
 * the time they were fetched (the 'Saved … ago' line) and are marked stale, so a screen shown online
 * refreshes them.
 */
export async function restoreSavedData(client: QueryClient): Promise<void> {
  try {
    const saved = await readSaved();
    if (!saved) return;
    const snapshot = JSON.parse(saved.json) as SavedSnapshot;
    if (snapshot.format !== FORMAT) {
      await clearSaved();
      return;
    }
    hydrate(client, { mutations: [], queries: snapshot.queries });
    noteRestored(snapshot.queries.map((query) => query.state.dataUpdatedAt));
    // Saved answers are shown at once but always asked again (the profile first: the session may
    // now be another user's, or none), however recent they are.
    await client.invalidateQueries({ refetchType: 'none' });
    cacheOwners.set(client, saved.owner);
  } catch (error) {
    console.warn('Saved data could not be read:', error instanceof Error ? error.message : error);
  }
}

/** Empties the saved data (signing out). */
export async function clearSavedData(client: QueryClient): Promise<void> {
  cacheOwners.set(client, null);
  try {
    await clearSaved();
  } catch (error) {
    console.warn('Saved data could not be cleared:', error instanceof Error ? error.message : error);
  }
}

/** Writes the readable answers of the signed-in user now; nothing when nobody is signed in. */
export async function saveNow(client: QueryClient): Promise<void> {
  const owner = ownerOf(client.getQueryData<Profile | null>(PROFILE_KEY));
  if (!owner || !sameOwner(owner, ownerOfCache(client))) return;
  try {
    await writeSaved({ owner, savedAt: Date.now(), json: snapshotJson(client) });
  } catch (error) {
    // A full disk or a refused quota: the app works on, only less is readable offline.
    console.warn('Saved data could not be written:', error instanceof Error ? error.message : error);
  }
}

/**
 * Keeps the saved data in step with the cache while mounted: a write {@link SAVE_DELAY_MS} after the
 * last change (and when the page is hidden); when the profile turns null (signed out, the session
 * ended) everything saved is dropped; when another user's profile comes, the previous user's answers
 * leave the cache and the storage. Returns the unsubscribe function.
 */
export function keepSavedData(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    void saveNow(client);
  };
  const schedule = () => {
    if (timer === undefined) timer = setTimeout(flush, SAVE_DELAY_MS);
  };

  const onProfile = (profile: Profile | null | undefined) => {
    if (profile === undefined) return;
    const owner = ownerOf(profile);
    const previous = ownerOfCache(client);
    if (sameOwner(owner, previous)) return;
    cacheOwners.set(client, owner);
    if (previous !== null) {
      // Another user (or nobody): nothing of the previous user's may stay, in memory or stored.
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== PROFILE_KEY[0] });
    }
    void clearSaved().catch(() => undefined);
  };

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed' && event.type !== 'added') return;
    if (isProfileKey(event.query.queryKey) && event.type === 'updated') {
      // Outside the cache's notification: removing queries from inside it is not safe.
      queueMicrotask(() => onProfile(client.getQueryData<Profile | null>(PROFILE_KEY)));
    }
    if (event.type === 'updated' && event.action.type !== 'success') return;
    if (isOfflineReadable(event.query.queryKey)) schedule();
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) flush();
  };
  document.addEventListener('visibilitychange', onHide);
  // The profile already in the cache (restored, or fetched before this started).
  onProfile(client.getQueryData<Profile | null>(PROFILE_KEY));
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onHide);
    if (timer !== undefined) clearTimeout(timer);
  };
}
