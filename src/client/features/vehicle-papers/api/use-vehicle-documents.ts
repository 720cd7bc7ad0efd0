import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { VehicleDocument } from '../../../../shared/schemas/vehicle-papers';
import { apiGet } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/** GET /api/vehicles/{id}/documents: newest issued first, each with its standing as of today. */
export const fetchVehicleDocuments = (vehicleId: string) =>
  apiGet<VehicleDocument[]>(api.vehicleDocuments(vehicleId), { fallback: MESSAGES.fallbackGeneric });

export const vehicleDocumentsQueryOptions = (vehicleId: string) =>
  queryOptions({
    queryKey: documentKeys.ofVehicle(vehicleId),
    queryFn: () => fetchVehicleDocuments(vehicleId),
  });

export function useVehicleDocuments(vehicleId: string) {
  return useQuery(vehicleDocumentsQueryOptions(vehicleId));
}
