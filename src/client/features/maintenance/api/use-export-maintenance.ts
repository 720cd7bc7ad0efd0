import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import type { MaintenanceListQuery } from '../../../../shared/schemas/maintenance';
import { download } from '../../../lib/api-client';

export const MAINTENANCE_FILE = 'Maintenance_List.xlsx';

/** 'Export Maintenance List': every record matching the current search and status (product.md §4). */
export function useExportMaintenance() {
  return useMutation({
    mutationFn: (query: MaintenanceListQuery) => {
      const params = new URLSearchParams();
      if (query.q?.trim()) params.set('q', query.q.trim());
      if (query.status && query.status !== 'All') params.set('status', query.status);
      const search = params.toString();
      return download(
        `${api.exportMaintenance}${search ? `?${search}` : ''}`,
        MAINTENANCE_FILE,
        MESSAGES.fallbackShort,
      );
    },
  });
}
