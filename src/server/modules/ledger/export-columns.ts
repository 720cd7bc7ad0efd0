import type { ArrearsRow } from '../../../shared/schemas/ledger';
import type { ExportColumn } from '../../lib/xlsx-export';

/** The Arrears export (docs/ledger.md §5), in the screen's column order. Phones as stored (E.164). */
export const arrearsExportColumns: readonly ExportColumn<ArrearsRow>[] = [
  { header: 'Tenant Name', width: 28, value: (row) => row.tenantName },
  { header: 'Phone', width: 18, value: (row) => row.tenantPhone },
  { header: 'Unit', width: 30, value: (row) => row.apartment?.title ?? row.roomDescription },
  { header: 'Arrears', kind: 'money', width: 14, value: (row) => row.arrears },
  { header: 'Balance', kind: 'money', width: 14, value: (row) => row.balance },
  { header: 'Days Overdue', kind: 'number', width: 14, value: (row) => row.daysOverdue },
  { header: 'Paid Through', kind: 'date', width: 14, value: (row) => row.paidThrough },
];
