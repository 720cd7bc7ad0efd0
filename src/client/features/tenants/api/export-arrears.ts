import { ARREARS_EXPORT_FILE } from '../../../../shared/ledger';
import { api } from '../../../../shared/paths';

/** The 'Export Arrears' download: the server's xlsx of the arrears matching the search. */
export const arrearsExport = (query: string) => ({
  url: query ? `${api.exportArrears}?${query}` : api.exportArrears,
  fileName: ARREARS_EXPORT_FILE,
});
