import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { ScheduleBody, ServiceSchedule } from '../../../../shared/schemas/vehicle-papers';
import { apiPut } from '../../../lib/api-client';

/** PUT /api/service_schedules/{id}; a start left out keeps the stored one. */
export function useEditSchedule() {
  return useMutation({
    mutationFn: ({ scheduleId, body }: { scheduleId: string; body: ScheduleBody }) =>
      apiPut<ServiceSchedule>(api.serviceSchedule(scheduleId), body, { fallback: MESSAGES.fallbackGeneric }),
  });
}
