import { useMutation } from '@tanstack/react-query';
import type { StatementKind } from '../../../../shared/collect';
import { api } from '../../../../shared/paths';
import type { StatementLinkAnswer } from '../../../../shared/schemas/statements';
import { apiPost } from '../../../lib/api-client';

/** POST …/statement-link: the record's private statement link, made on first use (docs/collect.md §1). */
export async function makeStatementLink(kind: StatementKind, recordId: string): Promise<string> {
  const path = kind === 'rent' ? api.tenancyStatementLink(recordId) : api.contractStatementLink(recordId);
  return (await apiPost<StatementLinkAnswer>(path)).url;
}

/** POST …/statement-link/renew: a new link; the old one stops working at once. */
export async function renewStatementLink(kind: StatementKind, recordId: string): Promise<string> {
  const path =
    kind === 'rent' ? api.renewTenancyStatementLink(recordId) : api.renewContractStatementLink(recordId);
  return (await apiPost<StatementLinkAnswer>(path)).url;
}

export function useMakeStatementLink(kind: StatementKind, recordId: string) {
  return useMutation({ mutationFn: () => makeStatementLink(kind, recordId) });
}

export function useRenewStatementLink(kind: StatementKind, recordId: string) {
  return useMutation({ mutationFn: () => renewStatementLink(kind, recordId) });
}

/** A message with the statement link added, worded as the default SMS reminders word it. */
export const withStatementLink = (text: string, url: string) => `${text} Statement and payment: ${url}`;
