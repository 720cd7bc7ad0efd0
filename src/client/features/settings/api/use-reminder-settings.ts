import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { ReminderSettings } from '../../../../shared/schemas/reminders';
import { apiGet } from '../../../lib/api-client';
import { reminderKeys } from './reminder-keys';

/** GET /api/reminders/settings (Admin): each reminder with its template, the provider and the last run. */
export const fetchReminderSettings = () =>
  apiGet<ReminderSettings>(api.remindersSettings, { fallback: MESSAGES.fallbackSettings });

export const reminderSettingsQueryOptions = () =>
  queryOptions({
    queryKey: reminderKeys.settings(),
    queryFn: fetchReminderSettings,
    // The form starts from what is stored now.
    staleTime: 0,
  });

export function useReminderSettings() {
  return useQuery(reminderSettingsQueryOptions());
}
