import { PAGE_SIZES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { ServerListOptions } from '../../../lib/use-server-list';
import { EXPENSE_MESSAGES } from '../expense-messages';
import { expenseKeys } from './expense-keys';

/**
 * The expenses list on the server (docs/insight.md §1, docs/lists.md): 10 a page, newest first by
 * default; `q` searches payee, reference and note.
 */
export const EXPENSE_LIST = {
  path: api.expenses,
  pageSize: PAGE_SIZES.expenses,
  filters: ['from', 'to', 'apartmentId', 'vehicleId', 'category'],
  queryKey: expenseKeys.page,
  defaultSort: { field: 'date', order: 'desc' },
  fallback: EXPENSE_MESSAGES.loadFailed,
} as const satisfies ServerListOptions;
