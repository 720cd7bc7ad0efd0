import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { apiDelete } from '../../../lib/api-client';
import { apartmentKeys } from './apartment-keys';

/**
 * DELETE /api/delete/apartment_property/{id} (Admin and Manager). The lists refresh from the
 * answer's `X-Data-Changed`; the deleted record's own cache entry is dropped here.
 */
export function useDeleteApartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apartmentId: string) =>
      apiDelete(api.deleteApartment(apartmentId), { fallback: MESSAGES.fallbackShort }),
    onSuccess: (_answer, apartmentId) => {
      queryClient.removeQueries({ queryKey: apartmentKeys.detail(apartmentId) });
    },
  });
}
