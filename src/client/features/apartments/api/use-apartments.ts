import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { Apartment } from '../../../../shared/schemas/apartments';
import { apiGet } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { apartmentKeys } from './apartment-keys';

/** GET /api/get/apartment_properties: every property, newest first. */
export const fetchApartments = () =>
  apiGet<Apartment[]>(api.apartments, { fallback: MESSAGES.fallbackSettings });

export const apartmentsQueryOptions = () =>
  queryOptions({ queryKey: apartmentKeys.list(), queryFn: fetchApartments });

export function useApartments() {
  return useQuery(apartmentsQueryOptions());
}

/** Starts loading the properties while a screen's code downloads (called from its route's `lazy`). */
export function prefetchApartments() {
  void queryClient.prefetchQuery(apartmentsQueryOptions());
}
