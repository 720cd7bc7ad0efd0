import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { ServiceSchedule } from '../../../../shared/schemas/vehicle-papers';
import { apiGet } from '../../../lib/api-client';
import { scheduleKeys } from './schedule-keys';

/** GET /api/vehicles/{id}/schedules: each with its last done, next due and standing as of today. */
export const fetchSchedules = (vehicleId: string) =>
  apiGet<ServiceSchedule[]>(api.vehicleSchedules(vehicleId), { fallback: MESSAGES.fallbackGeneric });

export const schedulesQueryOptions = (vehicleId: string) =>
  queryOptions({ queryKey: scheduleKeys.ofVehicle(vehicleId), queryFn: () => fetchSchedules(vehicleId) });

export function useSchedules(vehicleId: string) {
  return useQuery(schedulesQueryOptions(vehicleId));
}
