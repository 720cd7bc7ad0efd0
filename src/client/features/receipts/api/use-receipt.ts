import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { Receipt } from '../../../../shared/schemas/ledger';
import { apiGet } from '../../../lib/api-client';
import { receiptKeys } from './receipt-keys';

/** Whose receipt: a rent payment's, or a hire remittance's (the same endpoint answers both). */
export type ReceiptOf = 'payment' | 'remittance';

/** GET /api/receipts/{id} (docs/ledger.md §4): a voided payment or remittance keeps its receipt. */
export const fetchReceipt = (paymentId: string) =>
  apiGet<Receipt>(api.receipt(paymentId), { fallback: MESSAGES.fallbackGeneric });

export const receiptQueryOptions = (id: string, of: ReceiptOf = 'payment') =>
  queryOptions({
    queryKey: of === 'payment' ? receiptKeys.detail(id) : receiptKeys.remittance(id),
    queryFn: () => fetchReceipt(id),
  });

export function useReceipt(id: string, of: ReceiptOf = 'payment') {
  return useQuery(receiptQueryOptions(id, of));
}
