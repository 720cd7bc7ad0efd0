import { api } from '../../../../shared/paths';
import { COMPLIANCE_EXPORT_FILE } from '../../../../shared/vehicle-papers';

/** The 'Export Compliance' download: the server's xlsx of the vehicles matching the filters. */
export const complianceExport = (query: string) => ({
  url: query ? `${api.exportCompliance}?${query}` : api.exportCompliance,
  fileName: COMPLIANCE_EXPORT_FILE,
});
