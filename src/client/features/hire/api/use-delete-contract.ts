import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { apiDelete } from '../../../lib/api-client';
import { contractKeys } from './contract-keys';

/**
 * DELETE /api/hire/contracts/{id} (Admin and Manager): only a contract without remittances; the
 * server's 409 says to terminate it instead, and the query client toasts it.
 */
export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contractId: string) =>
      apiDelete(api.contract(contractId), { fallback: MESSAGES.fallbackShort }),
    onSuccess: (_answer, contractId) => {
      queryClient.removeQueries({ queryKey: contractKeys.detail(contractId) });
      queryClient.removeQueries({ queryKey: contractKeys.ledger(contractId) });
    },
  });
}
