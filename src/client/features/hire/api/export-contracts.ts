import { CONTRACTS_EXPORT_FILE } from '../../../../shared/hire';
import { api } from '../../../../shared/paths';

/** The 'Export Contracts' download: the server's xlsx of the contracts matching the filters. */
export const contractsExport = (query: string) => ({
  url: query ? `${api.exportContracts}?${query}` : api.exportContracts,
  fileName: CONTRACTS_EXPORT_FILE,
});
