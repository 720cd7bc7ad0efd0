import type { ListRequest } from '../../../lib/use-server-list';

/** Query keys of the payments feature. */
export const paymentKeys = {
  all: ['payments'] as const,
  /** One page of the server-paged list (docs/lists.md), per request. */
  page: (request: ListRequest) => [...paymentKeys.all, 'page', request] as const,
  detail: (paymentId: string) => [...paymentKeys.all, 'detail', paymentId] as const,
};
