import { REMITTANCES_EXPORT_FILE } from '../../../../shared/hire';
import { api } from '../../../../shared/paths';

/** The remittance list's 'Export Remittances': every remittance matching its search, filters and sort. */
export const remittanceListExport = (query: string) => ({
  url: query ? `${api.exportRemittances}?${query}` : api.exportRemittances,
  fileName: REMITTANCES_EXPORT_FILE,
});

/** The 'Export Remittances' download: the remittances of one day (the board's), as xlsx. */
export const remittancesExport = (date: string) => ({
  url: `${api.exportRemittances}?${new URLSearchParams({ from: date, to: date })}`,
  fileName: REMITTANCES_EXPORT_FILE,
});
