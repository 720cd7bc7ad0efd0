import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { Contract, ContractBody } from '../../../../shared/schemas/hire';
import { apiPost } from '../../../lib/api-client';
import { contractKeys } from './contract-keys';

/**
 * POST /api/hire/contracts. Stores the new contract; the lists (and the vehicle whose driver follows
 * the hirer) refresh from the answer's `X-Data-Changed`.
 */
export function useAddContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractBody) => apiPost<Contract>(api.contracts, body, { fallback: MESSAGES.nonOk }),
    onSuccess: (saved) => {
      queryClient.setQueryData(contractKeys.detail(saved._id), saved);
    },
  });
}
