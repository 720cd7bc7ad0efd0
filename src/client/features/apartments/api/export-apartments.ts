import { APARTMENTS_EXPORT_FILE } from '../../../../shared/apartments';
import { api } from '../../../../shared/paths';

/** The 'Export Apartments' download: the server's xlsx of every property matching the filters. */
export const apartmentsExport = (query: string) => ({
  url: query ? `${api.exportApartments}?${query}` : api.exportApartments,
  fileName: APARTMENTS_EXPORT_FILE,
});
