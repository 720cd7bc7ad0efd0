import type { ListRequest } from '../../../lib/use-server-list';

/**
 * Query keys of remittances: the day's board is the remittances of one day against what fell due; a
 * page is one request of the remittance list.
 */
export const remittanceKeys = {
  all: ['remittances'] as const,
  board: (date: string) => [...remittanceKeys.all, 'board', date] as const,
  page: (request: ListRequest) => [...remittanceKeys.all, 'page', request] as const,
};
