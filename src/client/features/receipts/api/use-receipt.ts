import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { Receipt } from '../../../../shared/schemas/ledger';
import { apiGet } from '../../../lib/api-client';
import { receiptKeys } from './receipt-keys';

/** GET /api/receipts/{paymentId} (ledger.md §4): a voided payment keeps its receipt. */
export const fetchReceipt = (paymentId: string) =>
  apiGet<Receipt>(api.receipt(paymentId), { fallback: MESSAGES.fallbackGeneric });

export const receiptQueryOptions = (paymentId: string) =>
  queryOptions({ queryKey: receiptKeys.detail(paymentId), queryFn: () => fetchReceipt(paymentId) });

export function useReceipt(paymentId: string) {
  return useQuery(receiptQueryOptions(paymentId));
}
