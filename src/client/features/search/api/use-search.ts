import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { SearchAnswer } from '../../../../shared/schemas/search';
import { searchableText } from '../../../../shared/search';
import { apiGet } from '../../../lib/api-client';

export const searchKeys = {
  all: ['search'] as const,
  of: (q: string) => [...searchKeys.all, q] as const,
};

/** GET /api/search?q= (everyone): a few records of each kind; nothing asked below two characters. */
export function useSearch(typed: string) {
  const q = searchableText(typed) ?? '';
  return useQuery({
    queryKey: searchKeys.of(q),
    queryFn: ({ signal }) =>
      apiGet<SearchAnswer>(`${api.search}?q=${encodeURIComponent(q)}`, {
        fallback: MESSAGES.fallbackGeneric,
        signal,
      }),
    enabled: q !== '',
    // A record added, renamed or removed is found (or not) at once.
    meta: { refreshOn: ['apartments', 'tenants', 'payments', 'vehicles', 'contracts', 'remittances'] },
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}
