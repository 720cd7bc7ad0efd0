import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { FleetDashboard } from '../../../../shared/schemas/dashboards';
import { apiGet } from '../../../lib/api-client';
import { vehicleKeys } from './vehicle-keys';

/** GET /api/dashboard/fleet: vehicles by type, the first cards and the hire figures, added up by the server. */
export const fetchFleetDashboard = () =>
  apiGet<FleetDashboard>(api.dashboardFleet, { fallback: 'The fleet figures could not be loaded.' });

export const fleetDashboardQueryOptions = () =>
  queryOptions({
    queryKey: vehicleKeys.dashboard(),
    queryFn: fetchFleetDashboard,
    // Vehicles under 'vehicles'; the hire figures move with contracts and remittances.
    meta: { refreshOn: ['contracts', 'remittances'] },
  });

export function useFleetDashboard() {
  return useQuery(fleetDashboardQueryOptions());
}
