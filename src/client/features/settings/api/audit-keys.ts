import { AUDIT_QUERY_ROOT } from '../../../lib/query-client';

/** Which page of the audit log: the kind of record ('' for all), the page from 1 and its size. */
export interface AuditPageFilter {
  entity: string;
  page: number;
  pageSize: number;
}

/** Query keys of the audit log (the Activity tab). Every write refreshes the root (lib/query-client). */
export const auditKeys = {
  all: [AUDIT_QUERY_ROOT] as const,
  page: (filter: AuditPageFilter) => [...auditKeys.all, 'page', filter] as const,
};
