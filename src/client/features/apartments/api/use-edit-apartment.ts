import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { Apartment, EditApartmentBody } from '../../../../shared/schemas/apartments';
import { apiPut } from '../../../lib/api-client';
import { apartmentKeys } from './apartment-keys';

/** The fallback of a failed edit without a server message (docs/screens.md §8). */
export const UPDATE_FAILED = 'Update failed.';

/** PUT /api/edit/apartment_property/{id}. Stores the saved record; lists refresh from `X-Data-Changed`. */
export function useEditApartment(apartmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditApartmentBody) =>
      apiPut<Apartment>(api.editApartment(apartmentId), body, { fallback: UPDATE_FAILED }),
    onSuccess: (saved) => {
      queryClient.setQueryData(apartmentKeys.detail(apartmentId), saved);
    },
  });
}
