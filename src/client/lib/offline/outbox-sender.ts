import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '../../../shared/constants';
import { isApiError, request } from '../api-client';
import {
  dropRecord,
  listenToOtherTabs,
  type OutboxOwner,
  type OutboxRecord,
  onOutboxChange,
  onQueued,
  outboxOwner,
  outboxRecords,
  reloadOutbox,
  sameOwner,
  saveRecord,
} from './outbox';
import { followSignedInUser } from './outbox-owner';
import { PROFILE_KEY } from './saved-data';

/**
 * Sends the outbox (docs/offline.md §3, docs/decisions/146-outbox.md): on start, when the connection
 * comes back, right after a record is queued, and while records wait at least every minute. Records
 * go one at a time in the order they were made, each under its own Idempotency-Key, so whatever is
 * cut off or repeated (two tabs, a reload while sending, an answer that never came) the server
 * stores each once. A failure to reach the server, or a server failure, leaves the record waiting
 * and stops the round (the next ones would meet the same); the wait before the next try grows. A
 * refusal (4xx) stops only that record, as needing attention. A 401 keeps everything and signs the
 * app out: after signing in again the sending goes on.
 */

/** The longest wait between two tries of a waiting record, and the minute of docs/offline.md §3. */
export const MAX_WAIT_MS = 60_000;
const FIRST_WAIT_MS = 5_000;
/** Only one tab sends at a time (the others see its progress through the shared storage). */
const LOCK_NAME = 'property-manager-outbox-send';

/** 5 s, 10 s, 20 s, 40 s, then every minute. */
export function waitAfter(attempts: number): number {
  return Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.max(0, attempts - 1));
}

/** A record the server stored, with its answer (a payment's or remittance's receipt number). */
export interface SentRecord {
  record: OutboxRecord;
  answer: unknown;
}

type SentListener = (sent: SentRecord[]) => void;
const sentListeners = new Set<SentListener>();

/** Called once per round that stored records, with all of them (the app shows one message). */
export function onOutboxSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => {
    sentListeners.delete(listener);
  };
}

/** Whether a failure means "try again later" rather than "the server refused this record". */
function isPassing(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

let signOutLocally: () => void = () => undefined;

/** One round: every record of the signed-in user that is due, oldest first. */
async function sendRound(force: boolean): Promise<void> {
  if (!outboxOwner() || !onlineManager.isOnline()) return;
  // Another tab may have sent or changed records since this one last looked.
  await reloadOutbox();
  const sent: SentRecord[] = [];
  const now = Date.now();
  for (const record of outboxRecords()) {
    if (record.state === 'attention') continue;
    // Later records wait behind an earlier one that is not due yet: the order is kept.
    if (!force && record.nextTryAt > now) break;
    await saveRecord({ ...record, state: 'sending' });
    try {
      const answer = await request<unknown>(record.url, {
        method: 'POST',
        body: record.body,
        headers: { [IDEMPOTENCY_HEADER]: record.key },
      });
      await dropRecord(record.key);
      sent.push({ record, answer });
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      const message = error instanceof Error ? error.message : String(error);
      if (status === 401) {
        await saveRecord({ ...record, state: 'waiting' });
        signOutLocally();
        break;
      }
      if (isPassing(status)) {
        const attempts = record.attempts + 1;
        await saveRecord({
          ...record,
          state: 'waiting',
          attempts,
          nextTryAt: Date.now() + waitAfter(attempts),
        });
        break;
      }
      await saveRecord({ ...record, state: 'attention', error: { status, message } });
    }
  }
  if (sent.length > 0) for (const listener of sentListeners) listener(sent);
}

async function inOneTab(round: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return round();
  // `ifAvailable`: when another tab is sending, this one leaves it to it.
  await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (lock) await round();
  });
}

let running: Promise<void> | undefined;
let again = false;
let againForced = false;
let timer: ReturnType<typeof setTimeout> | undefined;

function scheduleNext() {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const waiting = outboxRecords().filter((record) => record.state !== 'attention');
  if (waiting.length === 0) return;
  const due = Math.min(...waiting.map((record) => record.nextTryAt)) - Date.now();
  timer = setTimeout(() => void sendOutbox(), Math.min(MAX_WAIT_MS, Math.max(1_000, due)));
}

/**
 * Sends what is due now (`force`: every waiting record, whatever its wait; the connection just came
 * back). A call while a round runs makes one more round after it. Never rejects.
 */
export function sendOutbox(force = false): Promise<void> {
  if (running) {
    again = true;
    againForced ||= force;
    return running;
  }
  running = (async () => {
    let forced = force;
    do {
      again = false;
      try {
        await inOneTab(() => sendRound(forced));
      } catch (error) {
        console.warn('The outbox could not be sent:', error instanceof Error ? error.message : error);
      }
      forced = againForced;
      againForced = false;
    } while (again);
  })().finally(() => {
    running = undefined;
    scheduleNext();
  });
  return running;
}

/**
 * Starts sending (src/client/lib/offline/outbox-start.ts): follows the signed-in user as the app
 * does (outbox-owner.ts), sends on start, whenever someone else signs in, when the connection
 * returns, after each queued record and on the timer. Returns the function that stops it.
 */
export function startOutbox(client: QueryClient): () => void {
  signOutLocally = () => {
    if (client.getQueryData(PROFILE_KEY)) client.setQueryData(PROFILE_KEY, null);
  };
  // Whose records this sender last looked at: a new owner's go at once (the app may have set one
  // before this code came, and the outbox is read again as it starts).
  let sentFor: OutboxOwner | null = null;
  const sendForNewOwner = () => {
    const current = outboxOwner();
    const changed = !sameOwner(current, sentFor);
    sentFor = current;
    if (current && changed) void sendOutbox(true);
  };
  const stopOwner = onOutboxChange(sendForNewOwner);
  const stopFollowing = followSignedInUser(client);
  sendForNewOwner();
  const stopOnline = onlineManager.subscribe((online) => {
    if (online) void sendOutbox(true);
  });
  const stopQueued = onQueued(() => void sendOutbox(true));
  const stopTabs = listenToOtherTabs(() => scheduleNext());
  return () => {
    stopOwner();
    stopFollowing();
    stopOnline();
    stopQueued();
    stopTabs();
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
}
