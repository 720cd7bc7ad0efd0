import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { routes } from '../../../../shared/paths';
import { useAlertCount } from '../api/use-alerts';

/** The bell's accessible name: how many alerts need attention (just 'Alerts' until it is known). */
export function bellLabel(count: number | undefined): string {
  if (count === undefined) return 'Alerts';
  if (count === 0) return 'Alerts, none need attention';
  return `Alerts, ${count} ${count === 1 ? 'needs' : 'need'} attention`;
}

/**
 * The top bar's bell (docs/reminders.md §3): how many alerts there are in every module, linking to
 * /alerts. The count is the feed's length, from the same query as the dashboards and /alerts; no
 * badge when there are none.
 */
export function AlertsBell() {
  const { data: count } = useAlertCount();
  const label = bellLabel(count);
  return (
    <Link
      to={routes.alerts}
      aria-label={label}
      title={label}
      className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
    >
      <Bell className="size-5" aria-hidden="true" />
      {count ? (
        <span
          aria-hidden="true"
          data-testid="alert-count"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
