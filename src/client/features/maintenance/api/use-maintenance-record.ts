import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { MaintenanceRecord } from '../../../../shared/schemas/maintenance';
import { apiGet } from '../../../lib/api-client';
import { MAINTENANCE_MESSAGES } from '../maintenance-messages';
import { maintenanceKeys } from './maintenance-keys';

/** GET /api/get/vehicle_maintenance_record/{id}. */
export const fetchMaintenanceRecord = (recordId: string) =>
  apiGet<MaintenanceRecord>(api.maintenanceRecord(recordId), { fallback: MAINTENANCE_MESSAGES.loadFailed });

export const maintenanceRecordQueryOptions = (recordId: string) =>
  queryOptions({
    queryKey: maintenanceKeys.detail(recordId),
    queryFn: () => fetchMaintenanceRecord(recordId),
  });

export function useMaintenanceRecord(recordId: string) {
  return useQuery(maintenanceRecordQueryOptions(recordId));
}
