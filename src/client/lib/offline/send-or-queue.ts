import { onlineManager } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '../../../shared/constants';
import { apiPost, isApiError } from '../api-client';
import { type OutboxDraft, type OutboxRecord, queueRecord } from './outbox';

/** No answer at all, or a gateway's: the server may or may not have stored the record. */
const LOST_ANSWER = new Set([0, 502, 503, 504]);

/** A form's record: stored by the server (its answer), or kept in the outbox to be sent later. */
export type SentOrQueued<T> = { sent: T; queued?: undefined } | { sent?: undefined; queued: OutboxRecord };

/**
 * Sends a record made in a form, or keeps it in the outbox (docs/offline.md §3): kept at once while
 * the app is offline, and kept when the request gets no answer, or a gateway's 502, 503 or 504 (the
 * answer may have been lost after the server stored it: the outbox sends it again under the same key,
 * and the server answers with the record already stored). The server's own refusal (4xx) or failure
 * (500: its transaction stored nothing) is thrown, for the form to show as before.
 */
export async function sendOrQueue<T>(draft: OutboxDraft, fallback: string): Promise<SentOrQueued<T>> {
  if (!onlineManager.isOnline()) return { queued: await queueRecord(draft) };
  try {
    const sent = await apiPost<T>(draft.url, draft.body, {
      fallback,
      headers: { [IDEMPOTENCY_HEADER]: draft.key },
    });
    return { sent };
  } catch (error) {
    if (isApiError(error) && LOST_ANSWER.has(error.status)) {
      return { queued: await queueRecord(draft) };
    }
    throw error;
  }
}
