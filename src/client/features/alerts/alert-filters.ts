import {
  ALERT_KINDS,
  ALERT_MODULE_OF,
  ALERT_MODULES,
  type AlertKind,
  type AlertModule,
  SEVERITIES,
  type Severity,
} from '../../../shared/reminders';
import type { Alert } from '../../../shared/schemas/reminders';

/** The filters of /alerts (`?module=&kind=&severity=&q=`); '' is all. */
export interface AlertFilters {
  module: AlertModule | '';
  kind: AlertKind | '';
  severity: Severity | '';
  q: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** The filters from the URL's query: unknown values are no filter; a kind of another module is none. */
export function readAlertFilters(params: URLSearchParams): AlertFilters {
  const module = oneOf(ALERT_MODULES, params.get('module'));
  const kind = oneOf(kindsOf(module), params.get('kind'));
  return { module, kind, severity: oneOf(SEVERITIES, params.get('severity')), q: params.get('q') ?? '' };
}

/** The kinds a module shows (every kind for all modules). */
export function kindsOf(module: AlertModule | ''): AlertKind[] {
  // The server's own kinds (its backups) are offered by no filter: only the first business's Admins see them.
  return ALERT_KINDS.filter((kind) =>
    module === '' ? ALERT_MODULE_OF[kind] !== 'server' : ALERT_MODULE_OF[kind] === module,
  );
}

/** One module's alerts (a dashboard's panel), in the feed's order. */
export function alertsOfModule(alerts: readonly Alert[], module: AlertModule): Alert[] {
  return alerts.filter((alert) => ALERT_MODULE_OF[alert.kind] === module);
}

/**
 * An alert's key in a list: its kind, subject and message (one vehicle can miss several papers, each
 * its own alert of the same kind and subject).
 */
export const alertKey = (alert: Alert) =>
  `${alert.kind}:${alert.subject.type}:${alert.subject._id}:${alert.message}`;
