import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { HiddenAlert } from '../../../../shared/schemas/reminders';
import { apiGet, apiPost } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

/** GET /api/alerts/hidden: the alerts snoozed or dismissed for the business, to restore one. */
export const hiddenAlertsQueryOptions = () =>
  queryOptions({
    queryKey: alertKeys.hidden(),
    queryFn: () => apiGet<HiddenAlert[]>(api.alertsHidden, { fallback: MESSAGES.fallbackGeneric }),
    meta: { refreshOn: ['alert_marks'] },
  });

export function useHiddenAlerts(enabled = true) {
  return useQuery({ ...hiddenAlertsQueryOptions(), enabled });
}

const ACTION_PATHS = {
  snooze: api.alertsSnooze,
  dismiss: api.alertsDismiss,
  restore: api.alertsRestore,
} as const;
export type AlertAction = keyof typeof ACTION_PATHS;

/**
 * POST /api/alerts/snooze|dismiss|restore (Admin, Manager) with the alert's key: the feed and the
 * hidden list refresh from `X-Data-Changed: alert_marks` (docs/decisions/066-alert-snooze-and-dismiss.md).
 */
export function useAlertAction() {
  return useMutation({
    mutationFn: ({ action, key }: { action: AlertAction; key: string }) =>
      apiPost<unknown>(ACTION_PATHS[action], { key }, { fallback: MESSAGES.fallbackGeneric }),
  });
}
