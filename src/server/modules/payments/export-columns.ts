import type { Payment } from '../../../shared/schemas/payments';
import type { ExportColumn } from '../../lib/xlsx-export';

/** The Payments export, in spec.md section 3's column order; status and method as stored. */
export const paymentExportColumns: readonly ExportColumn<Payment>[] = [
  { header: 'Tenant Name', width: 28, value: (row) => row.tenant.tenantName },
  { header: 'Amount Paid', kind: 'money', width: 16, value: (row) => row.amountPaid },
  { header: 'Payment Method', width: 18, value: (row) => row.method },
  { header: 'Date', kind: 'date', width: 14, value: (row) => row.date },
  { header: 'Status', width: 12, value: (row) => row.status },
];
