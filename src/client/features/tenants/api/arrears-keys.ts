import type { ListRequest } from '../../../lib/use-server-list';

/**
 * Query keys of the arrears list. Arrears are rent records' derived figures (docs/ledger.md §5), so the
 * root is the tenants data kind: a change to the rent records refreshes them.
 */
export const arrearsKeys = {
  all: ['tenants', 'arrears'] as const,
  list: () => [...arrearsKeys.all, 'list'] as const,
  /** One page of the server-paged list (docs/lists.md), per request. */
  page: (request: ListRequest) => [...arrearsKeys.all, 'page', request] as const,
};
