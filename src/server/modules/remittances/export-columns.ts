import { CONTRACT_TYPE_LABELS } from '../../../shared/hire';
import type { Remittance } from '../../../shared/schemas/hire';
import type { ExportColumn } from '../../lib/xlsx-export';

/** The Remittances export (docs/hire.md §3): one row per remittance, with its receipt and Mobile Money details. */
export const remittanceExportColumns: readonly ExportColumn<Remittance>[] = [
  { header: 'Date', kind: 'date', width: 12, value: (row) => row.date },
  { header: 'Receipt No.', width: 14, value: (row) => row.receiptNumber },
  { header: 'Hirer', width: 26, value: (row) => row.contract.hirerName },
  { header: 'Vehicle', width: 16, value: (row) => row.contract.vehicle.vehicleRegNum },
  { header: 'Contract Type', width: 14, value: (row) => CONTRACT_TYPE_LABELS[row.contract.type] },
  { header: 'Amount', kind: 'money', width: 14, value: (row) => row.amount },
  { header: 'Method', width: 16, value: (row) => row.method },
  { header: 'Network', width: 16, value: (row) => row.network },
  { header: 'Transaction ID', width: 24, value: (row) => row.reference },
  { header: 'Payer Phone', width: 18, value: (row) => row.payerPhone },
  { header: 'Balance After', kind: 'money', width: 14, value: (row) => row.balanceAfter },
  { header: 'Recorded By', width: 20, value: (row) => row.recordedBy?.name },
  { header: 'Note', width: 30, value: (row) => row.note },
];
