import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { apiDelete } from '../../../lib/api-client';

/** DELETE /api/vehicle_documents/{id} (Admin and Manager); the lists refresh from `X-Data-Changed`. */
export function useDeleteDocument() {
  return useMutation({
    mutationFn: (documentId: string) =>
      apiDelete(api.vehicleDocument(documentId), { fallback: MESSAGES.fallbackShort }),
  });
}
