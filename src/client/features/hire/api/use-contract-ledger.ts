import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { ContractLedger } from '../../../../shared/schemas/hire';
import { apiGet } from '../../../lib/api-client';
import { contractKeys } from './contract-keys';

/** GET /api/hire/contracts/{id}/ledger: the contract, its dues and remittances, and the totals. */
export const fetchContractLedger = (contractId: string) =>
  apiGet<ContractLedger>(api.contractLedger(contractId), { fallback: MESSAGES.fallbackGeneric });

export const contractLedgerQueryOptions = (contractId: string) =>
  queryOptions({
    queryKey: contractKeys.ledger(contractId),
    queryFn: () => fetchContractLedger(contractId),
    // Remittances change it as much as the contract does: every visit shows it as it stands now.
    staleTime: 0,
  });

export function useContractLedger(contractId: string) {
  return useQuery(contractLedgerQueryOptions(contractId));
}
