import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { OutboxPage } from '../../../../shared/schemas/reminders';
import { apiGet } from '../../../lib/api-client';
import { type OutboxPageFilter, reminderKeys } from './reminder-keys';

/** GET /api/reminders/outbox?status=&page=&pageSize= (Admin): one page of the messages, newest first. */
export function fetchOutboxPage({ status, page, pageSize }: OutboxPageFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status) query.set('status', status);
  return apiGet<OutboxPage>(`${api.remindersOutbox}?${query}`, {
    fallback: MESSAGES.fallbackSettings,
    signal,
  });
}

export const outboxPageQueryOptions = (filter: OutboxPageFilter) =>
  queryOptions({
    queryKey: reminderKeys.outbox(filter),
    queryFn: ({ signal }) => fetchOutboxPage(filter, signal),
    // The page on screen stays while the next one loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

export function useOutboxPage(filter: OutboxPageFilter) {
  return useQuery(outboxPageQueryOptions(filter));
}
