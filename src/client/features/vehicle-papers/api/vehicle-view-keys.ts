import type { ListRequest } from '../../../lib/use-server-list';

/**
 * Query keys of the views of the fleet's vehicles these screens read: the compliance grid and a
 * vehicle's costs. The server counts them as the vehicles' own data (decision 050: document and
 * maintenance writes name `vehicles`), so their root is that kind and they refresh with it.
 */
export const vehicleViewKeys = {
  all: ['vehicles'] as const,
  compliance: () => [...vehicleViewKeys.all, 'compliance'] as const,
  /** One page of the compliance grid (docs/lists.md). */
  compliancePage: (request: ListRequest) => [...vehicleViewKeys.compliance(), 'page', request] as const,
  costs: (vehicleId: string) => [...vehicleViewKeys.all, 'costs', vehicleId] as const,
  /** Its remittances beside its costs (docs/insight.md §2). */
  profit: (vehicleId: string) => [...vehicleViewKeys.all, 'profit', vehicleId] as const,
};
