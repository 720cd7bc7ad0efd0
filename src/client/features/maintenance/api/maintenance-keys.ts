import type { ListRequest } from '../../../lib/use-server-list';

/** Query keys of the maintenance feature. */
export const maintenanceKeys = {
  all: ['maintenance'] as const,
  /** One page of the list (docs/decisions/081-client-server-lists.md). */
  page: (request: ListRequest) => [...maintenanceKeys.all, 'page', request] as const,
  detail: (recordId: string) => [...maintenanceKeys.all, 'detail', recordId] as const,
};
