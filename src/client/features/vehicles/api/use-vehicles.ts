import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { VehicleRecord } from '../../../../shared/schemas/vehicles';
import { apiGet } from '../../../lib/api-client';
import { VEHICLE_MESSAGES } from '../vehicle-messages';
import { vehicleKeys } from './vehicle-keys';

/** GET /api/get/vehicle_records: every vehicle, newest first. */
export const fetchVehicles = () =>
  apiGet<VehicleRecord[]>(api.vehicles, { fallback: VEHICLE_MESSAGES.listFailed });

export const vehiclesQueryOptions = () =>
  queryOptions({ queryKey: vehicleKeys.list(), queryFn: fetchVehicles });

export function useVehicles() {
  return useQuery(vehiclesQueryOptions());
}
