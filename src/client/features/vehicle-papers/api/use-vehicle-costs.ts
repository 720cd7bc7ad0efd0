import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { VehicleCosts } from '../../../../shared/schemas/vehicle-papers';
import { apiGet } from '../../../lib/api-client';
import { vehicleViewKeys } from './vehicle-view-keys';

/** GET /api/vehicles/{id}/costs: its maintenance and document costs, in cedis (decision 050). */
export const fetchVehicleCosts = (vehicleId: string) =>
  apiGet<VehicleCosts>(api.vehicleCosts(vehicleId), { fallback: MESSAGES.fallbackGeneric });

export const vehicleCostsQueryOptions = (vehicleId: string) =>
  queryOptions({
    queryKey: vehicleViewKeys.costs(vehicleId),
    queryFn: () => fetchVehicleCosts(vehicleId),
  });

export function useVehicleCosts(vehicleId: string) {
  return useQuery(vehicleCostsQueryOptions(vehicleId));
}
