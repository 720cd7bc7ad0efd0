import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { Payment } from '../../../../shared/schemas/payments';
import { apiGet } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /api/apartment/get_payment/{id}. */
export const fetchPayment = (paymentId: string) =>
  apiGet<Payment>(api.payment(paymentId), { fallback: MESSAGES.fallbackGeneric });

export const paymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: paymentKeys.detail(paymentId),
    queryFn: () => fetchPayment(paymentId),
    // The edit form starts from what is stored now, not from a cached copy.
    staleTime: 0,
  });

export function usePayment(paymentId: string) {
  return useQuery(paymentQueryOptions(paymentId));
}
