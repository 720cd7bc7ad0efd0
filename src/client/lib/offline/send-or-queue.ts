import { onlineManager } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '../../../shared/schemas/common';
import { apiPost, isApiError } from '../api-client';
import { type OutboxDraft, type OutboxRecord, queueRecord } from './outbox';

/** A form's record: stored by the server (its answer), or kept in the outbox to be sent later. */
export type SentOrQueued<T> = { sent: T; queued?: undefined } | { sent?: undefined; queued: OutboxRecord };

/**
 * Sends a record made in a form, or keeps it in the outbox (docs/offline.md §3): kept at once while
 * the app is offline, and kept when the request gets no answer or a server failure (the answer may
 * have been lost after the server stored it: the outbox sends it again under the same key, and the
 * server answers with the record already stored). A refusal (4xx) is thrown, for the form to show.
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
    if (isApiError(error) && (error.status === 0 || error.status >= 500)) {
      return { queued: await queueRecord(draft) };
    }
    throw error;
  }
}
