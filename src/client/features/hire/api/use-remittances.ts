import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { ServerListOptions } from '../../../lib/use-server-list';
import { remittanceKeys } from './remittance-keys';

/** Remittances a page of the remittance list, as many as the contract list shows. */
export const REMITTANCES_PAGE_SIZE = 10;

/**
 * The remittance list on the server (docs/lists.md): newest first by default; `q` searches the hirer,
 * the registration, the receipt number and the transaction ID.
 */
export const REMITTANCE_LIST = {
  path: api.remittances,
  pageSize: REMITTANCES_PAGE_SIZE,
  filters: ['method', 'from', 'to', 'voided'],
  queryKey: remittanceKeys.page,
  // Each row shows its contract's hirer and its vehicle's registration.
  refreshOn: ['contracts', 'vehicles'],
  defaultSort: { field: 'date', order: 'desc' },
  fallback: MESSAGES.fallbackGeneric,
} as const satisfies ServerListOptions;
