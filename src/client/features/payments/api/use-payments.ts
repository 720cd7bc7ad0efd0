import { MESSAGES, PAGE_SIZES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { Payment } from '../../../../shared/schemas/payments';
import { queryClient } from '../../../lib/query-client';
import { firstPage, listPageQueryOptions, type ServerListOptions } from '../../../lib/use-server-list';
import { paymentKeys } from './payment-keys';

/** The sums the Payments screen shows over every matching payment (cedis). */
export interface PaymentTotals {
  amountPaid: number;
}

/**
 * The Payments list on the server (docs/lists.md): 8 a page, newest first by default; `q` searches
 * the tenant's name, receipt number, transaction ID and payer phone.
 */
export const PAYMENT_LIST = {
  path: api.payments,
  pageSize: PAGE_SIZES.payments,
  filters: ['status', 'method', 'network', 'tenantId', 'from', 'to', 'voided'],
  queryKey: paymentKeys.page,
  defaultSort: { field: 'Date', order: 'desc' },
  fallback: MESSAGES.fallbackGeneric,
} as const satisfies ServerListOptions;

/** Starts loading the first page of payments while the list's code downloads (its route's `lazy`). */
export function prefetchPayments() {
  void queryClient.prefetchQuery(
    listPageQueryOptions<Payment, PaymentTotals>(PAYMENT_LIST, firstPage(PAYMENT_LIST)),
  );
}
