import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { DocumentBody, VehicleDocument } from '../../../../shared/schemas/vehicle-papers';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/vehicles/{id}/documents. The vehicle's documents, its costs and the compliance grid
 * refresh from the answer's `X-Data-Changed` (documents, vehicles).
 */
export function useAddDocument(vehicleId: string) {
  return useMutation({
    mutationFn: (body: DocumentBody) =>
      apiPost<VehicleDocument>(api.vehicleDocuments(vehicleId), body, { fallback: MESSAGES.fallbackGeneric }),
  });
}
