import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { VehicleRecord } from '../../../../shared/schemas/vehicles';
import { apiGet } from '../../../lib/api-client';
import { VEHICLE_MESSAGES } from '../vehicle-messages';
import { vehicleKeys } from './vehicle-keys';

/** GET /api/get/vehicle_record/{id}. */
export const fetchVehicle = (vehicleId: string) =>
  apiGet<VehicleRecord>(api.vehicle(vehicleId), { fallback: VEHICLE_MESSAGES.loadFailed });

export const vehicleQueryOptions = (vehicleId: string) =>
  queryOptions({ queryKey: vehicleKeys.detail(vehicleId), queryFn: () => fetchVehicle(vehicleId) });

export function useVehicle(vehicleId: string) {
  return useQuery(vehicleQueryOptions(vehicleId));
}
