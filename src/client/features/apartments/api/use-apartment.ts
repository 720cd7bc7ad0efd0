import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { Apartment } from '../../../../shared/schemas/apartments';
import { apiGet } from '../../../lib/api-client';
import { apartmentKeys } from './apartment-keys';

/** GET /api/get/apartment_property/{id}. */
export const fetchApartment = (apartmentId: string) =>
  apiGet<Apartment>(api.apartment(apartmentId), { fallback: MESSAGES.fallbackSettings });

export const apartmentQueryOptions = (apartmentId: string) =>
  queryOptions({
    queryKey: apartmentKeys.detail(apartmentId),
    queryFn: () => fetchApartment(apartmentId),
    // The edit form starts from what is stored now, not from a cached copy.
    staleTime: 0,
  });

export function useApartment(apartmentId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...apartmentQueryOptions(apartmentId), enabled: options.enabled ?? true });
}
