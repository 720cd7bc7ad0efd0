import type { ListRequest } from '../../../lib/use-server-list';

/** Query keys of the apartments feature (properties). */
export const apartmentKeys = {
  all: ['apartments'] as const,
  /** One page of the server-paged list (docs/lists.md), per request. */
  page: (request: ListRequest) => [...apartmentKeys.all, 'page', request] as const,
  /** The dashboard's figures (under 'apartments': a unit's write refreshes them). */
  dashboard: () => [...apartmentKeys.all, 'dashboard'] as const,
  detail: (apartmentId: string) => [...apartmentKeys.all, 'detail', apartmentId] as const,
};
