import type { ListRequest } from '../../../lib/use-server-list';

/** Query keys of the expenses feature; the root is the data kind, so a write's `X-Data-Changed` refreshes them. */
export const expenseKeys = {
  all: ['expenses'] as const,
  /** One page of the list (docs/lists.md). */
  page: (request: ListRequest) => [...expenseKeys.all, 'page', request] as const,
  detail: (expenseId: string) => [...expenseKeys.all, 'detail', expenseId] as const,
};
