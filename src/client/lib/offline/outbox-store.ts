import { done, opener, result } from './idb';

/**
 * The browser storage of the outbox (docs/offline.md §3, docs/decisions/146-outbox.md): records made
 * while the server could not be reached, kept in their own IndexedDB database (not the saved data's,
 * which is emptied whenever it is rewritten) until the server has stored them. A record survives a
 * reload, closing the tab and restarting the phone. Its key is the Idempotency-Key it is sent under.
 */

export const OUTBOX_DB_NAME = 'property-manager-outbox';
const STORE_NAME = 'records';

/** The kinds of record that can be made offline, each with its own create endpoint. */
export const QUEUED_KINDS = ['payment', 'remittance', 'maintenance', 'odometer', 'expense'] as const;
export type QueuedKind = (typeof QUEUED_KINDS)[number];

/** Waiting to be sent (or to be tried again), being sent now, or refused by the server. */
export type OutboxState = 'waiting' | 'sending' | 'attention';

/** Whose record it is: only that user of that business sees and sends it. */
export interface OutboxOwner {
  userId: string;
  accountId: string;
}

export interface OutboxRecord {
  /** The Idempotency-Key: made when the form opened; a new one only after an edit (docs/offline.md §3). */
  key: string;
  owner: OutboxOwner;
  kind: QueuedKind;
  /** The create endpoint it is POSTed to. */
  url: string;
  /** The JSON body, exactly as the form would have sent it. */
  body: Record<string, unknown>;
  /** What it is, in words, as its form knew it ('Ama Mensah (A1)', 'GR 1234-24 · Kofi Boateng'). */
  summary: string;
  /** The tenant, contract, vehicle or unit it belongs to ('' for none): that page shows it too. */
  subjectId: string;
  /** Cedis, or null for a record without money (an odometer reading). */
  amount: number | null;
  /** The day the record is for (YYYY-MM-DD). */
  date: string;
  /** When it was made (ms since the epoch): records are sent in this order. */
  createdAt: number;
  state: OutboxState;
  /** Tries that got no answer or a server failure; the wait before the next grows with them. */
  attempts: number;
  /** Not tried again before this time (ms since the epoch), unless the connection just came back. */
  nextTryAt: number;
  /** The server's refusal, for a record needing attention. */
  error: { status: number; message: string } | null;
}

const openDb = opener(OUTBOX_DB_NAME, (db) => {
  if (!db.objectStoreNames.contains(STORE_NAME)) db.createObjectStore(STORE_NAME, { keyPath: 'key' });
});

async function write(change: (store: IDBObjectStore) => void): Promise<void> {
  const db = await openDb();
  const transaction = db.transaction(STORE_NAME, 'readwrite');
  change(transaction.objectStore(STORE_NAME));
  await done(transaction);
}

/** Every record kept on this device, of every owner, oldest first. */
export async function readRecords(): Promise<OutboxRecord[]> {
  if (typeof indexedDB === 'undefined') return [];
  const db = await openDb();
  const records = await result<OutboxRecord[]>(
    db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME).getAll(),
  );
  return records.sort((a, b) => a.createdAt - b.createdAt);
}

/** Stores a record, or its new state (same key). Resolves once it is on disk. */
export function putRecord(record: OutboxRecord): Promise<void> {
  return write((store) => store.put(record));
}

/** Removes a record (sent, or discarded). */
export function removeRecord(key: string): Promise<void> {
  return write((store) => store.delete(key));
}

/** An edited record replaces the refused one in one write: never both, never neither. */
export function replaceRecord(oldKey: string, record: OutboxRecord): Promise<void> {
  return write((store) => {
    store.delete(oldKey);
    store.put(record);
  });
}

/** Removes the given records in one write (a user signing out drops theirs). */
export function removeRecords(keys: readonly string[]): Promise<void> {
  return write((store) => {
    for (const key of keys) store.delete(key);
  });
}
