import type { ListRequest } from '../../../lib/use-server-list';

/**
 * Query keys of hire contracts. A contract's figures (paid, arrears, progress) move with its
 * remittances; the server names `contracts` on every remittance write too, so all of these refresh.
 */
export const contractKeys = {
  all: ['contracts'] as const,
  /** One page of the contract list (docs/lists.md). */
  page: (request: ListRequest) => [...contractKeys.all, 'page', request] as const,
  detail: (contractId: string) => [...contractKeys.all, 'detail', contractId] as const,
  /** A contract with its dues and remittances (docs/hire.md §3). */
  ledger: (contractId: string) => [...contractKeys.all, 'ledger', contractId] as const,
};
