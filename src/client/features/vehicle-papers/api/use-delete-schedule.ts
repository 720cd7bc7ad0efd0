import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { apiDelete } from '../../../lib/api-client';

/** DELETE /api/service_schedules/{id} (Admin and Manager); the schedules refresh from `X-Data-Changed`. */
export function useDeleteSchedule() {
  return useMutation({
    mutationFn: (scheduleId: string) =>
      apiDelete(api.serviceSchedule(scheduleId), { fallback: MESSAGES.fallbackShort }),
  });
}
