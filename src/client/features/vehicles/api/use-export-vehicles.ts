import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/constants';
import { api } from '../../../../shared/paths';
import { download } from '../../../lib/api-client';

export const VEHICLES_FILE = 'Vehicles_List.xlsx';

/** 'Export Vehicle List': every vehicle, whatever the type filter (spec.md section 2). */
export function useExportVehicles() {
  return useMutation({
    mutationFn: () => download(api.exportVehicles, VEHICLES_FILE, MESSAGES.fallbackShort),
  });
}
