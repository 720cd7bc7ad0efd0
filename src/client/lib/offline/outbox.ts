import { useSyncExternalStore } from 'react';
import { newRequestKey } from '../api-client';
import {
  type OutboxOwner,
  type OutboxRecord,
  putRecord,
  readRecords,
  removeRecord,
  removeRecords,
  replaceRecord,
} from './outbox-store';

/**
 * The outbox in memory (docs/offline.md §3, docs/decisions/146-outbox.md): the records kept in
 * IndexedDB, for the screens to show, and the changes to them. Every change is written to disk
 * before it is shown, and told to the app's other tabs, which read the disk again. Only the
 * signed-in user's records are shown and sent: another user's stay on the device, unseen, until that
 * user signs in again or signs out (docs/decisions/147-outbox-owners.md).
 */

export type { OutboxOwner, OutboxRecord, OutboxState, QueuedKind } from './outbox-store';

/** What a form gives to queue a record; the outbox adds the owner, the time and the state. */
export type OutboxDraft = Pick<
  OutboxRecord,
  'key' | 'kind' | 'url' | 'body' | 'summary' | 'subjectId' | 'amount' | 'date'
>;

const CHANNEL_NAME = 'property-manager-outbox';

let allRecords: OutboxRecord[] = [];
let owner: OutboxOwner | null = null;
/** The signed-in user's records, oldest first: a new array after every change (for React). */
let ownRecords: OutboxRecord[] = [];
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;
let otherTabChanged: (() => void) | null = null;

/** The same user in the same account, or nobody both times. */
export const sameOwner = (a: OutboxOwner | null, b: OutboxOwner | null) =>
  a === b || (a !== null && b !== null && a.userId === b.userId && a.accountId === b.accountId);

function publish() {
  const current = owner;
  ownRecords = current ? allRecords.filter((record) => sameOwner(record.owner, current)) : [];
  for (const listener of listeners) listener();
}

function tellOtherTabs() {
  channel?.postMessage('changed');
}

/** Reads the disk again (on start, and when another tab changed it). */
export async function reloadOutbox(): Promise<void> {
  try {
    allRecords = await readRecords();
  } catch (error) {
    console.warn('The outbox could not be read:', error instanceof Error ? error.message : error);
  }
  publish();
}

/**
 * Listens to the app's other tabs (one BroadcastChannel): when one changes the outbox, this tab reads
 * it again and calls `onChange` (the sender looks for work). Returns the function that stops it.
 */
export function listenToOtherTabs(onChange: () => void): () => void {
  otherTabChanged = onChange;
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = () => {
    void reloadOutbox().then(() => otherTabChanged?.());
  };
  return () => {
    channel?.close();
    channel = null;
    otherTabChanged = null;
  };
}

/** Whose records are shown and sent now; null while nobody is signed in. */
export function setOutboxOwner(next: OutboxOwner | null): void {
  owner = next;
  publish();
}

export function outboxOwner(): OutboxOwner | null {
  return owner;
}

/** The signed-in user's records, oldest first. */
export function outboxRecords(): OutboxRecord[] {
  return ownRecords;
}

/** Writes a record's new state (same key) to disk, then shows it. */
export async function saveRecord(record: OutboxRecord): Promise<void> {
  await putRecord(record);
  allRecords = allRecords.some((item) => item.key === record.key)
    ? allRecords.map((item) => (item.key === record.key ? record : item))
    : [...allRecords, record];
  publish();
  tellOtherTabs();
}

/** Removes a record from disk (sent or discarded), then from the screens. */
export async function dropRecord(key: string): Promise<void> {
  await removeRecord(key);
  allRecords = allRecords.filter((item) => item.key !== key);
  publish();
  tellOtherTabs();
}

type QueuedListener = () => void;
const queuedListeners = new Set<QueuedListener>();

/** Called after every record queued or edited: the sender tries at once. */
export function onQueued(listener: QueuedListener): () => void {
  queuedListeners.add(listener);
  return () => {
    queuedListeners.delete(listener);
  };
}

/**
 * Keeps a record the server has not stored (yet) under the key its form made. Resolves once the
 * record is on disk: from then on it survives a reload or a restart.
 */
export async function queueRecord(draft: OutboxDraft): Promise<OutboxRecord> {
  if (!owner) throw new Error('Nobody is signed in: the record cannot be kept');
  const record: OutboxRecord = {
    ...draft,
    owner,
    // Later than every record kept, even one made in the same millisecond: the order they go in.
    createdAt: Math.max(Date.now(), ...allRecords.map((item) => item.createdAt + 1)),
    state: 'waiting',
    attempts: 0,
    nextTryAt: 0,
    error: null,
  };
  await saveRecord(record);
  for (const listener of queuedListeners) listener();
  return record;
}

/**
 * A refused record, corrected: the server stored nothing under its key, so it goes again under a
 * new one (docs/offline.md §3), in its place in the order.
 */
export async function editRecord(
  key: string,
  changes: Pick<OutboxRecord, 'body' | 'amount' | 'date'>,
): Promise<OutboxRecord> {
  const previous = allRecords.find((record) => record.key === key);
  if (!previous) throw new Error('That record is no longer in the outbox');
  const record: OutboxRecord = {
    ...previous,
    ...changes,
    key: newRequestKey(),
    state: 'waiting',
    attempts: 0,
    nextTryAt: 0,
    error: null,
  };
  await replaceRecord(key, record);
  allRecords = allRecords.map((item) => (item.key === key ? record : item));
  publish();
  tellOtherTabs();
  for (const listener of queuedListeners) listener();
  return record;
}

/** Signing out: the signed-in user's records go (the warning was given first). */
export async function dropOwnRecords(): Promise<void> {
  const keys = ownRecords.map((record) => record.key);
  if (keys.length === 0) return;
  await removeRecords(keys);
  allRecords = allRecords.filter((record) => !keys.includes(record.key));
  publish();
  tellOtherTabs();
}

/** Calls `listener` after every change: a record, or whose records are shown. Returns the function that stops it. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The signed-in user's records, oldest first; re-renders on every change. */
export function useOutboxRecords(): OutboxRecord[] {
  return useSyncExternalStore(onOutboxChange, outboxRecords, outboxRecords);
}

/** How many of the signed-in user's records wait (or are being sent) and how many were refused. */
export interface OutboxCounts {
  waiting: number;
  attention: number;
}

/** The top bar's counts; re-renders on every change. */
export function useOutboxCounts(): OutboxCounts {
  const records = useOutboxRecords();
  let attention = 0;
  for (const record of records) if (record.state === 'attention') attention += 1;
  return { waiting: records.length - attention, attention };
}

/** Tests: an empty outbox, on disk and in memory, nobody signed in. */
export async function resetOutboxForTests(): Promise<void> {
  const keys = (await readRecords()).map((record) => record.key);
  if (keys.length > 0) await removeRecords(keys);
  allRecords = [];
  owner = null;
  publish();
}
