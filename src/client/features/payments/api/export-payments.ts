import { api } from '../../../../shared/paths';
import { PAYMENTS_EXPORT_FILE } from '../../../../shared/payments';

/** The 'Export Payments' download: the server's xlsx of every payment matching the search. */
export const paymentsExport = (query: string) => ({
  url: query ? `${api.exportPayments}?${query}` : api.exportPayments,
  fileName: PAYMENTS_EXPORT_FILE,
});
