import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { Payment } from '../../../../shared/schemas/payments';
import { apiGet } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { paymentKeys } from './payment-keys';

/** GET /api/apartment/all_payments: every payment with its tenant populated, newest first. */
export const fetchPayments = () => apiGet<Payment[]>(api.payments, { fallback: MESSAGES.fallbackGeneric });

export const paymentsQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.list(), queryFn: fetchPayments });

export function usePayments() {
  return useQuery(paymentsQueryOptions());
}

/** Starts loading the payments while a screen's code downloads (called from its route's `lazy`). */
export function prefetchPayments() {
  void queryClient.prefetchQuery(paymentsQueryOptions());
}
