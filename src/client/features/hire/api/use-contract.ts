import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { Contract } from '../../../../shared/schemas/hire';
import { apiGet } from '../../../lib/api-client';
import { contractKeys } from './contract-keys';

/** GET /api/hire/contracts/{id}. */
export const fetchContract = (contractId: string) =>
  apiGet<Contract>(api.contract(contractId), { fallback: MESSAGES.fallbackGeneric });

export const contractQueryOptions = (contractId: string) =>
  queryOptions({
    queryKey: contractKeys.detail(contractId),
    queryFn: () => fetchContract(contractId),
    // The edit form starts from what is stored now, not from a cached copy.
    staleTime: 0,
  });

export function useContract(contractId: string) {
  return useQuery(contractQueryOptions(contractId));
}
