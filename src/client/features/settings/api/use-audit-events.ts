import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { AuditPage } from '../../../../shared/schemas/audit';
import { apiGet } from '../../../lib/api-client';
import { type AuditPageFilter, auditKeys } from './audit-keys';

/** Events per page of the Activity tab (the server allows up to 100). */
export const AUDIT_PAGE_SIZE = 20;

/** GET /api/audit?entity=&page=&pageSize= (Admin only): one page of the events, newest first. */
export function fetchAuditPage({ entity, page, pageSize }: AuditPageFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (entity) query.set('entity', entity);
  return apiGet<AuditPage>(`${api.audit}?${query}`, { fallback: MESSAGES.fallbackSettings, signal });
}

export const auditPageQueryOptions = (filter: AuditPageFilter) =>
  queryOptions({
    queryKey: auditKeys.page(filter),
    queryFn: ({ signal }) => fetchAuditPage(filter, signal),
    // The page on screen stays while the next one loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

export function useAuditPage(filter: AuditPageFilter) {
  return useQuery(auditPageQueryOptions(filter));
}
