import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { AddApartmentBody, Apartment } from '../../../../shared/schemas/apartments';
import { apiPost } from '../../../lib/api-client';

/** POST /api/add/apartment_property. The lists it changes refresh from the answer's `X-Data-Changed`. */
export function useAddApartment() {
  return useMutation({
    mutationFn: (body: AddApartmentBody) =>
      apiPost<Apartment>(api.addApartment, body, { fallback: MESSAGES.fallbackSettings }),
  });
}
