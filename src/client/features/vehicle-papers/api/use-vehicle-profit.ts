import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { VehicleProfit } from '../../../../shared/schemas/reports';
import { apiGet } from '../../../lib/api-client';
import { vehicleViewKeys } from './vehicle-view-keys';

/** GET /api/vehicles/{id}/profit: its remittances beside its costs, this year and all time, in cedis. */
export const fetchVehicleProfit = (vehicleId: string) =>
  apiGet<VehicleProfit>(api.vehicleProfit(vehicleId), { fallback: MESSAGES.fallbackGeneric });

export const vehicleProfitQueryOptions = (vehicleId: string) =>
  queryOptions({
    queryKey: vehicleViewKeys.profit(vehicleId),
    queryFn: () => fetchVehicleProfit(vehicleId),
    // Under 'vehicles' (maintenance and papers' costs name it); income moves with remittances.
    meta: { refreshOn: ['contracts', 'remittances', 'maintenance', 'documents', 'expenses'] },
  });

export function useVehicleProfit(vehicleId: string) {
  return useQuery(vehicleProfitQueryOptions(vehicleId));
}
