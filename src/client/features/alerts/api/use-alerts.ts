import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { ALERT_FEED_KINDS, needsAttention } from '../../../../shared/reminders';
import type { Alert } from '../../../../shared/schemas/reminders';
import { apiGet } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

/** GET /api/alerts (everyone): what needs attention today, most urgent first, every module. */
export const fetchAlerts = () => apiGet<Alert[]>(api.alerts, { fallback: MESSAGES.fallbackGeneric });

export const alertsQueryOptions = () =>
  queryOptions({
    queryKey: alertKeys.feed(),
    queryFn: fetchAlerts,
    meta: { refreshOn: ALERT_FEED_KINDS },
  });

/** The whole feed (ETag/304): the dashboards' panels filter it by module. */
export function useAlerts() {
  return useQuery(alertsQueryOptions());
}

/**
 * How many alerts need attention, from the same query (the top bar's bell): news (`info`, an online
 * payment received) is in the feed but not counted (docs/decisions/171-info-alerts-not-counted.md).
 */
export function useAlertCount() {
  return useQuery({ ...alertsQueryOptions(), select: (alerts) => alerts.filter(needsAttention).length });
}
