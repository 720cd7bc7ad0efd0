import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { FleetProfit } from '../../../../shared/schemas/reports';
import { apiGet } from '../../../lib/api-client';
import { vehicleKeys } from './vehicle-keys';

/**
 * GET /api/dashboard/fleet/profit: the vehicle dashboard's charts (docs/insight.md §3), the last 12
 * months' remittances and costs and the most and least profitable vehicles this year.
 */
export const fetchFleetProfit = () =>
  apiGet<FleetProfit>(api.dashboardFleetProfit, { fallback: 'The fleet’s charts could not be loaded.' });

export const fleetProfitQueryOptions = () =>
  queryOptions({
    queryKey: vehicleKeys.profit(),
    queryFn: fetchFleetProfit,
    // Under 'vehicles' (their maintenance and papers' costs move it too); income moves with remittances.
    meta: { refreshOn: ['contracts', 'remittances', 'maintenance', 'documents', 'expenses'] },
  });

export function useFleetProfit() {
  return useQuery(fleetProfitQueryOptions());
}
