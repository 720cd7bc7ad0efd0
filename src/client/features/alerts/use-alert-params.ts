import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ALERT_MODULE_OF, type AlertKind } from '../../../shared/reminders';
import { useListParams } from '../../lib/use-list-params';
import { type AlertFilters, readAlertFilters } from './alert-filters';

/**
 * The filters and page of /alerts, kept in the URL (`?module=&kind=&severity=&q=&page=`) so a
 * refresh, the back button and a dashboard's 'See all' link keep them. A filter change goes back to
 * page 1; a module leaves out a kind of the other module.
 */
export function useAlertParams() {
  const list = useListParams();
  const [params, setParams] = useSearchParams();
  const filters: AlertFilters = { ...readAlertFilters(params), q: list.q };

  const update = useCallback(
    (changes: Partial<Record<'module' | 'kind' | 'severity', string>>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        const kind = next.get('kind') as AlertKind | null;
        const module = next.get('module');
        if (kind && module && ALERT_MODULE_OF[kind] !== module) next.delete('kind');
        next.delete('page');
        return next;
      }),
    [setParams],
  );

  return {
    filters,
    /** The search as typed. */
    search: list.search,
    page: list.page,
    setSearch: list.setSearch,
    setPage: list.setPage,
    setModule: (value: string) => update({ module: value }),
    setKind: (value: string) => update({ kind: value }),
    setSeverity: (value: string) => update({ severity: value }),
  };
}
