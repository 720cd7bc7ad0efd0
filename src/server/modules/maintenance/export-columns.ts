import type { MaintenanceRecord } from '../../../shared/schemas/maintenance';
import type { ExportColumn } from '../../lib/xlsx-export';

/** The maintenance table's columns, without Actions (docs/screens.md §2). */
export const maintenanceExportColumns: readonly ExportColumn<MaintenanceRecord>[] = [
  { header: 'Vehicle Reg. No', width: 20, value: (m) => m.vehicleId.vehicleRegNum },
  { header: 'Date', kind: 'date', value: (m) => m.maintenanceDate },
  { header: 'Cost (GHC)', kind: 'money', value: (m) => m.cost },
  { header: 'Issues', width: 50, value: (m) => m.issue.join(', ') },
  { header: 'Status', value: (m) => m.status },
];
