import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { AddApartmentBody, Apartment } from '../../../../shared/schemas/apartments';
import { apiPost } from '../../../lib/api-client';
import { apartmentKeys } from './apartment-keys';

/** POST /api/add/apartment_property. */
export function useAddApartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddApartmentBody) =>
      apiPost<Apartment>(api.addApartment, body, { fallback: MESSAGES.fallbackSettings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apartmentKeys.all }),
  });
}
