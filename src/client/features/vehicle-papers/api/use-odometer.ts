import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { OdometerReading } from '../../../../shared/schemas/vehicle-papers';
import { apiGet } from '../../../lib/api-client';
import { odometerKeys } from './odometer-keys';

/**
 * GET /api/vehicles/{id}/odometer: the readings taken by hand and those carried by maintenance
 * records and remittances, newest first.
 */
export const fetchOdometer = (vehicleId: string) =>
  apiGet<OdometerReading[]>(api.vehicleOdometer(vehicleId), { fallback: MESSAGES.fallbackGeneric });

export const odometerQueryOptions = (vehicleId: string) =>
  queryOptions({ queryKey: odometerKeys.ofVehicle(vehicleId), queryFn: () => fetchOdometer(vehicleId) });

export function useOdometer(vehicleId: string) {
  return useQuery(odometerQueryOptions(vehicleId));
}
