import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { DocumentBody, VehicleDocument } from '../../../../shared/schemas/vehicle-papers';
import { apiPut } from '../../../lib/api-client';

/**
 * PUT /api/vehicle_documents/{id} with the whole document (it stays with its vehicle). Which of a
 * kind's documents is current may change with it: the lists refresh from `X-Data-Changed`.
 */
export function useEditDocument() {
  return useMutation({
    mutationFn: ({ documentId, body }: { documentId: string; body: DocumentBody }) =>
      apiPut<VehicleDocument>(api.vehicleDocument(documentId), body, { fallback: MESSAGES.fallbackGeneric }),
  });
}
