import { MESSAGES, PAGE_SIZES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { Apartment } from '../../../../shared/schemas/apartments';
import { queryClient } from '../../../lib/query-client';
import { firstPage, listPageQueryOptions, type ServerListOptions } from '../../../lib/use-server-list';
import { apartmentKeys } from './apartment-keys';

/** The apartments list on the server (docs/lists.md): 9 a page, newest first by default. */
export const APARTMENT_LIST = {
  path: api.apartments,
  pageSize: PAGE_SIZES.apartments,
  filters: ['status'],
  queryKey: apartmentKeys.page,
  defaultSort: { field: 'createdAt', order: 'desc' },
  fallback: MESSAGES.fallbackSettings,
} as const satisfies ServerListOptions;

/** Starts loading the first page of the apartments list while its code downloads (its route's `lazy`). */
export function prefetchApartmentPage() {
  void queryClient.prefetchQuery(listPageQueryOptions<Apartment>(APARTMENT_LIST, firstPage(APARTMENT_LIST)));
}
