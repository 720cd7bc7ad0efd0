import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/paths';
import type { MaintenanceRecord } from '../../../../shared/schemas/maintenance';
import { apiGet } from '../../../lib/api-client';
import { MAINTENANCE_MESSAGES } from '../maintenance-messages';
import { maintenanceKeys } from './maintenance-keys';

/** GET /api/get/maintenance_records: every record, latest maintenance date first. */
export const fetchMaintenanceRecords = () =>
  apiGet<MaintenanceRecord[]>(api.maintenanceRecords, { fallback: MAINTENANCE_MESSAGES.loadFailed });

export const maintenanceRecordsQueryOptions = () =>
  queryOptions({ queryKey: maintenanceKeys.list(), queryFn: fetchMaintenanceRecords });

export function useMaintenanceRecords() {
  return useQuery(maintenanceRecordsQueryOptions());
}
