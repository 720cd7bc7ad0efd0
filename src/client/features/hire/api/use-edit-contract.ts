import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { Contract, ContractBody } from '../../../../shared/schemas/hire';
import { apiPut } from '../../../lib/api-client';
import { contractKeys } from './contract-keys';

/**
 * PUT /api/hire/contracts/{id} with the whole contract (terminating is an edit too). Stores the
 * saved contract; the rest refreshes from the answer's `X-Data-Changed`.
 */
export function useEditContract(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractBody) =>
      apiPut<Contract>(api.contract(contractId), body, { fallback: MESSAGES.fallbackGeneric }),
    onSuccess: (saved) => {
      queryClient.setQueryData(contractKeys.detail(contractId), saved);
    },
  });
}
