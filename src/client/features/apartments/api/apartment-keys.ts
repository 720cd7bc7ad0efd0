import type { ListRequest } from '../../../lib/use-server-list';

/** Query keys of the apartments feature (properties). */
export const apartmentKeys = {
  all: ['apartments'] as const,
  list: () => [...apartmentKeys.all, 'list'] as const,
  /** One page of the server-paged list (docs/lists.md), per request. */
  page: (request: ListRequest) => [...apartmentKeys.all, 'page', request] as const,
  detail: (apartmentId: string) => [...apartmentKeys.all, 'detail', apartmentId] as const,
};
