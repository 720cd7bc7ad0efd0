import { EXPENSES_EXPORT_FILE } from '../../../../shared/expenses';
import { api } from '../../../../shared/paths';

/** The 'Export Expenses' download: the server's xlsx of every expense matching the list's filters. */
export const expensesExport = (query: string) => ({
  url: query ? `${api.exportExpenses}?${query}` : api.exportExpenses,
  fileName: EXPENSES_EXPORT_FILE,
});
