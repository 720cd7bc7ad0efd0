import { done, opener, result } from './idb';

/**
 * The browser storage of the saved data (docs/decisions/144-reading-offline.md): one IndexedDB
 * database with one object store holding the owner (the signed-in user and their business) and that
 * owner's snapshot under `data:<accountId>:<userId>`. Only one owner's data is ever kept: every write
 * empties the store first, in the same transaction.
 */

export const DB_NAME = 'property-manager-saved';
export const STORE_NAME = 'saved';
const OWNER_KEY = 'owner';

export interface SavedOwner {
  userId: string;
  accountId: string;
}

export interface SavedRecord {
  owner: SavedOwner;
  /** When the snapshot was written (ms since the epoch). */
  savedAt: number;
  /** The dehydrated queries, as JSON (its length is what the cap counts). */
  json: string;
}

export const dataKeyOf = (owner: SavedOwner) => `data:${owner.accountId}:${owner.userId}`;

const openDb = opener(DB_NAME, (db) => {
  if (!db.objectStoreNames.contains(STORE_NAME)) db.createObjectStore(STORE_NAME);
});

const get = <T>(store: IDBObjectStore, key: string) => result<T | undefined>(store.get(key));

/** Whether this browser has IndexedDB at all (a private window of some browsers has not). */
export function hasStorage(): boolean {
  return typeof indexedDB !== 'undefined';
}

/** The saved snapshot and its owner, or null when nothing is saved. */
export async function readSaved(): Promise<SavedRecord | null> {
  if (!hasStorage()) return null;
  const db = await openDb();
  const store = db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME);
  const owner = await get<SavedOwner>(store, OWNER_KEY);
  if (!owner) return null;
  const data = await get<{ savedAt: number; json: string }>(store, dataKeyOf(owner));
  return data ? { owner, savedAt: data.savedAt, json: data.json } : null;
}

/** Replaces whatever was saved (another user's data included) by this owner's snapshot. */
export async function writeSaved(record: SavedRecord): Promise<void> {
  if (!hasStorage()) return;
  const db = await openDb();
  const transaction = db.transaction(STORE_NAME, 'readwrite');
  const store = transaction.objectStore(STORE_NAME);
  store.clear();
  store.put(record.owner, OWNER_KEY);
  store.put({ savedAt: record.savedAt, json: record.json }, dataKeyOf(record.owner));
  await done(transaction);
}

/** Empties the store: nothing of anyone stays. */
export async function clearSaved(): Promise<void> {
  if (!hasStorage()) return;
  const db = await openDb();
  const transaction = db.transaction(STORE_NAME, 'readwrite');
  transaction.objectStore(STORE_NAME).clear();
  await done(transaction);
}
