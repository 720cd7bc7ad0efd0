import type { ListRequest } from '../../../lib/use-server-list';

/** Query keys of the vehicles feature. */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  /** The dashboard's figures (under 'vehicles': a vehicle's write refreshes them). */
  dashboard: () => [...vehicleKeys.all, 'dashboard'] as const,
  /** The dashboard's charts: the fleet's income and costs (docs/insight.md §3). */
  profit: () => [...vehicleKeys.all, 'profit'] as const,
  /** One page of the list or a picker's matches (docs/decisions/081-client-server-lists.md). */
  page: (request: ListRequest) => [...vehicleKeys.all, 'page', request] as const,
  detail: (vehicleId: string) => [...vehicleKeys.all, 'detail', vehicleId] as const,
};
