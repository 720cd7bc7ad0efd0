import { BILLING_LABELS } from '../../../shared/ledger';
import type { RentRecord } from '../../../shared/schemas/rent-records';
import type { ExportColumn } from '../../lib/xlsx-export';

/**
 * The Tenants export: docs/screens.md §3's columns in their order, then the tenancy's unit, billing
 * and standing as of today (docs/ledger.md §1: derived values on every read, exports too). Phones as
 * stored (E.164).
 */
export const rentRecordExportColumns: readonly ExportColumn<RentRecord>[] = [
  { header: 'Tenant Name', width: 28, value: (row) => row.tenantName },
  { header: 'Phone', width: 18, value: (row) => row.tenantPhone },
  { header: 'Room Description', width: 30, value: (row) => row.roomDescription },
  { header: 'Rented Date', kind: 'date', width: 14, value: (row) => row.rentedDate },
  { header: 'Rent Expiry Date', kind: 'date', width: 18, value: (row) => row.expirationDate },
  { header: 'No of Months Rented', kind: 'number', width: 20, value: (row) => row.noOfMonthsRented },
  { header: 'Utility', kind: 'money', width: 14, value: (row) => row.amountPaidOnUtility },
  { header: 'Monthly Price', kind: 'money', width: 16, value: (row) => row.monthlyPrice },
  { header: 'Tenant Status', width: 15, value: (row) => row.status },
  { header: 'Total Amount', kind: 'money', width: 16, value: (row) => row.totalAmount },
  { header: 'Unit', width: 24, value: (row) => row.apartment?.title ?? '' },
  { header: 'Billing', width: 12, value: (row) => BILLING_LABELS[row.billing] },
  { header: 'Paid', kind: 'money', width: 14, value: (row) => row.paid },
  { header: 'Balance', kind: 'money', width: 14, value: (row) => row.balance },
  { header: 'Arrears', kind: 'money', width: 14, value: (row) => row.arrears },
  { header: 'Paid Through', kind: 'date', width: 14, value: (row) => row.paidThrough },
  { header: 'Days Overdue', kind: 'number', width: 14, value: (row) => row.daysOverdue },
  { header: 'Standing', width: 12, value: (row) => row.standing },
];
