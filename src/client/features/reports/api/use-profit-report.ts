import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { BusinessSettings } from '../../../../shared/schemas/ledger';
import type { ProfitGroup, ProfitReport } from '../../../../shared/schemas/reports';
import { apiGet } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

export const profitReportUrl = (from: string, to: string, groupBy: ProfitGroup) =>
  `${api.profitReport}?${new URLSearchParams({ from, to, groupBy })}`;

/** GET /api/reports/profit: one table of the report and the period's totals, added up by the server. */
export const fetchProfitReport = (from: string, to: string, groupBy: ProfitGroup) =>
  apiGet<ProfitReport>(profitReportUrl(from, to, groupBy), { fallback: 'The report could not be loaded.' });

export const profitReportQueryOptions = (from: string, to: string, groupBy: ProfitGroup) =>
  queryOptions({
    queryKey: reportKeys.profit(from, to, groupBy),
    queryFn: () => fetchProfitReport(from, to, groupBy),
    // Money in and out of every kind, and the names of the units and vehicles.
    meta: {
      refreshOn: [
        'tenants',
        'remittances',
        'contracts',
        'maintenance',
        'documents',
        'apartments',
        'vehicles',
        'expenses',
        'account',
      ],
    },
  });

export function useProfitReport(from: string, to: string, groupBy: ProfitGroup) {
  return useQuery(profitReportQueryOptions(from, to, groupBy));
}

/** The business's rent tax rate in percent (Settings → Business), to name it beside the estimate. */
export function useRentTaxRate() {
  return useQuery({
    queryKey: reportKeys.rentTaxRate(),
    queryFn: () =>
      apiGet<BusinessSettings>(api.businessSettings, { fallback: 'The settings could not be loaded.' }),
    select: (settings) => settings.rentTaxRate,
  });
}
