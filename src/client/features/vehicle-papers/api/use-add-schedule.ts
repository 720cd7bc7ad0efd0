import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { ScheduleBody, ServiceSchedule } from '../../../../shared/schemas/vehicle-papers';
import { apiPost } from '../../../lib/api-client';

/** POST /api/vehicles/{id}/schedules; the schedules refresh from `X-Data-Changed`. */
export function useAddSchedule(vehicleId: string) {
  return useMutation({
    mutationFn: (body: ScheduleBody) =>
      apiPost<ServiceSchedule>(api.vehicleSchedules(vehicleId), body, { fallback: MESSAGES.fallbackGeneric }),
  });
}
