import { useMemo } from 'react';
import { Link } from 'react-router';
import { routes } from '../../../../shared/paths';
import type { AlertModule } from '../../../../shared/reminders';
import type { Alert } from '../../../../shared/schemas/reminders';
import { Card } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';
import { SkeletonBars } from '../../../components/ui/skeleton';
import { alertKey, alertsOfModule } from '../alert-filters';
import { alertLink } from '../alert-links';
import { ALERT_TEXTS, PANEL_SIZE } from '../alert-texts';
import { useAlerts } from '../api/use-alerts';
import { AlertSeverityBadge } from './alert-severity-badge';

/** When an alert falls or fell due (after `prefix`), or that it has no date (papers never recorded). */
export function DueDate({ alert, prefix = '' }: { alert: Pick<Alert, 'dueDate'>; prefix?: string }) {
  return alert.dueDate ? (
    <span className="whitespace-nowrap">
      {prefix}
      <time dateTime={alert.dueDate}>{alert.dueDate}</time>
    </span>
  ) : (
    <span className="whitespace-nowrap text-gray-600">{ALERT_TEXTS.noDate}</span>
  );
}

/**
 * A dashboard's 'Needs attention' panel (docs/reminders.md §3): its module's five most urgent alerts (the
 * feed is most urgent first), each with its severity, what it is about linking to the record that
 * fixes it, the message and the due date; 'See all (N)' opens /alerts filtered to the module.
 */
export function NeedsAttentionPanel({ module }: { module: AlertModule }) {
  const alerts = useAlerts();
  const mine = useMemo(() => alertsOfModule(alerts.data ?? [], module), [alerts.data, module]);
  return (
    <Card
      title={ALERT_TEXTS.panelTitle}
      aria-label={ALERT_TEXTS.panelTitle}
      actions={
        mine.length > 0 ? (
          <LinkButton to={`${routes.alerts}?module=${module}`} variant="secondary">
            {ALERT_TEXTS.seeAll(mine.length)}
          </LinkButton>
        ) : null
      }
    >
      {alerts.isPending ? (
        <SkeletonBars count={2} label="Loading alerts..." />
      ) : alerts.isError ? (
        <p className="text-sm text-red-700">{ALERT_TEXTS.panelFailed}</p>
      ) : mine.length === 0 ? (
        <p className="text-sm text-gray-700">{ALERT_TEXTS.nothing}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {mine.slice(0, PANEL_SIZE).map((alert) => (
            <li
              key={alertKey(alert)}
              className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
            >
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <AlertSeverityBadge severity={alert.severity} />
                  <Link
                    to={alertLink(alert)}
                    className="min-w-0 break-words font-medium text-blue-700 underline hover:text-blue-900"
                  >
                    {alert.subject.label}
                  </Link>
                </div>
                <p className="mt-1 break-words text-gray-700">{alert.message}</p>
              </div>
              <p className="shrink-0 text-gray-900">
                <DueDate alert={alert} prefix="Due " />
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
