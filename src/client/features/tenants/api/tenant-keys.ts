import type { ListRequest } from '../../../lib/use-server-list';

/** Query keys of the tenants feature (tenants' rent records). */
export const tenantKeys = {
  all: ['tenants'] as const,
  list: () => [...tenantKeys.all, 'list'] as const,
  /** One page of the server-paged list (docs/lists.md), per request. */
  page: (request: ListRequest) => [...tenantKeys.all, 'page', request] as const,
  detail: (tenantId: string) => [...tenantKeys.all, 'detail', tenantId] as const,
  /** A tenancy's ledger (docs/ledger.md §4): under the tenants root, so a rent record change refreshes it. */
  ledger: (tenantId: string) => [...tenantKeys.all, 'ledger', tenantId] as const,
};
