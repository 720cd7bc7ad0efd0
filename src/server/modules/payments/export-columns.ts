import type { Payment } from '../../../shared/schemas/payments';
import type { ExportColumn } from '../../lib/xlsx-export';

/**
 * The Payments export: docs/screens.md §3's columns in their order (status and method as stored),
 * then the receipt and Mobile Money details (docs/ledger.md §3), to check against a MoMo statement.
 */
export const paymentExportColumns: readonly ExportColumn<Payment>[] = [
  { header: 'Tenant Name', width: 28, value: (row) => row.tenant.tenantName },
  { header: 'Amount Paid', kind: 'money', width: 16, value: (row) => row.amountPaid },
  { header: 'Payment Method', width: 18, value: (row) => row.method },
  { header: 'Date', kind: 'date', width: 14, value: (row) => row.date },
  { header: 'Status', width: 12, value: (row) => row.status },
  { header: 'Receipt No.', width: 14, value: (row) => row.receiptNumber },
  { header: 'Network', width: 16, value: (row) => row.network },
  { header: 'Transaction ID', width: 24, value: (row) => row.reference },
  { header: 'Payer Phone', width: 18, value: (row) => row.payerPhone },
  { header: 'Balance After', kind: 'money', width: 14, value: (row) => row.balanceAfter },
];
