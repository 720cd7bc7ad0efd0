import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { ReminderSettings, ReminderSettingsBody } from '../../../../shared/schemas/reminders';
import { USER_MESSAGES } from '../../../../shared/schemas/users';
import { apiPut } from '../../../lib/api-client';
import { reminderKeys } from './reminder-keys';

/** PUT /api/reminders/settings (Admin): every kind, on or off, with its template. Stores the answer. */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettingsBody) =>
      apiPut<ReminderSettings>(api.remindersSettings, body, { fallback: USER_MESSAGES.updateFailed }),
    onSuccess: (saved) => queryClient.setQueryData(reminderKeys.settings(), saved),
  });
}
